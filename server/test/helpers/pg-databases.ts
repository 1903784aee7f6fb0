/**
 * The API suite's databases on PostgreSQL (TEST_STORE=postgres), made cheap: creating and
 * dropping a database costs about half a second each on this machine (the server syncs
 * its files), a fresh app a second, so a database per data folder made the suite half
 * again as slow as on the JSON files.
 *
 * Instead each Jest worker keeps its own numbered databases for the whole run
 * (`<prefix>_w<worker>_<n>`): a test file's n-th data folder takes the n-th one, emptied
 * first (every table truncated but the migrations' own, so it is as an empty, migrated
 * database). Test files run one after the other in a worker, so nothing else uses it
 * meanwhile. The run's global setup names the prefix; its teardown drops them all.
 */
import { Client } from 'pg';
import { dropDatabase } from '../../test-pg/helpers/database';

/** Set by the global setup for the workers; without it every data folder gets a new database. */
export const PREFIX_VARIABLE = 'TALENTO_TEST_DB_PREFIX';

/** What Jest tells a global setup or teardown of the project that calls it. */
export interface JestProject {
  displayName?: { name: string };
}

/**
 * Whether a project's API files run on PostgreSQL: server-api-postgres (on-postgres.ts
 * sets TEST_STORE in its test files), or any with TEST_STORE=postgres (`test:api:pg`).
 */
export function runsOnPostgres(project: JestProject | undefined): boolean {
  return (
    process.env.TEST_STORE === 'postgres' || project?.displayName?.name === 'server-api-postgres'
  );
}

export function pgTestUrl(): string {
  const url = process.env.PG_TEST_URL;
  if (!url) {
    throw new Error(
      'TEST_STORE=postgres needs PG_TEST_URL, a server whose role may create databases ' +
        '(docs/testing.md, "PostgreSQL in the tests")',
    );
  }
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(pgTestUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<R>(url: string, task: (client: Client) => Promise<R>): Promise<R> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** The n-th database of this worker, made or emptied: answers its URL. */
export async function workerDatabase(prefix: string, n: number): Promise<string> {
  const name = `${prefix}_w${process.env.JEST_WORKER_ID ?? '1'}_${n}`;
  const exists = await withClient(pgTestUrl(), async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
    return (found.rowCount ?? 0) > 0;
  });
  const url = databaseUrl(name);
  if (exists) {
    await withClient(url, async (client) => {
      const { rows } = await client.query<{ tablename: string }>(
        `select tablename from pg_tables
         where schemaname = 'public' and tablename not like 'kysely\\_migration%'`,
      );
      if (rows.length > 0) {
        const tables = rows.map((row) => `"${row.tablename}"`).join(', ');
        await client.query(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
      }
    });
  }
  return url;
}

/** Drops every database of a run (its global teardown). */
export async function dropRunDatabases(prefix: string): Promise<void> {
  await withClient(pgTestUrl(), async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${prefix}\\_%`],
    );
    for (const { datname } of rows) await dropDatabase(client, datname);
  });
}
