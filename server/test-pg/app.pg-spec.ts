import request from 'supertest';
import { createTestApp, type TestApp } from '../test/helpers/test-app';
import { bearer, signIn } from '../test/helpers/auth';
import { createTestDatabase, query, type TestDatabase } from './helpers/database';

interface Task {
  id: string;
  title: string;
}

let database: TestDatabase;
const apps: TestApp[] = [];

/** The whole application on PostgreSQL; two of them share the database and the secret. */
async function server(): Promise<TestApp> {
  const app = await createTestApp({
    env: {
      DATABASE_URL: database.url,
      DB_MIGRATE: 'true',
      JWT_SECRET: 'a-test-only-secret-shared-by-both-servers',
    },
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const app of apps.splice(0)) await app.close();
  await database.drop();
});

describe('the application on PostgreSQL (DATABASE_URL)', () => {
  it('signs in, lists, patches, and a second server sees it all', async () => {
    const a = await server();
    const b = await server();
    const token = await signIn(a.app);
    const onA = () => request(a.app.getHttpServer());
    const onB = () => request(b.app.getHttpServer());

    const tasks = (await onA().get('/api/apps/tasks/all').set(bearer(token)).expect(200))
      .body as Task[];
    expect(tasks.length).toBeGreaterThan(0);
    const patched = await onA()
      .patch('/api/apps/tasks/task')
      .set(bearer(token))
      .send({ id: tasks[0].id, task: { title: 'Renamed on server A' } })
      .expect(200);
    expect(patched.body).toMatchObject({ id: tasks[0].id, title: 'Renamed on server A' });

    // Server B: the session signed in on A, and the task patched there.
    const onOther = (await onB().get('/api/apps/tasks/all').set(bearer(token)).expect(200))
      .body as Task[];
    expect(onOther.find((task) => task.id === tasks[0].id)?.title).toBe('Renamed on server A');
  });

  it('refuses on one server a session signed out on the other, at the next request', async () => {
    const [a, b] = apps.length >= 2 ? apps : [await server(), await server()];
    const token = await signIn(b.app);
    await request(a.app.getHttpServer()).get('/api/common/user').set(bearer(token)).expect(200);

    await request(a.app.getHttpServer())
      .post('/api/auth/sign-out')
      .set(bearer(token))
      .expect(200, 'true');

    await request(b.app.getHttpServer()).get('/api/common/user').set(bearer(token)).expect(401);
  });

  it('reports the store healthy, and unavailable while the database refuses connections', async () => {
    const [a] = apps;
    const token = await signIn(a.app);
    const health = () => request(a.app.getHttpServer()).get('/api/health');
    expect((await health().expect(200)).body).toMatchObject({ status: 'ok' });

    const name = new URL(database.url).pathname.slice(1);
    const admin = database.url.replace(/\/[^/]+$/, '/postgres');
    await query(admin, `alter database ${name} allow_connections false`);
    await query(
      admin,
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
      [name],
    );
    try {
      // The health probe is cached for a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await health().expect(200)).body).toMatchObject({ status: 'degraded' });
      await request(a.app.getHttpServer()).get('/api/common/user').set(bearer(token)).expect(503);
    } finally {
      await query(admin, `alter database ${name} allow_connections true`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await health().expect(200)).body).toMatchObject({ status: 'ok' });
    await request(a.app.getHttpServer()).get('/api/common/user').set(bearer(token)).expect(200);
  });
});
