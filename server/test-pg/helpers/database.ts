import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { sleep } from './wait';

/**
 * The PostgreSQL server the tests use, named by PG_TEST_URL (`.ci/run` starts one with a
 * role and password made for the run). Its role needs CREATEDB: each test file makes its
 * own database and drops it.
 */
function pgTestUrl(): string {
  const url = process.env.PG_TEST_URL;
  if (!url) {
    throw new Error(
      'PG_TEST_URL must name a PostgreSQL server for these tests, e.g. ' +
        'postgresql://<role>:<password>@127.0.0.1:5432/postgres (see docs/testing.md, "PostgreSQL in the tests")',
    );
  }
  return url;
}

export interface TestDatabase {
  /** The URL of a database of its own, empty. */
  url: string;
  drop: () => Promise<void>;
}

async function onServer<R>(task: (client: Client) => Promise<R>): Promise<R> {
  const client = new Client({ connectionString: pgTestUrl() });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a database, closing whatever is connected to it. PostgreSQL 15 refuses `WITH
 * (FORCE)` to a role that is not a superuser while an autovacuum worker is busy in the
 * database (insufficient privilege, 42501: the worker's process has no role the test's
 * role belongs to); the worker is gone a moment later, so the drop is tried again.
 */
export async function dropDatabase(client: Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt === 20) throw error;
      await sleep(250);
    }
  }
}

/** A database with a random name on the test server, dropped by `drop()`. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `talento_test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(pgTestUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer((client) => dropDatabase(client, name)),
  };
}

/** Runs one statement on a database (a test's own checks and clean-ups). */
export async function query<R extends Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Closes the open connections to a test database, as a restart or a failover would, and
 * says how many. Only the test role's own client connections: PostgreSQL refuses a role
 * that is not a superuser the right to end an autovacuum worker, which may be busy in the
 * database at any moment. `statementLike` narrows it to connections whose last statement
 * holds that text.
 */
export async function closeConnections(url: string, statementLike = ''): Promise<number> {
  const name = new URL(url).pathname.slice(1);
  const rows = await query(
    url.replace(/\/[^/]+$/, '/postgres'),
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'
        and usename = current_user and query like $2`,
    [name, `%${statementLike}%`],
  );
  return rows.length;
}

/**
 * Runs `during` while the database refuses connections (every open one closed first, as
 * when the database goes down), then lets connections in again, whatever `during` did.
 */
export async function whileDatabaseIsDown<R>(url: string, during: () => Promise<R>): Promise<R> {
  const name = new URL(url).pathname.slice(1);
  const admin = url.replace(/\/[^/]+$/, '/postgres');
  await query(admin, `alter database ${name} allow_connections false`);
  try {
    await closeConnections(url);
    return await during();
  } finally {
    await query(admin, `alter database ${name} allow_connections true`);
  }
}
