import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeBlobContract } from '../test/fixtures/blob-contract';
import { createTestDatabase, query, type TestDatabase } from './helpers/database';
import { TestStores } from './helpers/stores';

let database: TestDatabase;
let stores: TestStores;
const dataDir = mkdtempSync(join(tmpdir(), 'talento-pg-blobs-'));

beforeAll(async () => {
  database = await createTestDatabase();
  stores = new TestStores(database.url);
});

afterAll(async () => {
  await stores.dispose();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The contract both drivers keep, in the database (the data folder: server/src/store). */
describeBlobContract('PostgreSQL', () => ({
  empty: async () => {
    const tables = await query<{ name: string | null }>(
      database.url,
      `select to_regclass('store_blobs')::text as name`,
    );
    if (tables[0]?.name) {
      await query(
        database.url,
        'TRUNCATE store_records, store_collections, store_blobs, store_secrets',
      );
    }
  },
  store: () => stores.createOn(dataDir),
  closeAll: () => stores.closeAll(),
  dispose: () => Promise.resolve(),
}));
