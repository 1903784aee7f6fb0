/**
 * The PostgreSQL driver as one module: what the store loads when DATABASE_URL names a
 * database (see load-driver.ts), and only then.
 */
export * as clusterTables from './cluster-tables';
export { PgBlobArea } from './pg-blobs';
export { PgCollection, PgStore } from './pg-store';
export { PgChangeChannel } from './change-channel';
export { PgAppendLog } from './pg-append-log';
