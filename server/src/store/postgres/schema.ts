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
  /** Request counts shared by every server (see cluster-tables.ts); times in ms, by the database's clock. */
  store_counters: {
    key: string;
    hits: number;
    window_ends: ColumnType<string, number, number>;
    blocked_until: ColumnType<string, number | undefined, number>;
  };
  /** Work a live server holds (a report run): it renews `expires_at` while it works. */
  store_leases: {
    name: string;
    owner: string;
    expires_at: ColumnType<string, number, number>;
  };
  /** What runs once per cluster: who runs it now (until `lease_until`), and when it last ended. */
  store_jobs: {
    name: string;
    owner: string | null;
    lease_until: ColumnType<string, number | undefined, number>;
    last_done: ColumnType<string | null, number | null | undefined, number | null>;
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
  /**
   * Change notices too large for NOTIFY: written by one server, NOTIFYed by id, read by
   * the others, removed after about a minute (see change-channel.ts).
   */
  store_change_notices: {
    id: Generated<string>;
    payload: string;
    created_at: ColumnType<string, never, never>;
  };
  /** The append-only logs' entries (append-log.ts): `data` is the entry as JSON. */
  store_logs: {
    log: string;
    id: string;
    at: ColumnType<Date, string, string>;
    data: ColumnType<unknown, string, string>;
  };
  /** The servers' shared secrets (the JWT and booking-link keys), created once by name. */
  store_secrets: {
    name: string;
    value: string;
  };
}
