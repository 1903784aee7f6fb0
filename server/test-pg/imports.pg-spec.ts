import request from 'supertest';
import { STEP_STALE_MS } from '../src/modules/sheet/import-sessions';
import { bearer, signIn } from '../test/helpers/auth';
import type { TestApp } from '../test/helpers/test-app';
import { query } from './helpers/database';
import { serversOnOneDatabase } from './helpers/servers';
import { sleep } from './helpers/wait';

interface ImportAnswer {
  id: string;
  state: string;
  rowCount: number;
  headers: string[];
  sample: string[][];
  mapping: { field: string; column: number | null }[];
  progress: { done: number; total: number } | null;
  summary: { rows: number; create: number; update: number; skip: number; invalid: number } | null;
  result: { reportId: string; created: number; failed: number } | null;
  error: { code: string; message: string; lines: number[] } | null;
}

const DOMAIN = 'two-servers-import.test';

/** Applicants, one row in ten without a valid e-mail (invalid), `tag` keeping files apart. */
function applicantsCsv(rows: number, tag: string): Buffer {
  const lines = ['First name,Last name,E-mail,Identity document'];
  for (let n = 0; n < rows; n += 1) {
    const email = n % 10 === 3 ? `${tag}.${n}@` : `${tag}.${n}@${DOMAIN}`;
    lines.push(`Persona${n},Servidores ${tag},${email},${tag.toUpperCase()}-${100_000 + n}`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

const servers = serversOnOneDatabase({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
const { apps } = servers;
let token: string;

beforeAll(async () => {
  await servers.start();
  await servers.start();
  token = await signIn(apps[0].app);
});

const on = (app: TestApp) => {
  const http = () => request(app.app.getHttpServer());
  return {
    get: (path: string) => http().get(path).set(bearer(token)),
    post: (path: string) => http().post(path).set(bearer(token)),
    delete: (path: string) => http().delete(path).set(bearer(token)),
  };
};

const upload = async (app: TestApp, bytes: Buffer) =>
  (
    await on(app)
      .post('/api/imports')
      .field('kind', 'applicants')
      .attach('file', bytes, 'people.csv')
      .expect(201)
  ).body as ImportAnswer;

/** Polls one server until the running step is done, noting every progress it saw. */
async function settled(app: TestApp, id: string, seen: number[] = []): Promise<ImportAnswer> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const answer = (await on(app).get(`/api/imports/${id}`).expect(200)).body as ImportAnswer;
    if (answer.progress) seen.push(answer.progress.done);
    if (answer.state !== 'previewing' && answer.state !== 'importing') return answer;
    await sleep(20);
  }
  throw new Error(`Import ${id} did not settle`);
}

const storedApplicants = async (tag: string) =>
  (
    await query<{ count: string }>(
      servers.url,
      `select count(*)::text as count from store_records
        where collection = 'applicants' and data::jsonb->>'email' like $1`,
      [`${tag}.%@${DOMAIN}`],
    )
  )[0].count;

describe('a bulk import on two servers sharing one database', () => {
  it('runs each step on either server: upload on A, preview on B, rows on A, import on B, report on A', async () => {
    const [a, b] = apps;
    const rows = 3000;
    const uploaded = await upload(a, applicantsCsv(rows, 'uno'));
    expect(uploaded).toMatchObject({ state: 'uploaded', rowCount: rows });

    // B knows the upload A stored, as A answered it.
    const onB = (await on(b).get(`/api/imports/${uploaded.id}`).expect(200)).body as ImportAnswer;
    expect(onB).toMatchObject({
      state: 'uploaded',
      rowCount: rows,
      headers: uploaded.headers,
      sample: uploaded.sample,
      mapping: uploaded.mapping,
    });

    const started = await on(b)
      .post(`/api/imports/${uploaded.id}/preview`)
      .send({ mapping: uploaded.mapping, duplicates: 'skip' })
      .expect(202);
    expect(started.body).toMatchObject({ state: 'previewing', progress: { done: 0, total: rows } });
    // A sees B's job move, and end.
    const seen: number[] = [];
    const previewed = await settled(a, uploaded.id, seen);
    expect(previewed).toMatchObject({
      state: 'previewed',
      progress: { done: rows, total: rows },
      summary: { rows, create: rows - rows / 10, invalid: rows / 10 },
    });
    expect(seen).toEqual([...seen].sort((x, y) => x - y));

    // A reads the preview's rows from the store (it ran on B).
    const invalid = await on(a).get(`/api/imports/${uploaded.id}/rows?status=invalid&size=5`);
    expect(invalid.status).toBe(200);
    expect(invalid.body.pagination.length).toBe(rows / 10);
    expect(invalid.body.items[0]).toMatchObject({
      line: 5,
      status: 'invalid',
      values: { email: 'uno.3@' },
      errors: [expect.objectContaining({ field: 'email' })],
    });

    const committing = await on(b)
      .post(`/api/imports/${uploaded.id}/commit`)
      .send({ consent: true })
      .expect(202);
    expect(committing.body.state).toBe('importing');
    const imported = await settled(a, uploaded.id);
    expect(imported).toMatchObject({
      state: 'imported',
      result: { reportId: uploaded.id, created: rows - rows / 10, failed: rows / 10 },
    });
    expect((await on(b).get(`/api/imports/${uploaded.id}`).expect(200)).body.state).toBe(
      'imported',
    );

    const report = await on(a).get(`/api/imports/${uploaded.id}/report`).expect(200);
    const lines = report.text.trim().split('\r\n');
    expect(lines).toHaveLength(rows + 1);
    expect(lines[1]).toContain('uno.0@');
    // Written once, whichever server polled or answered.
    expect(await storedApplicants('uno')).toBe(String(rows - rows / 10));
    await on(b)
      .post(`/api/imports/${uploaded.id}/commit`)
      .send({ consent: true })
      .expect(409)
      .expect((response) => expect(response.body.code).toBe('import-state'));
    expect(await storedApplicants('uno')).toBe(String(rows - rows / 10));
  });

  it('imports on a server that did not run the preview (it checks the rows again), and discards on either', async () => {
    const [a, b] = apps;
    const uploaded = await upload(b, applicantsCsv(200, 'dos'));
    await on(a)
      .post(`/api/imports/${uploaded.id}/preview`)
      .send({ mapping: uploaded.mapping, duplicates: 'skip' })
      .expect(202);
    expect(await settled(b, uploaded.id)).toMatchObject({ state: 'previewed' });
    await on(b).post(`/api/imports/${uploaded.id}/commit`).send({ consent: true }).expect(202);
    expect(await settled(a, uploaded.id)).toMatchObject({
      state: 'imported',
      result: { created: 180, failed: 20 },
    });
    expect(await storedApplicants('dos')).toBe('180');

    const other = await upload(a, applicantsCsv(10, 'tres'));
    await on(b).delete(`/api/imports/${other.id}`).expect(204);
    await on(a)
      .get(`/api/imports/${other.id}`)
      .expect(404)
      .expect((response) => expect(response.body.code).toBe('import-expired'));
    const files = await query<{ count: string }>(
      servers.url,
      `select count(*)::text as count from store_blobs where area = 'imports'`,
    );
    // The two imported uploads' rows and previews; the discarded one's rows went with it.
    expect(files[0].count).toBe('4');
  });

  it('fails a step whose server stopped, instead of leaving it running for ever', async () => {
    const [a, b] = apps;
    const rows = 20_000;
    const uploaded = await upload(a, applicantsCsv(rows, 'cuatro'));
    await on(a)
      .post(`/api/imports/${uploaded.id}/preview`)
      .send({ mapping: uploaded.mapping, duplicates: 'skip' })
      .expect(202);
    // Server A goes away in the middle of the check.
    await a.close();
    apps.splice(apps.indexOf(a), 1);
    const left = (await on(b).get(`/api/imports/${uploaded.id}`).expect(200)).body as ImportAnswer;
    expect(left.state).toBe('previewing');

    // Its heartbeat stops: past the limit, the step reads as failed on the server left.
    const now = Date.now() + STEP_STALE_MS + 1000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const failed = (await on(b).get(`/api/imports/${uploaded.id}`).expect(200))
        .body as ImportAnswer;
      expect(failed).toMatchObject({
        state: 'failed',
        progress: null,
        error: { code: 'import-interrupted', lines: [] },
      });
      // Previewed again, on the server left.
      await on(b)
        .post(`/api/imports/${uploaded.id}/preview`)
        .send({ mapping: uploaded.mapping, duplicates: 'skip' })
        .expect(202);
      expect(await settled(b, uploaded.id)).toMatchObject({
        state: 'previewed',
        summary: { rows },
      });
    } finally {
      clock.mockRestore();
    }
    expect(await storedApplicants('cuatro')).toBe('0');
  });
});
