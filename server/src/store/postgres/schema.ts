import type { ColumnType, Generated } from 'kysely';

/**
 * The store's tables. `bigint` columns come back from `pg` as strings (they may exceed
 * 2^53); the store reads them with Number(), its versions and positions staying far
 * below that.
 */
export interface StoreDatabase {
  /** One row per collection: its version goes up by one with every commit that changes it. */
  store_collections: {
    name: string;
    version: ColumnType<string, number, number>;
  };
  /**
   * One row per record. `position` orders a collection (sparse: see positions.ts);
   * `data` is the record as JSON text (`json`, not `jsonb`: it keeps the record's keys in
   * their order, so every server holds the very record the writer held).
   */
  store_records: {
    collection: string;
    id: string;
    position: ColumnType<string, number, number>;
    data: ColumnType<unknown, string, string>;
  };
  /**
   * One row per stored file (CVs, avatars, images, attachments, invoices): `name` is the
   * random name the collections hold; `size` its length in bytes (the upload limits keep
   * it far below 2^31).
   */
  store_blobs: {
    area: string;
    name: string;
    bytes: Buffer;
    size: number;
    created_at: Generated<Date>;
  };
  /** The servers' shared secrets (the JWT and booking-link keys), created once by name. */
  store_secrets: {
    name: string;
    value: string;
  };
}
