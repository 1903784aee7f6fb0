import type { Kysely } from 'kysely';

/** The store's two tables: collections with their versions, and records in order. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_collections')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('version', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('store_records')
    .addColumn('collection', 'text', (column) =>
      column.notNull().references('store_collections.name').onDelete('cascade'),
    )
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('position', 'bigint', (column) => column.notNull())
    .addColumn('data', 'json', (column) => column.notNull())
    .addPrimaryKeyConstraint('store_records_pkey', ['collection', 'id'])
    .execute();
  await db.schema
    .createIndex('store_records_order')
    .on('store_records')
    .columns(['collection', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_records').execute();
  await db.schema.dropTable('store_collections').execute();
}
