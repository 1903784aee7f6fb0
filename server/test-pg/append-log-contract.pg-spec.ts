import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeAppendLogContract } from '../test/fixtures/append-log-contract';
import { query } from './helpers/database';
import { storesOnTestDatabase } from './helpers/stores';

const db = storesOnTestDatabase('all');
const dataDir = mkdtempSync(join(tmpdir(), 'talento-pg-logs-'));

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The contract both drivers keep, in the database (the data folder: server/src/store). */
describeAppendLogContract('PostgreSQL', () => ({
  empty: async () => {
    const tables = await query<{ name: string | null }>(
      db.url,
      `select to_regclass('store_logs')::text as name`,
    );
    if (tables[0]?.name) await query(db.url, 'TRUNCATE store_logs');
  },
  store: () => db.stores.createOn(dataDir),
  closeAll: () => db.stores.closeAll(),
  dispose: () => Promise.resolve(),
}));
