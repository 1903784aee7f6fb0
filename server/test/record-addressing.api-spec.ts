import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { bearer, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

type Json = Record<string, unknown>;

interface Operation {
  requestBody?: { content?: Record<string, unknown> };
}

/**
 * A record read and sent back to another record's address (`/api/rewards/{A}` with B's
 * body, `id` included): the body and the path name two records, so the write is refused
 * rather than overwriting A with B.
 */
describe('a write names one record', () => {
  let testApp: TestApp;
  let token: string;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await createTestApp();
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  /** Every write of the OpenAPI document with `{id}` in its path and a JSON body. */
  async function writesToAnId(): Promise<{ method: 'post' | 'put' | 'patch'; path: string }[]> {
    const document = (await http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    return Object.entries(document.paths).flatMap(([path, operations]) =>
      (['post', 'put', 'patch'] as const)
        .filter((method) => operations[method]?.requestBody?.content?.['application/json'])
        .filter(() => path.includes('{id}'))
        .map((method) => ({ method, path })),
    );
  }

  it('refuses, on every write to an {id}, a body whose id names another record', async () => {
    const writes = await writesToAnId();
    expect(writes.length).toBeGreaterThanOrEqual(20);
    const answers: Record<string, unknown> = {};
    for (const { method, path } of writes) {
      const url = path.replace(/\{[^}]+\}/g, () => randomUUID());
      const response = await http()[method](url).set(bearer(token)).send({ id: randomUUID() });
      answers[`${method.toUpperCase()} ${path}`] = [response.status, response.body.code];
    }
    const refused = Object.fromEntries(
      Object.keys(answers).map((key) => [key, [400, 'id-mismatch']]),
    );
    expect(answers).toEqual(refused);
  });

  async function rewards(): Promise<Json[]> {
    const response = await http().get('/api/rewards').set(bearer(token)).expect(200);
    return (response.body as { items: Json[] }).items;
  }
  const readReward = async (id: string) =>
    (await http().get(`/api/rewards/${id}`).set(bearer(token)).expect(200)).body as Json;

  it('does not make one record a copy of another sent to its address', async () => {
    const [first, second] = await rewards();
    const a = await readReward(first.id as string);
    const b = await readReward(second.id as string);
    const response = await http().patch(`/api/rewards/${a.id}`).set(bearer(token)).send(b);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'id-mismatch',
      fields: { id: [expect.any(String)] },
    });
    expect(await readReward(a.id as string)).toEqual(a);
    expect(await readReward(b.id as string)).toEqual(b);
  });

  it('takes a body whose id is the one addressed, or null', async () => {
    const [reward] = await rewards();
    const read = await readReward(reward.id as string);
    await http()
      .patch(`/api/rewards/${read.id}`)
      .set(bearer(token))
      .send({ ...read, stock: 41 })
      .expect(200);
    await http()
      .patch(`/api/rewards/${read.id}`)
      .set(bearer(token))
      .send({ id: null, stock: 42 })
      .expect(200);
    expect((await readReward(read.id as string)).stock).toBe(42);
  });

  // A client that keeps ids in upper case (some databases print UUIDs so) names the same
  // record: UUIDs are case-insensitive on input.
  it('finds a record by its UUID in upper case, in the path and in the query', async () => {
    const list = await http().get('/api/vacancies?size=1').set(bearer(token)).expect(200);
    const { id, title } = (list.body.items as Json[])[0] as { id: string; title: string };
    const upper = id.toUpperCase();
    const read = await http().get(`/api/vacancies/${upper}`).set(bearer(token)).expect(200);
    expect(read.body).toMatchObject({ id, title });

    const written = await http()
      .patch(`/api/vacancies/${upper}`)
      .set(bearer(token))
      .set('If-Match', read.headers.etag as string)
      .send({ location: 'Oaxaca, OAX' })
      .expect(200);
    expect(written.body).toMatchObject({ id, location: 'Oaxaca, OAX' });

    const contacts = await http().get('/api/apps/contacts/all').set(bearer(token)).expect(200);
    const contact = (contacts.body as Json[])[0] as { id: string };
    const found = await http()
      .get(`/api/apps/contacts/contact?id=${contact.id.toUpperCase()}`)
      .set(bearer(token))
      .expect(200);
    expect(found.body.id).toBe(contact.id);
  });
});
