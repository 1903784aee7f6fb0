import request from 'supertest';
import { bearer, createStaff, signIn } from './helpers/auth';
import { UNKNOWN_ID } from './helpers/recruitment';
import { storedRecords } from './helpers/stored';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Question {
  id: string;
  text: string;
  options: string[];
  answer?: number;
}
interface Trivia {
  id: string;
  title: string;
  description: string;
  questions: Question[];
  points: number;
  active: boolean;
  startsAt: string;
  endsAt: string;
  completions: number;
}
interface Completion {
  id: string;
  triviaId: string;
  triviaTitle: string;
  memberId: string;
  memberName: string;
  answers: number[];
  score: number;
  pointsAwarded: number;
  completedAt: string;
  byAccountId: string;
  correctAnswers?: number[];
  memberPoints?: number;
}
interface Member {
  id: string;
  name: string;
  surname: string;
  email: string;
  points: number;
  status: string;
}
interface Entry {
  id: string;
  memberId: string;
  delta: number;
  reason: string;
  refId: string | null;
  note: string | null;
  byAccountId: string | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Three questions whose right answers are [0, 1, 2]; the second has only two options. */
const QUESTIONS = [
  { text: '¿Capital de México?', options: ['CDMX', 'Monterrey', 'Guadalajara'], answer: 0 },
  { text: 'Is the sky blue?', options: ['No', 'Yes'], answer: 1 },
  { text: 'Two plus two?', options: ['3', '5', '4', '22'], answer: 2 },
];

describe('rewards: trivias and their completions', () => {
  let testApp: TestApp;
  let admin: string;
  let rewards: { id: string; token: string };
  let counter = 0;
  const http = () => request(testApp.app.getHttpServer());
  const as = (token: string) => ({
    get: (url: string) => http().get(url).set(bearer(token)),
    post: (url: string, body?: object) => http().post(url).set(bearer(token)).send(body),
    patch: (url: string, body: object) => http().patch(url).set(bearer(token)).send(body),
    delete: (url: string) => http().delete(url).set(bearer(token)),
  });
  const api = () => as(rewards.token);

  const triviaInput = (overrides: Record<string, unknown> = {}) => ({
    title: `Trivia de prueba ${++counter}`,
    description: 'Preguntas de oficina',
    questions: QUESTIONS,
    points: 30,
    startsAt: at(-HOUR_MS),
    endsAt: at(DAY_MS),
    ...overrides,
  });
  const newTrivia = async (overrides: Record<string, unknown> = {}) =>
    (await api().post('/api/trivias', triviaInput(overrides)).expect(201)).body as Trivia;
  const newMember = async (surname = 'Prueba', name = 'Tere') => {
    const n = ++counter;
    return (
      await api()
        .post('/api/members', {
          name,
          surname,
          email: `tere.${n}@trivias.test`,
          documentId: `TRV-${1000 + n}`,
        })
        .expect(201)
    ).body as Member;
  };
  const complete = (triviaId: string, memberId: string, answers: unknown) =>
    api().post(`/api/trivias/${triviaId}/completions`, { memberId, answers });
  const storedCompletions = () => storedRecords<Completion>(testApp.dataDir, 'trivia-completions');
  const storedLedger = () => storedRecords<Entry>(testApp.dataDir, 'points-ledger');

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await signIn(testApp.app);
    rewards = await createStaff(
      testApp.app,
      { name: 'Rita', email: 'rita@trivias.test', password: 'rita-password-1' },
      ['rewards'],
      admin,
    );
  });
  afterAll(() => testApp.close());

  it('adds a trivia with its answers, gives each question an id, and reads it back', async () => {
    const trivia = await newTrivia({ title: '  Cultura de oficina  ', active: undefined });
    expect(trivia).toMatchObject({
      title: 'Cultura de oficina',
      points: 30,
      active: true,
      completions: 0,
    });
    expect(trivia.questions.map((question) => question.answer)).toEqual([0, 1, 2]);
    expect(new Set(trivia.questions.map((question) => question.id)).size).toBe(3);
    const read = await api().get(`/api/trivias/${trivia.id}`).expect(200);
    expect(read.body).toEqual(trivia);
    await api().get(`/api/trivias/${UNKNOWN_ID}`).expect(404);
    await api().get('/api/trivias/not-an-id').expect(400);
  });

