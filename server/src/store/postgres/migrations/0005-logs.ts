import { type Kysely, sql } from 'kysely';

/**
 * The append-only logs (the audit trail): one row per entry, `data` its JSON (`json`
 * keeps the entry's keys in their order), `at` its time for the reads by period and the
 * removals by age.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_logs')
    .addColumn('log', 'text', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('at', 'timestamptz', (column) => column.notNull())
    .addColumn('data', 'json', (column) => column.notNull())
    .addPrimaryKeyConstraint('store_logs_pkey', ['log', 'id'])
    .execute();
  await db.schema
    .createIndex('store_logs_log_at')
    .on('store_logs')
    .columns(['log', 'at'])
    .execute();
  // The entries are small and only ever added: no room kept for updates in place.
  await sql`alter table store_logs set (fillfactor = 100)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_logs').execute();
}
