import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeCollectionContract } from '../test/fixtures/collection-contract';
import { query } from './helpers/database';
import { storesOnTestDatabase } from './helpers/stores';

const db = storesOnTestDatabase('all');
const dataDir = mkdtempSync(join(tmpdir(), 'talento-pg-contract-'));

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The contract both drivers keep, on PostgreSQL (the JSON files: server/src/store). */
describeCollectionContract('PostgreSQL', () => ({
  empty: async () => {
    const tables = await query<{ name: string | null }>(
      db.url,
      `select to_regclass('store_collections')::text as name`,
    );
    if (tables[0]?.name) await query(db.url, 'TRUNCATE store_records, store_collections');
  },
  store: () => db.stores.createOn(dataDir),
  closeAll: () => db.stores.closeAll(),
  dispose: () => Promise.resolve(),
}));
