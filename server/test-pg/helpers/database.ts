import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * The PostgreSQL server the tests use: PG_TEST_URL, or the local test server `.ci/run`
 * starts (a throw-away role and password for tests only, never a deployment's).
 */
export const PG_TEST_URL =
  process.env.PG_TEST_URL ?? 'postgresql://talento:talento-test@127.0.0.1:5432/postgres';

export interface TestDatabase {
  /** The URL of a database of its own, empty. */
  url: string;
  drop: () => Promise<void>;
}

async function onServer<R>(task: (client: Client) => Promise<R>): Promise<R> {
  const client = new Client({ connectionString: PG_TEST_URL });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** A database with a random name on the test server, dropped by `drop()`. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `talento_test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(PG_TEST_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
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
