import { type Kysely, sql } from 'kysely';

/**
 * Change notices too large for NOTIFY (8000 bytes at most): the sender writes the notice
 * here and NOTIFYs its id, the other servers read it by id. Rows live about a minute
 * (see change-channel.ts); `created_at` is milliseconds since the epoch by the database's
 * clock, so that any server may remove what an older one left.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_change_notices')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) =>
      column
        .notNull()
        .defaultTo(sql`floor(extract(epoch from statement_timestamp()) * 1000)::bigint`),
    )
    .execute();
  await db.schema
    .createIndex('store_change_notices_created_at')
    .on('store_change_notices')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_change_notices').execute();
}
