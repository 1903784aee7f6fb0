import request from 'supertest';
import { bearer, createStaff, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';
import { expectPublicImage } from './helpers/public-images';

interface Banner {
  id: string;
  title: string;
  image: string | null;
  link: string | null;
  order: number;
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(40, 2),
]);
const DAY_MS = 86_400_000;
const days = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString();

describe('rewards: banners', () => {
  let testApp: TestApp;
  let token: string;
  const http = () => request(testApp.app.getHttpServer());
  const api = {
    get: (url: string) => http().get(url).set(bearer(token)),
    post: (url: string, body?: object) => http().post(url).set(bearer(token)).send(body),
    put: (url: string, body: object) => http().put(url).set(bearer(token)).send(body),
    patch: (url: string, body: object) => http().patch(url).set(bearer(token)).send(body),
    delete: (url: string) => http().delete(url).set(bearer(token)),
  };
  const all = async () => (await api.get('/api/banners').expect(200)).body as Banner[];
  const publicTitles = async () =>
    ((await http().get('/api/public/banners').expect(200)).body as Banner[]).map((b) => b.title);

  beforeAll(async () => {
    testApp = await createTestApp();
    const admin = await signIn(testApp.app);
    token = (
      await createStaff(
        testApp.app,
        { name: 'Bea', email: 'bea@banners.test', password: 'bea-password-1' },
        ['rewards'],
        admin,
      )
    ).token;
  });
  afterAll(() => testApp.close());

  it('seeds four banners; the public list shows those active and inside their dates, in order', async () => {
    const banners = await all();
    expect(banners.map((banner) => banner.order)).toEqual([0, 1, 2, 3]);
    expect(await publicTitles()).toEqual([
      'Double points on invoices this month',
      'New rewards in the catalogue',
      'Weekly trivia: answer and earn',
    ]);
    const shown = (await http().get('/api/public/banners').expect(200)).body as object[];
    expect(Object.keys(shown[0]).sort()).toEqual(['id', 'image', 'link', 'title']);
  });

  it('adds banners last, hides inactive, future and past ones from the public', async () => {
    const created = await api
      .post('/api/banners', { title: 'Summer', link: '/apps/premios', startsAt: days(-1) })
      .expect(201);
    expect(created.body).toMatchObject({ order: 4, active: true, link: '/apps/premios' });
    expect(await publicTitles()).toContain('Summer');
    await api.patch(`/api/banners/${created.body.id}`, { active: false }).expect(200);
    expect(await publicTitles()).not.toContain('Summer');
    await api
      .patch(`/api/banners/${created.body.id}`, {
        active: true,
        startsAt: days(-3),
        endsAt: days(-1),
      })
      .expect(200);
    expect(await publicTitles()).not.toContain('Summer');
    await api
      .patch(`/api/banners/${created.body.id}`, { startsAt: null, endsAt: null })
      .expect(200);
    expect(await publicTitles()).toContain('Summer');
  });

  it('refuses bad links, bad dates and an end before the start', async () => {
    for (const link of ['//evil.test/x', 'javascript:alert(1)', 'ftp://files.test']) {
      const refused = await api.post('/api/banners', { title: 'Bad', link }).expect(400);
      expect(refused.body.fields).toHaveProperty('link');
    }
    await api.post('/api/banners', { title: 'Bad', startsAt: 'tomorrow' }).expect(400);
    const backwards = await api
      .post('/api/banners', { title: 'Bad', startsAt: days(5), endsAt: days(1) })
      .expect(422);
    expect(backwards.body.fields).toHaveProperty('endsAt');
    await api.post('/api/banners', { title: 'Bad', order: 0 }).expect(400);
  });

  it('reorders by a list of every id once, and refuses anything else', async () => {
    const ids = (await all()).map((banner) => banner.id);
    const reversed = [...ids].reverse();
    const answer = await api.put('/api/banners/order', { ids: reversed }).expect(200);
    expect((answer.body as Banner[]).map((banner) => banner.id)).toEqual(reversed);
    expect((await all()).map((banner) => banner.id)).toEqual(reversed);
    await api.put('/api/banners/order', { ids: reversed.slice(1) }).expect(400);
    await api
      .put('/api/banners/order', { ids: [reversed[0], ...reversed.slice(0, -1)] })
      .expect(400);
    await api
      .put('/api/banners/order', {
        ids: ['00000000-0000-4000-8000-000000000000', ...reversed.slice(1)],
      })
      .expect(400);
  });

  it('takes an image, serves it publicly, and deletes it with the banner, closing the gap', async () => {
    const banner = (await api.post('/api/banners', { title: 'Pictured' }).expect(201))
      .body as Banner;
    const withImage = (
      await http()
        .post(`/api/banners/${banner.id}/image`)
        .set(bearer(token))
        .attach('image', PNG, { filename: 'b.png' })
        .expect(200)
    ).body as Banner;
    expect(withImage.image).toMatch(/^\/api\/banners\/images\/[0-9a-f-]{36}\.png$/);
    expectPublicImage(await http().get(withImage.image!).expect(200), PNG);
    const notAnImage = await http()
      .post(`/api/banners/${banner.id}/image`)
      .set(bearer(token))
      .attach('image', Buffer.from('GIF8 not really'), { filename: 'b.gif' })
      .expect(415);
    expect(notAnImage.body.code).toBe('image-file-invalid');
    await api.delete(`/api/banners/${banner.id}`).expect(200);
    await http().get(withImage.image!).expect(404);
    const orders = (await all()).map((one) => one.order);
    expect(orders).toEqual(orders.map((_, index) => index));
  });

  it('is for rewards and admin accounts; the public list needs no token', async () => {
    await http().get('/api/banners').expect(401);
    await http().get('/api/public/banners').expect(200);
  });
});
