import type { Kysely } from 'kysely';

/**
 * What several servers on one database share besides the records (see cluster-tables.ts):
 * request counters (sign-in throttling), leases (work a live server holds, such as a
 * report run) and jobs (what runs once per cluster: retention, clean-ups). Times are
 * milliseconds since the epoch by the database's clock, so servers whose clocks differ
 * still agree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_counters')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('window_ends', 'bigint', (column) => column.notNull())
    .addColumn('blocked_until', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('store_leases')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('owner', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('store_jobs')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('owner', 'text')
    .addColumn('lease_until', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('last_done', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_jobs').execute();
  await db.schema.dropTable('store_leases').execute();
  await db.schema.dropTable('store_counters').execute();
}
