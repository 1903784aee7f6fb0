import type { OpenMode } from './collection';
import type { SeedsByName } from './entity';
import type { DatabaseOptions } from './postgres/database';
import type { StoreObserver } from './store-observer';

export const STORE_OPTIONS = Symbol('STORE_OPTIONS');

export interface StoreOptions {
  /** Folder holding one `<collection>.json` file per collection and the write-ahead log. */
  dataDir: string;
  /**
   * A PostgreSQL database (DATABASE_URL) holds the collections instead of the JSON files,
   * and the stored files and secrets too: the data folder then keeps nothing a server
   * needs (it is still made, and its writability reported by the health check).
   */
  database?: DatabaseOptions;
  /** `reset` rewrites every collection from its seed instead of loading it. */
  onStart: OpenMode;
  /** Sample records per collection name (see SeedsByName); a name missing here starts empty. */
  seeds?: SeedsByName;
  /**
   * Compact once the collections' changes in the log take more than this (bytes; 8 MiB by
   * default; the append-only logs' entries count towards four times it)...
   */
  compactMinBytes?: number;
  /** ...and larger than this fraction of the collection files (0.5 by default). */
  compactRatio?: number;
  /** Hears the commits, fsyncs and compactions (the operators' metrics); none by default. */
  observer?: StoreObserver;
}
