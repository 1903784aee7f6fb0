import request from 'supertest';
import { signIn } from '../test/helpers/auth';
import { apiAs, companyInput } from '../test/helpers/recruitment';
import { query } from './helpers/database';
import { serversOnOneDatabase } from './helpers/servers';
import { eventually } from './helpers/wait';

const WRITTEN_TABLES = ['store_records', 'store_collections'];

/**
 * The database's disk is full: every write to the store's tables fails with SQLSTATE
 * 53100 (disk_full), as PostgreSQL answers when it cannot extend a file.
 */
async function fillDatabaseDisk(url: string): Promise<void> {
  await query(
    url,
    `create or replace function talento_test_disk_full() returns trigger language plpgsql as $$
     begin
       raise exception 'could not extend file: No space left on device' using errcode = 'disk_full';
     end $$`,
  );
  for (const table of WRITTEN_TABLES) {
    await query(
      url,
      `create trigger talento_test_disk_full before insert or update on ${table}
       for each statement execute function talento_test_disk_full()`,
    );
  }
}

async function freeDatabaseDisk(url: string): Promise<void> {
  for (const table of WRITTEN_TABLES) {
    await query(url, `drop trigger talento_test_disk_full on ${table}`);
  }
}

describe('a full disk under PostgreSQL', () => {
  const servers = serversOnOneDatabase();

  it('answers a write 507 storage-full, leaves readiness while it lasts, and recovers', async () => {
    const { app } = await servers.start();
    const http = () => request(app.getHttpServer());
    const api = apiAs(app, await signIn(app));
    const companyNames = async () =>
      ((await api.get('/api/companies?size=100').expect(200)).body.items as { name: string }[]).map(
        (company) => company.name,
      );

    await fillDatabaseDisk(servers.url);
    const refused = companyInput();
    const answer = await api.post('/api/companies').send(refused).expect(507);
    expect(answer.body).toEqual({
      statusCode: 507,
      requestId: expect.any(String),
      error: 'Insufficient Storage',
      code: 'storage-full',
      message: expect.stringContaining('no disk space left'),
    });
    const health = await http().get('/api/health').expect(200);
    expect(health.body).toMatchObject({ store: { writable: false, storageFull: true } });
    const ready = await http().get('/api/health/ready').expect(503);
    expect(ready.body).toMatchObject({ statusCode: 503, code: 'storage-full' });

    await freeDatabaseDisk(servers.url);
    // The health check's probe (at most once a second) finds the database writable again.
    await eventually(async () => (await http().get('/api/health/ready')).status === 200);
    const kept = companyInput();
    await api.post('/api/companies').send(kept).expect(201);
    const names = await companyNames();
    expect(names).toContain(kept.name);
    expect(names).not.toContain(refused.name);
  });
});
