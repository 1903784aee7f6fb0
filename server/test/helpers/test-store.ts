/**
 * Which store driver the API tests run on: the JSON files by default, PostgreSQL with
 * TEST_STORE=postgres (a server at PG_TEST_URL; see server/test-pg/helpers/database.ts).
 * On PostgreSQL every data folder a test uses gets a database of its own, reused when an
 * app restarts on that folder and dropped once the test file ends.
 */
import { createTestDatabase, query, type TestDatabase } from '../../test-pg/helpers/database';

export const ON_POSTGRES = process.env.TEST_STORE === 'postgres';

const databases = new Map<string, TestDatabase>();

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
    database = await createTestDatabase();
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

/** Every record the database holds, as text. */
export async function databaseText(url: string): Promise<string> {
  const rows = await query<{ data: string }>(url, 'select data::text as data from store_records');
  return rows.map((row) => row.data).join('\n');
}
