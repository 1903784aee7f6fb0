import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { bearer, signIn } from '../test/helpers/auth';
import { applicantInput, pdfBytes } from '../test/helpers/recruitment';
import { query, whileDatabaseIsDown } from './helpers/database';
import { serversOnOneDatabase } from './helpers/servers';
import { WRITABLE_PROBE_MS } from '../src/store/store.service';
import { ALL_BUT_DATE } from './helpers/wait';

interface Task {
  id: string;
  title: string;
}

/**
 * The whole application on PostgreSQL, each with a data folder of its own: the servers
 * share the database, and through it the files and the signing secrets.
 */
const servers = serversOnOneDatabase();
const { apps } = servers;
const server = servers.start;

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

  it('signs tokens with one secret (a token from server A is accepted by B) and seeds files once', async () => {
    const [a, b] = apps.length >= 2 ? apps : [await server(), await server()];
    const secrets = await query<{ name: string }>(
      servers.url,
      'select name from store_secrets order by name',
    );
    expect(secrets.map((row) => row.name)).toEqual(['booking-secret', 'jwt-secret']);

    const token = await signIn(a.app);
    await request(b.app.getHttpServer()).get('/api/common/user').set(bearer(token)).expect(200);
    // A third server started later signs with the same secret, too.
    const c = await server();
    await request(c.app.getHttpServer()).get('/api/common/user').set(bearer(token)).expect(200);
    // The sample files were seeded into the database, with their collections.
    const areas = await query<{ area: string }>(
      servers.url,
      'select distinct area from store_blobs order by area',
    );
    expect(areas.map((row) => row.area)).toEqual(
      expect.arrayContaining([
        'banner-images',
        'file-manager',
        'invoices',
        'mailbox',
        'product-images',
        'reward-images',
      ]),
    );
    // ...and served from there: a seeded reward's picture and an invoice's receipt.
    const onB = () => request(b.app.getHttpServer());
    const rewards = (await onB().get('/api/rewards?size=2').set(bearer(token)).expect(200))
      .body as { items: { image: string }[] };
    const picture = await onB().get(rewards.items[0].image).expect(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(Number(picture.headers['content-length'])).toBeGreaterThan(1000);
    const invoices = (await onB().get('/api/invoices?size=1').set(bearer(token)).expect(200))
      .body as { items: { id: string }[] };
    const receipt = await onB()
      .get(`/api/invoices/${invoices.items[0].id}/file`)
      .set(bearer(token));
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    // No data folder holds a secret or a file: the database holds them.
    for (const app of [a, b, c]) {
      expect(await readdir(app.dataDir)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/secret|^files$/)]),
      );
    }
  });

  it('serves through server B a CV uploaded through server A, and removes it for both', async () => {
    const [a, b] = apps;
    const token = await signIn(a.app);
    const onA = () => request(a.app.getHttpServer());
    const onB = () => request(b.app.getHttpServer());
    const applicant = (
      await onA()
        .post('/api/applicants')
        .set(bearer(token))
        .send(applicantInput({ firstName: 'Ana', lastName: 'Shared' }))
        .expect(201)
    ).body as { id: string };
    const bytes = pdfBytes();
    const uploaded = await onA()
      .post(`/api/applicants/${applicant.id}/cv`)
      .set(bearer(token))
      .attach('file', bytes, { filename: 'cv.pdf', contentType: 'application/pdf' })
      .expect(200);
    const fileId = (uploaded.body as { cvFileId: string }).cvFileId;

    const download = await onB()
      .get(`/api/applicants/${applicant.id}/cv`)
      .set(bearer(token))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect((download.body as Buffer).equals(bytes)).toBe(true);
    await expect(readdir(join(a.dataDir, 'files', 'cv'))).rejects.toThrow(/ENOENT/);

    // Deleted through B: the record and its file go together, for A as well.
    await onB().delete(`/api/applicants/${applicant.id}`).set(bearer(token)).expect(200);
    const left = await query(
      servers.url,
      `select name from store_blobs where area = 'cv' and name = $1`,
      [fileId],
    );
    expect(left).toEqual([]);
    await onA().get(`/api/applicants/${applicant.id}/cv`).set(bearer(token)).expect(404);
  });

  it('reports the store healthy, and unavailable while the database refuses connections', async () => {
    const [a] = apps;
    const token = await signIn(a.app);
    const health = () => request(a.app.getHttpServer()).get('/api/health');
    expect((await health().expect(200)).body).toMatchObject({ status: 'ok' });

    // The health probe's answer is kept for WRITABLE_PROBE_MS: the clock moves past it
    // (only Date is faked; timers, sockets and the database keep real time).
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ALL_BUT_DATE });
    const probeAgain = () => jest.setSystemTime(Date.now() + WRITABLE_PROBE_MS);
    try {
      await whileDatabaseIsDown(servers.url, async () => {
        probeAgain();
        expect((await health().expect(200)).body).toMatchObject({ status: 'degraded' });
        // Out of the load balancer, yet alive: no orchestrator restarts it for this.
        const ready = await request(a.app.getHttpServer()).get('/api/health/ready').expect(503);
        expect(ready.body).toMatchObject({ code: 'store-unavailable' });
        await request(a.app.getHttpServer()).get('/api/health/live').expect(200);
        await request(a.app.getHttpServer()).get('/api/common/user').set(bearer(token)).expect(503);
      });
      probeAgain();
      expect((await health().expect(200)).body).toMatchObject({ status: 'ok' });
      await request(a.app.getHttpServer()).get('/api/health/ready').expect(200);
    } finally {
      jest.useRealTimers();
    }
    await request(a.app.getHttpServer()).get('/api/common/user').set(bearer(token)).expect(200);
  });

  it('is not ready while the database lacks a migration this server needs', async () => {
    const [a] = apps;
    const ready = () => request(a.app.getHttpServer()).get('/api/health/ready');
    await ready().expect(200);
    // A database restored from a backup taken before the last migration, say.
    const [last] = await query<{ name: string; timestamp: string }>(
      servers.url,
      'select name, timestamp from kysely_migration order by name desc limit 1',
    );
    await query(servers.url, 'delete from kysely_migration where name = $1', [last.name]);
    try {
      const answer = await ready().expect(503);
      expect(answer.body).toMatchObject({ statusCode: 503, code: 'migrations-pending' });
      expect(answer.body.message).toContain(last.name);
      await request(a.app.getHttpServer()).get('/api/health/live').expect(200);
    } finally {
      await query(servers.url, 'insert into kysely_migration (name, timestamp) values ($1, $2)', [
        last.name,
        last.timestamp,
      ]);
    }
    await ready().expect(200);
  });
});
