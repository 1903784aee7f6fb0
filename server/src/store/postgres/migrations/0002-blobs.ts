import { type Kysely, sql } from 'kysely';

/**
 * Files and secrets in the database, so several servers share them without a shared
 * folder: `store_blobs` (one row per file of an area) and `store_secrets` (one row per
 * secret, created once: INSERT ... ON CONFLICT DO NOTHING, then read back).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_blobs')
    .addColumn('area', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('bytes', 'bytea', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull().check(sql`size >= 0`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('store_blobs_pkey', ['area', 'name'])
    .execute();
  // PDFs and images are compressed already: kept out of line without another try at it.
  await sql`alter table store_blobs alter column bytes set storage external`.execute(db);
  await db.schema
    .createTable('store_secrets')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_secrets').execute();
  await db.schema.dropTable('store_blobs').execute();
}
