/**
 * Which store driver the API tests run on: the JSON files by default, PostgreSQL with
 * TEST_STORE=postgres (a server at PG_TEST_URL; see server/test-pg/helpers/database.ts).
 * On PostgreSQL every data folder a test uses gets a database of its own, reused when an
 * app restarts on that folder: one of the Jest worker's databases, emptied for it
 * (pg-databases.ts), or without the suite's global setup a new one dropped once the test
 * file ends.
 *
 * Most tests do not care which driver runs. The few that look at the data folder's own
 * files (the collection files, the write-ahead log, the folder lock, fsync, a crash
 * between two writes) say so with `describeJsonOnly` / `itJsonOnly` and the reason; on
 * PostgreSQL they are reported as skipped under that name, never silently.
 */
import { Client } from 'pg';
import { createTestDatabase, query, type TestDatabase } from '../../test-pg/helpers/database';
import { PREFIX_VARIABLE, workerDatabase } from './pg-databases';

export const ON_POSTGRES = process.env.TEST_STORE === 'postgres';

/** The driver the suite runs on, for test titles. */
export const STORE_DRIVER = ON_POSTGRES ? 'postgresql' : 'json files';

const databases = new Map<string, TestDatabase>();
/** The run's prefix for the workers' reused databases (pg-databases.ts), when set. */
const RUN_PREFIX = process.env[PREFIX_VARIABLE];

if (ON_POSTGRES) {
  afterAll(async () => {
    for (const database of databases.values()) await database.drop();
    databases.clear();
  });
}

/** The environment that puts an app's collections in the database of its data folder. */
export async function storeEnvironment(dataDir: string): Promise<Record<string, string>> {
  if (!ON_POSTGRES) return {};
  let database = databases.get(dataDir);
  if (!database) {
    database = RUN_PREFIX
      ? // Kept for the next test file of this worker; the run's teardown drops it.
        { url: await workerDatabase(RUN_PREFIX, databases.size + 1), drop: async () => {} }
      : await createTestDatabase();
    databases.set(dataDir, database);
  }
  return { DATABASE_URL: database.url, DB_MIGRATE: 'true' };
}

/** The database of a data folder, when the tests run on PostgreSQL. */
export function databaseOf(dataDir: string): string | undefined {
  return databases.get(dataDir)?.url;
}

/** A collection's records as the database holds them, in order. */
export async function databaseRecords(url: string, name: string): Promise<unknown[]> {
  const rows = await query<{ data: unknown }>(
    url,
    'select data from store_records where collection = $1 order by position, id',
    [name],
  );
  return rows.map((row) => row.data);
}

/** A log's entries as the database holds them, oldest first. */
export async function databaseLog(url: string, name: string): Promise<unknown[]> {
  const rows = await query<{ data: unknown }>(
    url,
    'select data from store_logs where log = $1 order by at, id',
    [name],
  );
  return rows.map((row) => row.data);
}

/** Every record and log entry the database holds, as text. */
export async function databaseText(url: string): Promise<string> {
  const rows = await query<{ data: string }>(
    url,
    'select data::text as data from store_records union all select data::text from store_logs',
  );
  return rows.map((row) => row.data).join('\n');
}

/**
 * Replaces a collection's records in the database behind the servers' backs, as an
 * older version (or a hand edit) would have left them, in one transaction that moves the
 * collection's version on (so a running server reloads it at its next request).
 */
export async function replaceDatabaseRecords(
  url: string,
  name: string,
  records: readonly { id: string }[],
): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('delete from store_records where collection = $1', [name]);
    for (const [index, record] of records.entries()) {
      await client.query(
        'insert into store_records (collection, id, position, data) values ($1, $2, $3, $4::json)',
        [name, record.id, index * 1024, JSON.stringify(record)],
      );
    }
    await client.query(
      `insert into store_collections (name, version) values ($1, 1)
       on conflict (name) do update set version = store_collections.version + 1`,
      [name],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Cases about the JSON driver's own files: its collection files, write-ahead log, folder
 * lock, fsync order and crash recovery. `why` names what they read; on PostgreSQL the
 * block is reported skipped with it (the database has its own tests in server/test-pg).
 */
export function describeJsonOnly(why: string, name: string, body: () => void): void {
  (ON_POSTGRES ? describe.skip : describe)(`${name} [JSON files only: ${why}]`, body);
}

/** One case of the JSON driver's own files (see describeJsonOnly). */
export function itJsonOnly(
  why: string,
  name: string,
  body: jest.ProvidesCallback,
  timeout?: number,
): void {
  (ON_POSTGRES ? it.skip : it)(`${name} [JSON files only: ${why}]`, body, timeout);
}
