/**
 * A throw-away PostgreSQL database for a benchmark on the server named by PG_BENCH_URL
 * (or PG_TEST_URL, the tests' server): its role needs CREATEDB. Dropped by `drop()`.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export function pgBenchUrl(): string | undefined {
  return process.env.PG_BENCH_URL || process.env.PG_TEST_URL || undefined;
}

async function onServer(server: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(
  server: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `talento_bench_${randomBytes(6).toString('hex')}`;
  await onServer(server, `CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
