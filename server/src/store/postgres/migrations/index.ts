import type { Migration } from 'kysely';
import * as storeTables from './0001-store-tables';
import * as blobs from './0002-blobs';
import * as clusterTables from './0003-cluster-tables';
import * as changeNotices from './0004-change-notices';
import * as logs from './0005-logs';

/**
 * Every migration, in code (no folder is read at run time, so the built server carries
 * them). Names sort in the order they run; a new one gets the next number.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-store-tables': storeTables,
  '0002-blobs': blobs,
  '0003-cluster-tables': clusterTables,
  '0004-change-notices': changeNotices,
  '0005-logs': logs,
};
