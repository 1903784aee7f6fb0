/**
 * What the store tells of its work, for the operators' metrics (common/metrics), without
 * the store knowing how they are kept. It is called on the write path, so the default
 * does nothing: with metrics off a commit pays for two clock reads and an empty call.
 * Durations are in seconds.
 */
export interface StoreObserver {
  /**
   * A batch of changes reached the disk (the log's fsync) or the database (its COMMIT):
   * `changes` of them, in `seconds` from the batch's start; or the write failed.
   */
  committed(seconds: number, changes: number): void;
  commitFailed(seconds: number): void;
  /** One fsync of the write-ahead log (JSON files). */
  synced(seconds: number): void;
  /** A compaction of the write-ahead log ended (JSON files). */
  compacted(seconds: number, outcome: 'done' | 'failed'): void;
  /** A connection of the pool failed or was closed by the database (PostgreSQL). */
  connectionFailed(): void;
}

export const QUIET_STORE_OBSERVER: StoreObserver = {
  committed: () => undefined,
  commitFailed: () => undefined,
  synced: () => undefined,
  compacted: () => undefined,
  connectionFailed: () => undefined,
};

/** The store's state at one moment, read when the metrics are scraped (never on a write). */
export interface StoreFigures {
  driver: 'json' | 'postgres';
  /** The write-ahead log and its write queue (JSON files). */
  journal?: {
    /** The logs on disk, in bytes: what the next compaction absorbs. */
    bytes: number;
    /** Changes waiting for the batch being written. */
    queued: number;
  };
  /** The pool of connections to PostgreSQL. */
  pool?: {
    /** Connections open, idle or in use. */
    total: number;
    idle: number;
    /** Callers waiting for a connection: the pool is exhausted. */
    waiting: number;
    max: number;
  };
}

/** Seconds since `start`, a `performance.now()` reading. */
export function secondsSince(start: number): number {
  return (performance.now() - start) / 1000;
}
