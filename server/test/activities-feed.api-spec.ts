import request from 'supertest';
import { bearer, createStaff, signIn } from './helpers/auth';
import { UNKNOWN_ID } from './helpers/recruitment';
import { createTestApp, type TestApp } from './helpers/test-app';
import { expectPublicImage } from './helpers/public-images';
import { unversioned } from './helpers/versions';

interface FeedActivity {
  id: string;
  icon: string;
  image: string | null;
  description: string;
  date: string;
  extraContent: string | null;
  linkedContent: string | null;
  link: string | null;
  useRouter: boolean;
  kind: string;
  author: { id: string; name: string; avatar: string | null } | null;
  canDelete: boolean;
}

/** The fields of an activity in the older list (`/api/activities`), sorted. */
const ACTIVITY_FIELDS = [
  'date',
  'description',
  'extraContent',
  'icon',
  'id',
  'image',
  'link',
  'linkedContent',
  'useRouter',
];
const RECRUITMENT_KINDS = ['applicant', 'pipeline', 'vacancy'];
const REWARDS_KINDS = ['redemption', 'invoice', 'trivia'];
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(40, 2),
]);
const HOUR_MS = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('the activity feed (api/pages/activities)', () => {
  let testApp: TestApp;
  let admin: string;
  let recruiter: { id: string; token: string };
  let rewards: { id: string; token: string };
  const http = () => request(testApp.app.getHttpServer());
  const as = (token: string) => ({
    get: (url: string) => http().get(url).set(bearer(token)),
    post: (url: string, body?: object) => http().post(url).set(bearer(token)).send(body),
    delete: (url: string) => http().delete(url).set(bearer(token)),
  });
  const feed = async (token: string, query = '') => {
    const response = await as(token).get(`/api/pages/activities${query}`).expect(200);
    return {
      items: response.body as FeedActivity[],
      next: response.headers['x-next-cursor'] as string | undefined,
    };
  };
  /** Every page of the feed, following the cursors. */
  const wholeFeed = async (token: string, query: Record<string, string | number> = {}) => {
    const items: FeedActivity[] = [];
    let before: string | undefined;
    for (let pages = 0; pages < 50; pages++) {
      const params = new URLSearchParams({
        ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        ...(before ? { before } : {}),
      });
      const page = await feed(token, `?${params}`);
      items.push(...page.items);
      if (!page.next) return items;
      before = page.next;
    }
    throw new Error('the feed never ended');
  };
  const post = (token: string, body: object) => as(token).post('/api/pages/activities', body);

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await signIn(testApp.app);
    recruiter = await createStaff(
      testApp.app,
      { name: 'Rocío Reclutadora', email: 'rocio@feed.test', password: 'rocio-password-1' },
      ['recruiter'],
      admin,
    );
    rewards = await createStaff(
      testApp.app,
      { name: 'Pablo Premios', email: 'pablo@feed.test', password: 'pablo-password-1' },
      ['rewards'],
      admin,
    );
    // One rewards event in the feed: a member completes a trivia.
    const rewardsApi = as(rewards.token);
    const trivia = (
      await rewardsApi
        .post('/api/trivias', {
          title: 'Feed trivia',
          description: 'One question',
          questions: [{ text: 'Two plus two?', options: ['3', '4'], answer: 1 }],
          points: 10,
          startsAt: at(-HOUR_MS),
          endsAt: at(HOUR_MS),
        })
        .expect(201)
    ).body as { id: string };
    const member = (
      await rewardsApi
        .post('/api/members', {
          name: 'Tere',
          surname: 'Feed',
          email: 'tere@feed.test',
          documentId: 'FEED-1',
        })
        .expect(201)
    ).body as { id: string };
    await rewardsApi
      .post(`/api/trivias/${trivia.id}/completions`, { memberId: member.id, answers: [1] })
      .expect(201);
  });
  afterAll(() => testApp.close());

  it('answers the original client’s call (no parameters) with an array: the newest 20, each in that client’s shape', async () => {
    const { items, next } = await feed(admin);
    expect(Array.isArray(items)).toBe(true);
    expect(items).toHaveLength(20);
    expect(next).toEqual(expect.any(String));
    for (const activity of items) {
      expect(Object.keys(activity)).toEqual(
        expect.arrayContaining([...ACTIVITY_FIELDS, 'kind', 'author', 'canDelete']),
      );
      expect(Object.keys(activity)).not.toEqual(expect.arrayContaining(['accountId']));
    }
    const dates = items.map((activity) => Date.parse(activity.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // The trivia just completed is the newest thing that happened.
    expect(items[0]).toMatchObject({ kind: 'trivia', author: null, canDelete: false });
  });

  it('pages with the cursor to the end, newest first, each activity once', async () => {
    const all = await wholeFeed(admin, { limit: 7 });
    expect(all.length).toBe(81);
    expect(new Set(all.map((activity) => activity.id)).size).toBe(all.length);
    const dates = all.map((activity) => Date.parse(activity.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const { items: first } = await feed(admin, '?limit=7');
    expect(all.slice(0, 7)).toEqual(first);
    const last = await feed(admin, `?limit=100`);
    expect(last.items).toHaveLength(81);
    expect(last.next).toBeUndefined();
  });

  it('refuses a malformed cursor, limit or kind with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?before=yesterday', 'before'],
      ['?before=2031-01-01T00:00:00.000Z', 'before'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?kind=everything', 'kind'],
      ['?page=2', 'page'],
    ]) {
      const refused = await as(admin).get(`/api/pages/activities${query}`).expect(400);
      expect(refused.body.fields).toHaveProperty(field);
    }
  });

  it('filters by a kind or by a group of kinds', async () => {
    const recruitment = await wholeFeed(admin, { kind: 'recruitment', limit: 100 });
    expect(recruitment).toHaveLength(80);
    expect(recruitment.every((activity) => RECRUITMENT_KINDS.includes(activity.kind))).toBe(true);
    const pipeline = await wholeFeed(admin, { kind: 'pipeline', limit: 100 });
    expect(pipeline.length).toBeGreaterThan(0);
    expect(pipeline.every((activity) => activity.kind === 'pipeline')).toBe(true);
    expect((await feed(admin, '?kind=rewards')).items.map((a) => a.kind)).toEqual(['trivia']);
  });

  it('posts an activity with an app link: first in the feed, sanitised, by its author', async () => {
    const created = await post(recruiter.token, {
      description:
        '<p onclick="steal()">Welcome <strong>Ana</strong> to the team!</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
      link: '/apps/candidates?vacancy=42',
      linkedContent: 'See the pipeline',
    }).expect(201);
    const activity = created.body as FeedActivity;
    expect(activity).toMatchObject({
      kind: 'posted',
      description:
        '<p>Welcome <strong>Ana</strong> to the team!</p><a rel="noopener noreferrer">x</a>',
      link: '/apps/candidates?vacancy=42',
      linkedContent: 'See the pipeline',
      useRouter: true,
      image: null,
      extraContent: null,
      icon: 'heroicons_outline:chat-bubble-bottom-center-text',
      author: { id: recruiter.id, name: 'Rocío Reclutadora', avatar: null },
      canDelete: true,
    });
    expect(Date.parse(activity.date)).toBeLessThanOrEqual(Date.now());
    const { items } = await feed(recruiter.token);
    expect(items[0]).toEqual(unversioned(activity));
    // The others see it too, and may not delete it (an administrator may).
    expect((await feed(rewards.token)).items[0]).toMatchObject({
      id: activity.id,
      canDelete: false,
    });
    expect((await feed(admin)).items[0]).toMatchObject({ id: activity.id, canDelete: true });
    expect((await feed(admin, '?kind=posted')).items.map((a) => a.id)).toContain(activity.id);
  });

  it('takes an http(s) link as an address outside the app, the link as its text by default', async () => {
    const created = await post(rewards.token, {
      description: 'Read the <em>news</em>',
      link: 'https://example.com/news?id=1',
    }).expect(201);
    expect(created.body).toMatchObject({
      link: 'https://example.com/news?id=1',
      linkedContent: 'https://example.com/news?id=1',
      useRouter: false,
    });
    const bare = await post(rewards.token, { description: 'No link', link: '' }).expect(201);
    expect(bare.body).toMatchObject({ link: null, linkedContent: null });
  });

  it('refuses links that are neither an app route nor an http(s) address', async () => {
    for (const link of [
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      'ftp://files.test/a',
      'apps/tablero',
      'https://',
      '/apps/a b',
    ]) {
      const refused = await post(recruiter.token, { description: 'Bad link', link }).expect(400);
      expect(refused.body).toMatchObject({
        code: 'link-invalid',
        fields: { link: expect.any(Array) },
      });
    }
  });

  it('refuses a description with no text once cleaned, and malformed posts', async () => {
    for (const description of ['<script>alert(1)</script>', '<p> </p>', '<p>&nbsp;</p><br>']) {
      const refused = await post(recruiter.token, { description }).expect(400);
      expect(refused.body).toMatchObject({
        code: 'activity-empty',
        fields: { description: expect.any(Array) },
      });
    }
    await post(recruiter.token, {}).expect(400);
    await post(recruiter.token, { description: 'x'.repeat(5001) }).expect(400);
    const extra = await post(recruiter.token, {
      description: 'Hi',
      icon: 'heroicons_outline:bolt',
    }).expect(400);
    expect(extra.body.fields).toHaveProperty('icon');
    const image = await post(recruiter.token, {
      description: 'Hi',
      image: 'https://x.test/a.png',
    }).expect(400);
    expect(image.body.fields).toHaveProperty('image');
  });

  it('takes an image uploaded with the post, checked by its content, and serves it publicly', async () => {
    const created = await http()
      .post('/api/pages/activities')
      .set(bearer(recruiter.token))
      .field('description', '<b>Team photo</b>')
      .field('link', '/apps/tablero')
      .attach('image', PNG, { filename: 'team.gif', contentType: 'image/gif' })
      .expect(201);
    const activity = created.body as FeedActivity;
    expect(activity.image).toMatch(/^\/api\/pages\/activities\/images\/[0-9a-f-]{36}\.png$/);
    expect(activity).toMatchObject({ description: '<b>Team photo</b>', link: '/apps/tablero' });
    expectPublicImage(await http().get(activity.image!).expect(200), PNG);

    const fake = await http()
      .post('/api/pages/activities')
      .set(bearer(recruiter.token))
      .field('description', 'Not a picture')
      .attach('image', Buffer.from('<svg onload="alert(1)"></svg>'), {
        filename: 'a.png',
        contentType: 'image/png',
      })
      .expect(415);
    expect(fake.body).toMatchObject({
      code: 'image-file-invalid',
      fields: { image: [expect.any(String)] },
    });
    await http()
      .post('/api/pages/activities')
      .set(bearer(recruiter.token))
      .field('description', 'Too large')
      .attach('image', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png')
      .expect(413);
    await http()
      .post('/api/pages/activities')
      .set(bearer(recruiter.token))
      .field('description', 'Wrong field')
      .attach('picture', PNG, 'a.png')
      .expect(400);
    // Nothing refused reached the feed.
    const descriptions = (await feed(recruiter.token)).items.map((a) => a.description);
    expect(descriptions).not.toContain('Not a picture');
    expect(descriptions).not.toContain('Too large');
    await http().get('/api/pages/activities/images/not-a-file.png').expect(400);
    await http().get(`/api/pages/activities/images/${UNKNOWN_ID}.png`).expect(404);
  });

  it('shows each role its programme and every post', async () => {
    const recruiterKinds = new Set(
      (await wholeFeed(recruiter.token, { limit: 100 })).map((a) => a.kind),
    );
    expect(
      [...recruiterKinds].every((kind) => [...RECRUITMENT_KINDS, 'posted'].includes(kind)),
    ).toBe(true);
    expect(recruiterKinds.has('posted')).toBe(true);
    const rewardsFeed = await wholeFeed(rewards.token, { limit: 100 });
    expect(rewardsFeed.every((a) => [...REWARDS_KINDS, 'posted'].includes(a.kind))).toBe(true);
    expect(new Set(rewardsFeed.map((a) => a.kind))).toEqual(new Set(['trivia', 'posted']));
    expect((await feed(rewards.token, '?kind=recruitment')).items).toEqual([]);
    expect(rewardsFeed.filter((a) => a.kind === 'posted').length).toBeGreaterThanOrEqual(3);
    // The older list of the same store is unchanged.
    const old = await as(admin).get('/api/activities?size=5').expect(200);
    expect(Object.keys(old.body.items[0]).sort()).toEqual(ACTIVITY_FIELDS);
  });

  it('deletes a posted activity and its image: the author’s own, or any as admin', async () => {
    const created = (
      await http()
        .post('/api/pages/activities')
        .set(bearer(recruiter.token))
        .field('description', 'To be deleted')
        .attach('image', PNG, 'gone.png')
        .expect(201)
    ).body as FeedActivity;
    await as(rewards.token).delete(`/api/pages/activities/${created.id}`).expect(404);
    const removed = await as(recruiter.token)
      .delete(`/api/pages/activities/${created.id}`)
      .expect(200);
    expect(removed.body).toMatchObject({ id: created.id, kind: 'posted' });
    await http().get(created.image!).expect(404);
    await as(recruiter.token).delete(`/api/pages/activities/${created.id}`).expect(404);
    expect((await feed(admin)).items.map((a) => a.id)).not.toContain(created.id);

    const another = (await post(rewards.token, { description: 'Admin removes it' }).expect(201))
      .body as FeedActivity;
    await as(admin).delete(`/api/pages/activities/${another.id}`).expect(200);
    // What events wrote is not deleted here, not even by an administrator.
    const event = (await feed(admin, '?kind=recruitment')).items[0]!;
    await as(admin).delete(`/api/pages/activities/${event.id}`).expect(404);
    await as(admin).delete('/api/pages/activities/not-a-uuid').expect(400);
  });

  it('needs a signed-in account (every role may read and post: each account holds one)', async () => {
    await http().get('/api/pages/activities').expect(401);
    await http().post('/api/pages/activities').send({ description: 'x' }).expect(401);
    await http().delete(`/api/pages/activities/${UNKNOWN_ID}`).expect(401);
  });
});
