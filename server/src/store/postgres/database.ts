import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { MIGRATIONS } from './migrations';
import type { StoreDatabase } from './schema';

/** What the PostgreSQL driver needs to connect: DATABASE_URL and the pool's size. */
export interface DatabaseOptions {
  url: string;
  /** Connections kept at most; a few per core is plenty (writes hold one only briefly). */
  poolSize?: number;
  /** Run pending migrations when the store starts (DB_MIGRATE=true). */
  migrate?: boolean;
  /** How long a change notice too large for NOTIFY is kept (ms; a minute unless a test says). */
  noticeRetentionMs?: number;
}

export const DEFAULT_POOL_SIZE = 8;

const DATABASE_URL = /^postgres(ql)?:\/\/[^\s]+$/;

export function isDatabaseUrl(url: string): boolean {
  return DATABASE_URL.test(url);
}

/** The URL without its password, for messages and logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

/**
 * A pool of connections to the database behind Kysely. `onConnectionLost` hears of every
 * connection the server closes (a restart, a failover, `pg_terminate_backend`), idle or
 * in use; the pool then replaces it.
 */
export function connect(
  options: DatabaseOptions,
  onConnectionLost: (error: Error) => void = () => undefined,
): Kysely<StoreDatabase> {
  return connectPool(options, onConnectionLost).db;
}

/** `connect`, with the pool itself too (its figures are read for the operators' metrics). */
export function connectPool(
  options: DatabaseOptions,
  onConnectionLost: (error: Error) => void = () => undefined,
): { db: Kysely<StoreDatabase>; pool: Pool } {
  if (!isDatabaseUrl(options.url)) {
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// address');
  }
  const pool = new Pool({
    connectionString: options.url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // A closed connection makes its client emit 'error', which ends the process when nothing
  // listens. The pool listens only while a client is idle (and passes the error on as its
  // own); while a client is checked out (a transaction), its error has no listener. So
  // every client has one of its own for its whole life, which reports the first error
  // only (the server's reason, then the socket's end, come as two), and the pool's is left
  // quiet. A client released dead is dropped from the pool.
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      if (!reported) onConnectionLost(error);
      reported = true;
    });
  });
  pool.on('error', () => undefined);
  return { db: new Kysely<StoreDatabase>({ dialect: new PostgresDialect({ pool }) }), pool };
}

function migrator(db: Kysely<StoreDatabase>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve({ ...MIGRATIONS }) },
  });
}

/**
 * Runs every pending migration (Kysely's migrator holds a lock table meanwhile, so two
 * servers starting at once migrate once). Answers the names of those it ran.
 */
export async function migrateToLatest(db: Kysely<StoreDatabase>): Promise<string[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** The migrations not run yet on this database. */
export async function pendingMigrations(db: Kysely<StoreDatabase>): Promise<string[]> {
  const migrations = await migrator(db).getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((m) => m.name);
}