  it('lists with search, the active filter, sort and pages, each with its completions', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const first = await newTrivia({ title: `Alpha ${tag}`, points: 10 });
    const second = await newTrivia({ title: `Beta ${tag}`, points: 90, active: false });
    await newTrivia({ title: 'Gamma', description: `Sobre ${tag}`, points: 50 });
    const found = await api().get(`/api/trivias?search=${tag}&size=100`).expect(200);
    expect(found.body.pagination.length).toBe(3);
    expect((found.body.items as Trivia[]).every((trivia) => trivia.completions === 0)).toBe(true);
    expect((found.body.items as Trivia[])[0].questions[0].answer).toBe(0);
    const inactive = await api().get(`/api/trivias?search=${tag}&active=false`).expect(200);
    expect((inactive.body.items as Trivia[]).map((trivia) => trivia.id)).toEqual([second.id]);
    const byPoints = await api().get(`/api/trivias?search=${tag}&sort=points`).expect(200);
    expect((byPoints.body.items as Trivia[]).map((trivia) => trivia.points)).toEqual([10, 50, 90]);
    const paged = await api()
      .get(`/api/trivias?search=${tag}&sort=title&order=asc&size=1&page=1`)
      .expect(200);
    expect((paged.body.items as Trivia[]).map((trivia) => trivia.id)).toEqual([first.id]);
    expect(paged.body.pagination).toMatchObject({ length: 3, lastPage: 3 });
    await api().get('/api/trivias?sort=answer').expect(400);
    await api().get('/api/trivias?active=maybe').expect(400);
  });

  it('refuses malformed questions with 400, field by field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ questions: [] }, 'questions'],
      [{ questions: Array.from({ length: 21 }, () => QUESTIONS[0]) }, 'questions'],
      [
        { questions: [{ ...QUESTIONS[0], options: ['Solo una'], answer: 0 }] },
        'questions.0.options',
      ],
      [
        { questions: [{ ...QUESTIONS[0], options: ['1', '2', '3', '4', '5', '6', '7'] }] },
        'questions.0.options',
      ],
      [{ questions: [{ ...QUESTIONS[0], options: ['Sí', '  '] }] }, 'questions.0.options'],
      [{ questions: [{ ...QUESTIONS[0], options: ['Sí', 'sí '] }] }, 'questions.0.options'],
      [{ questions: [{ ...QUESTIONS[0], answer: 3 }] }, 'questions.0.answer'],
      [{ questions: [{ ...QUESTIONS[0], answer: -1 }] }, 'questions.0.answer'],
      [{ questions: [QUESTIONS[0], { ...QUESTIONS[1], text: ' ' }] }, 'questions.1.text'],
      [{ points: 0 }, 'points'],
      [{ points: 2.5 }, 'points'],
      [{ title: '' }, 'title'],
      [{ startsAt: 'mañana' }, 'startsAt'],
      [{ endsAt: null }, 'endsAt'],
    ];
    for (const [overrides, field] of cases) {
      const response = await api().post('/api/trivias', triviaInput(overrides));
      expect({ field, status: response.status }).toEqual({ field, status: 400 });
      expect(Object.keys(response.body.fields)).toContain(field);
    }
  });

  it('wants startsAt before endsAt (422), on creation and on change', async () => {
    const same = at(DAY_MS);
    const equal = await api()
      .post('/api/trivias', triviaInput({ startsAt: same, endsAt: same }))
      .expect(422);
    expect(equal.body.fields).toHaveProperty('endsAt');
    await api()
      .post('/api/trivias', triviaInput({ startsAt: at(DAY_MS), endsAt: at(-DAY_MS) }))
      .expect(422);
    const trivia = await newTrivia();
    const moved = await api()
      .patch(`/api/trivias/${trivia.id}`, { endsAt: at(-2 * HOUR_MS) })
      .expect(422);
    expect(moved.body.fields).toHaveProperty('endsAt');
    const later = at(2 * DAY_MS);
    const changed = await api().patch(`/api/trivias/${trivia.id}`, { endsAt: later }).expect(200);
    expect(changed.body.endsAt).toBe(later);
    // Any ISO offset is stored in UTC.
    const offset = await api()
      .patch(`/api/trivias/${trivia.id}`, { startsAt: '2020-01-01T10:00:00-06:00' })
      .expect(200);
    expect(offset.body.startsAt).toBe('2020-01-01T16:00:00.000Z');
  });

  it('lists what a member may take now, without the answers', async () => {
    const open = await newTrivia({ title: 'Abierta ahora', endsAt: at(HOUR_MS) });
    const inactive = await newTrivia({ active: false });
    const future = await newTrivia({ startsAt: at(DAY_MS), endsAt: at(2 * DAY_MS) });
    const ended = await newTrivia({ startsAt: at(-2 * DAY_MS), endsAt: at(-DAY_MS) });
    const member = await newMember();
    const other = await newMember();

    const listed = await api().get(`/api/trivias/open?memberId=${member.id}`).expect(200);
    const items = listed.body as Trivia[];
    const ids = items.map((trivia) => trivia.id);
    expect(ids).toContain(open.id);
    for (const closed of [inactive, future, ended]) expect(ids).not.toContain(closed.id);
    const shown = items.find((trivia) => trivia.id === open.id)!;
    expect(shown).toEqual({
      id: open.id,
      title: 'Abierta ahora',
      description: open.description,
      points: 30,
      startsAt: open.startsAt,
      endsAt: open.endsAt,
      questions: open.questions.map(({ id, text, options }) => ({ id, text, options })),
    });
    for (const trivia of items) {
      expect(trivia).not.toHaveProperty('active');
      for (const question of trivia.questions) expect(question).not.toHaveProperty('answer');
    }
    expect(JSON.stringify(listed.body)).not.toContain('"answer"');

    await complete(open.id, member.id, [0, 0, 0]).expect(201);
    const after = await api().get(`/api/trivias/open?memberId=${member.id}`).expect(200);
    expect((after.body as Trivia[]).map((trivia) => trivia.id)).not.toContain(open.id);
    const forOther = await api().get(`/api/trivias/open?memberId=${other.id}`).expect(200);
    expect((forOther.body as Trivia[]).map((trivia) => trivia.id)).toContain(open.id);

    await api().post(`/api/members/${other.id}/block`).expect(200);
    await api().get(`/api/trivias/open?memberId=${other.id}`).expect(200, []);
    await api().get(`/api/trivias/open?memberId=${UNKNOWN_ID}`).expect(404);
    await api().get('/api/trivias/open').expect(400);
  });

  it('scores on the server and credits the points to the ledger in the same commit', async () => {
    const trivia = await newTrivia({ points: 30 });
    const member = await newMember();
    const response = await complete(trivia.id, member.id, [0, 1, 0]).expect(201);
    const completion = response.body as Completion;
    expect(completion).toMatchObject({
      triviaId: trivia.id,
      triviaTitle: trivia.title,
      memberId: member.id,
      memberName: `${member.name} ${member.surname}`,
      answers: [0, 1, 0],
      score: 2,
      pointsAwarded: 20,
      byAccountId: rewards.id,
      correctAnswers: [0, 1, 2],
      memberPoints: 20,
    });
    expect(Date.parse(completion.completedAt)).toBeLessThanOrEqual(Date.now());

    const entries = (await storedLedger()).filter((entry) => entry.memberId === member.id);
    expect(entries).toEqual([
      expect.objectContaining({
        delta: 20,
        reason: 'trivia',
        refId: completion.id,
        note: null,
        byAccountId: null,
      }),
    ]);
    const stored = (await storedCompletions()).find((one) => one.id === completion.id);
    expect(stored).toEqual({
      id: completion.id,
      triviaId: trivia.id,
      memberId: member.id,
      answers: [0, 1, 0],
      score: 2,
      pointsAwarded: 20,
      completedAt: completion.completedAt,
      byAccountId: rewards.id,
    });
    const read = await api().get(`/api/members/${member.id}`).expect(200);
    expect(read.body.points).toBe(20);
    const counted = await api().get(`/api/trivias/${trivia.id}`).expect(200);
    expect(counted.body.completions).toBe(1);

    // Rounded share of the points; no right answer earns nothing and writes no entry.
    const thirds = await newTrivia({ points: 10 });
    const once = await complete(thirds.id, member.id, [0, 0, 0]).expect(201);
    expect(once.body).toMatchObject({ score: 1, pointsAwarded: 3, memberPoints: 23 });
    const zero = await newTrivia({ points: 10 });
    const none = await complete(zero.id, member.id, [1, 0, 0]).expect(201);
    expect(none.body).toMatchObject({ score: 0, pointsAwarded: 0, memberPoints: 23 });
    const after = (await storedLedger()).filter((entry) => entry.memberId === member.id);
    expect(after.map((entry) => entry.delta)).toEqual([20, 3]);
    expect(after.map((entry) => entry.refId)).toEqual([completion.id, once.body.id]);
  });

  it('refuses answers that do not fit the questions (400) and unknown ids (404), storing nothing', async () => {
    const trivia = await newTrivia();
    const member = await newMember();
    const before = (await storedCompletions()).length;
    const ledgerBefore = (await storedLedger()).length;
    const cases: [unknown, string][] = [
      [[0, 1], 'answers'],
      [[0, 1, 2, 0], 'answers'],
      [[0, 2, 0], 'answers.1'],
      [[0, 1, 4], 'answers.2'],
      [[0, -1, 0], 'answers'],
      [[0, 1.5, 0], 'answers'],
      [[], 'answers'],
      [null, 'answers'],
      ['0,1,2', 'answers'],
    ];
    for (const [answers, field] of cases) {
      const response = await complete(trivia.id, member.id, answers);
      expect({ answers, status: response.status }).toEqual({ answers, status: 400 });
      expect(Object.keys(response.body.fields)).toContain(field);
    }
    await complete(trivia.id, 'nobody', [0, 1, 2]).expect(400);
    await complete(trivia.id, UNKNOWN_ID, [0, 1, 2]).expect(404);
    await complete(UNKNOWN_ID, member.id, [0, 1, 2]).expect(404);
    await api()
      .post(`/api/trivias/${trivia.id}/completions`, {
        memberId: member.id,
        answers: [0, 1, 2],
        score: 3,
      })
      .expect(400);
    expect(await storedCompletions()).toHaveLength(before);
    expect(await storedLedger()).toHaveLength(ledgerBefore);
  });

  it('refuses with 422 a trivia that is inactive, not open yet or ended, and a blocked member', async () => {
    const member = await newMember();
    const before = (await storedCompletions()).length;
    const inactive = await newTrivia({ active: false });
    const future = await newTrivia({ startsAt: at(HOUR_MS), endsAt: at(DAY_MS) });
    const ended = await newTrivia({ startsAt: at(-DAY_MS), endsAt: at(-HOUR_MS) });
    for (const trivia of [inactive, future, ended]) {
      const response = await complete(trivia.id, member.id, [0, 1, 2]);
      expect({ title: trivia.title, status: response.status }).toEqual({
        title: trivia.title,
        status: 422,
      });
    }
    const open = await newTrivia();
    const blocked = await newMember();
    await api().post(`/api/members/${blocked.id}/block`).expect(200);
    const refused = await complete(open.id, blocked.id, [0, 1, 2]).expect(422);
    expect(refused.body.fields).toHaveProperty('memberId');
    expect(await storedCompletions()).toHaveLength(before);
    // Once the dates or state allow it, the same member may take them.
    await api().patch(`/api/trivias/${inactive.id}`, { active: true }).expect(200);
    await complete(inactive.id, member.id, [0, 1, 2]).expect(201);
  });

  it('gives one completion per member and trivia: of 20 at once exactly one lands', async () => {
    const trivia = await newTrivia({ points: 30 });
    const member = await newMember();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => complete(trivia.id, member.id, [0, 1, 2])),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0].body.fields).toHaveProperty('memberId');
    const completions = (await storedCompletions()).filter(
      (one) => one.triviaId === trivia.id && one.memberId === member.id,
    );
    expect(completions).toHaveLength(1);
    const entries = (await storedLedger()).filter((entry) => entry.memberId === member.id);
    const stored = (await storedRecords<Member>(testApp.dataDir, 'members')).find(
      (one) => one.id === member.id,
    );
    expect(entries.map((entry) => entry.delta)).toEqual([30]);
    expect(stored?.points).toBe(entries.reduce((total, entry) => total + entry.delta, 0));
    await complete(trivia.id, member.id, [2, 0, 1]).expect(409);
  });

  it('locks the questions once completed; title, description, dates, points and active still change', async () => {
    const trivia = await newTrivia();
    const changedQuestions = [QUESTIONS[0], { ...QUESTIONS[1], answer: 0 }, QUESTIONS[2]];
    // Before any completion the questions change; the ids of the ones sent back stay.
    const sentBack = [...trivia.questions.slice(0, 2), { ...QUESTIONS[2], text: 'Dos más dos?' }];
    const edited = await api()
      .patch(`/api/trivias/${trivia.id}`, { questions: sentBack })
      .expect(200);
    const editedQuestions = edited.body.questions as Question[];
    expect(editedQuestions.map((question) => question.id).slice(0, 2)).toEqual(
      trivia.questions.slice(0, 2).map((question) => question.id),
    );
    expect(editedQuestions[2].text).toBe('Dos más dos?');

    const member = await newMember();
    await complete(trivia.id, member.id, [0, 1, 2]).expect(201);
    const locked = await api()
      .patch(`/api/trivias/${trivia.id}`, { questions: changedQuestions })
      .expect(409);
    expect(locked.body.fields).toHaveProperty('questions');
    expect(locked.body.message).toMatch(/questions can no longer change/);
    await api()
      .patch(`/api/trivias/${trivia.id}`, { title: 'Renamed', questions: [QUESTIONS[0]] })
      .expect(409);
    // The stored questions sent back unchanged are no change at all.
    await api().patch(`/api/trivias/${trivia.id}`, { questions: editedQuestions }).expect(200);
    const changes = {
      title: 'Cambiada',
      description: 'Otra descripción',
      points: 45,
      active: false,
      startsAt: at(-2 * DAY_MS),
      endsAt: at(3 * DAY_MS),
    };
    const changed = await api().patch(`/api/trivias/${trivia.id}`, changes).expect(200);
    expect(changed.body).toMatchObject({ ...changes, completions: 1 });
    expect(changed.body.questions).toEqual(editedQuestions);
  });

  it('refuses to delete a trivia with completions (deactivate it instead), deletes one without', async () => {
    const used = await newTrivia();
    const member = await newMember();
    await complete(used.id, member.id, [0, 1, 2]).expect(201);
    const refused = await api().delete(`/api/trivias/${used.id}`).expect(409);
    expect(refused.body.message).toMatch(/deactivate it instead/);
    await api().patch(`/api/trivias/${used.id}`, { active: false }).expect(200);
    await api().get(`/api/trivias/${used.id}`).expect(200);

    const unused = await newTrivia();
    const removed = await api().delete(`/api/trivias/${unused.id}`).expect(200);
    expect(removed.body.id).toBe(unused.id);
    await api().get(`/api/trivias/${unused.id}`).expect(404);
    await api().delete(`/api/trivias/${unused.id}`).expect(404);
  });

  it('lists every completion with member and trivia: filters, search, sort and pages', async () => {
    const tag = `kx${Date.now().toString(36)}`;
    const first = await newTrivia({ title: `Primera ${tag}`, points: 30 });
    const second = await newTrivia({ title: `Segunda ${tag}`, points: 30 });
    const ana = await newMember(`Anaya${tag}`, 'Ana');
    const beto = await newMember(`Bernal${tag}`, 'Beto');
    await complete(first.id, ana.id, [0, 1, 2]).expect(201);
    await complete(first.id, beto.id, [0, 0, 0]).expect(201);
    await complete(second.id, ana.id, [1, 0, 0]).expect(201);

    const byTrivia = await api().get(`/api/trivias/completions?triviaId=${first.id}`).expect(200);
    expect(byTrivia.body.pagination.length).toBe(2);
    const rows = byTrivia.body.items as Completion[];
    expect(rows.every((row) => row.triviaTitle === first.title)).toBe(true);
    // Newest first by default.
    expect(rows.map((row) => row.memberId)).toEqual([beto.id, ana.id]);
    expect(rows[1]).toMatchObject({
      memberName: `${ana.name} ${ana.surname}`,
      score: 3,
      pointsAwarded: 30,
      answers: [0, 1, 2],
    });
    expect(rows[1]).not.toHaveProperty('correctAnswers');

    const byMember = await api().get(`/api/trivias/completions?memberId=${ana.id}`).expect(200);
    expect((byMember.body.items as Completion[]).map((row) => row.triviaId).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const search = (term: string) =>
      api().get(`/api/trivias/completions?search=${encodeURIComponent(term)}&size=100`);
    expect((await search(`bernal${tag}`).expect(200)).body.pagination.length).toBe(1);
    expect((await search(beto.email).expect(200)).body.items[0].memberId).toBe(beto.id);
    expect((await search(`segunda ${tag}`).expect(200)).body.pagination.length).toBe(1);
    expect((await search(tag).expect(200)).body.pagination.length).toBe(3);

    const byScore = await api()
      .get(`/api/trivias/completions?search=${tag}&sort=score&order=desc`)
      .expect(200);
    expect((byScore.body.items as Completion[]).map((row) => row.score)).toEqual([3, 1, 0]);
    const byName = await api()
      .get(`/api/trivias/completions?search=${tag}&sort=memberName&size=2&page=2`)
      .expect(200);
    expect((byName.body.items as Completion[]).map((row) => row.memberId)).toEqual([beto.id]);
    expect(byName.body.pagination).toMatchObject({ length: 3, page: 2, lastPage: 2 });
    const byTitle = await api()
      .get(`/api/trivias/completions?search=${tag}&sort=triviaTitle&order=desc&size=1`)
      .expect(200);
    expect(byTitle.body.items[0].triviaId).toBe(second.id);
    await api().get(`/api/trivias/completions?sort=pointsAwarded`).expect(200);
    await api().get('/api/trivias/completions?sort=answers').expect(400);
    await api().get('/api/trivias/completions?triviaId=nope').expect(400);
  });

  it('writes "completed the trivia" to the activity feed', async () => {
    const trivia = await newTrivia({ title: 'Trivia del feed', points: 30 });
    const member = await newMember('Feed');
    await complete(trivia.id, member.id, [0, 1, 0]).expect(201);
    const feed = await api().get('/api/activities?size=20').expect(200);
    const entry = (feed.body.items as { description: string; extraContent: string | null }[]).find(
      (activity) => activity.description.includes('completed the trivia'),
    );
    expect(entry).toMatchObject({
      description: `<strong>${member.name} ${member.surname}</strong> completed the trivia <strong>Trivia del feed</strong>`,
      extraContent: '2/3 · 20 points',
      link: `/apps/users?member=${member.id}`,
    });
  });

  it('is for rewards and admin accounts only', async () => {
    const recruiter = await createStaff(
      testApp.app,
      { name: 'Rob', email: 'rob@trivias.test', password: 'rob-password-1' },
      ['recruiter'],
      admin,
    );
    const trivia = await newTrivia();
    const member = await newMember();
    const robs = as(recruiter.token);
    await robs.get('/api/trivias').expect(403);
    await robs.get(`/api/trivias/open?memberId=${member.id}`).expect(403);
    await robs.get('/api/trivias/completions').expect(403);
    await robs.get(`/api/trivias/${trivia.id}`).expect(403);
    await robs.post('/api/trivias', triviaInput()).expect(403);
    await robs.patch(`/api/trivias/${trivia.id}`, { title: 'x' }).expect(403);
    await robs.delete(`/api/trivias/${trivia.id}`).expect(403);
    await robs
      .post(`/api/trivias/${trivia.id}/completions`, { memberId: member.id, answers: [0, 1, 2] })
      .expect(403);
    expect((await storedCompletions()).some((one) => one.triviaId === trivia.id)).toBe(false);
    await as(admin).get('/api/trivias').expect(200);
    const byAdmin = await as(admin)
      .post(`/api/trivias/${trivia.id}/completions`, { memberId: member.id, answers: [0, 1, 2] })
      .expect(201);
    expect(byAdmin.body.byAccountId).not.toBe(rewards.id);
    await http().get('/api/trivias').expect(401);
  });
});
