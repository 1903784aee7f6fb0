import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Tally, ThrottleTally } from './postgres/cluster-tables';
import { postgresDriver } from './postgres/load-driver';
import type { StoreDatabase } from './postgres/schema';
import { StoreService } from './store.service';

export type { Tally, ThrottleTally } from './postgres/cluster-tables';

/** The cluster's tables, on PostgreSQL only (the driver is loaded then). */
const tables = () => postgresDriver().clusterTables;

/** How long a lease or a job's claim stands, and how often a live server renews its own. */
export interface ClusterTimings {
  leaseMs: number;
  heartbeatMs: number;
}

/** A provider a test module may register (globally) for shorter leases. */
export const CLUSTER_TIMINGS = 'CLUSTER_TIMINGS';

export const DEFAULT_CLUSTER_TIMINGS: ClusterTimings = { leaseMs: 60_000, heartbeatMs: 15_000 };

/** How often expired counters are deleted (once per cluster). */
export const COUNTER_CLEANUP_MS = 10 * 60 * 1000;

/**
 * Counts every server on the database shares (see postgres/cluster-tables.ts): each call is
 * one atomic statement.
 */
export interface SharedCounters {
  /** One request against a limit, as @nestjs/throttler counts (a block past the limit). */
  throttle(key: string, ttlMs: number, limit: number, blockMs: number): Promise<ThrottleTally>;
  /** Adds one (a window of `windowMs` starts with the first count). */
  increment(key: string, windowMs: number): Promise<Tally>;
  decrement(key: string): Promise<void>;
  remove(key: string): Promise<void>;
  count(key: string): Promise<number>;
}

/**
 * What several servers on one database (PostgreSQL) must do as one, besides the records:
 *
 * - `counters`: the request counts of the sign-in and public throttles, shared;
 * - `hold`: a lease on a piece of work (a report run) that this server renews while it
 *   works, so another server can tell a live server's work from a dead one's;
 * - `runOnce`: a job (retention, clean-up) run by one server, at most once per period.
 *
 * On the JSON files one process owns the data folder: there are no counters (count in
 * memory), `hold` just runs the work, and `runOnce` runs the job each time it is asked.
 */
@Injectable()
export class ClusterService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ClusterService.name);
  /** This server, as the owner of its leases and jobs. */
  readonly instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly timings: ClusterTimings;
  /** Leases and jobs held now (the heartbeat runs while there are any). */
  private holding = 0;
  private heartbeat: NodeJS.Timeout | undefined;
  private cleanup: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly sharedCounters: SharedCounters | undefined;

  constructor(
    private readonly store: StoreService,
    @Optional() @Inject(CLUSTER_TIMINGS) timings?: ClusterTimings,
  ) {
    this.timings = timings ?? DEFAULT_CLUSTER_TIMINGS;
    this.sharedCounters = store.shared ? this.makeCounters() : undefined;
  }

  /** Whether other servers share the store (PostgreSQL). */
  get shared(): boolean {
    return this.store.shared;
  }

  /** The counts shared by every server; undefined on the JSON files (count in memory). */
  get counters(): SharedCounters | undefined {
    return this.sharedCounters;
  }

  onApplicationBootstrap(): void {
    if (!this.shared) return;
    this.cleanup = setInterval(() => {
      void this.runOnce('store-counters-cleanup', COUNTER_CLEANUP_MS / 2, () =>
        tables().removeExpiredCounters(this.db()),
      ).catch((error: Error) => this.logger.warn(`Counter clean-up failed: ${error.message}`));
    }, COUNTER_CLEANUP_MS);
    this.cleanup.unref();
  }

  onModuleDestroy(): void {
    this.stopped = true;
    clearInterval(this.heartbeat);
    clearInterval(this.cleanup);
    this.heartbeat = undefined;
  }

  /**
   * Runs `work` under the lease `name` (PostgreSQL): taken first (a lease another live
   * server holds is an error), renewed every heartbeat while the work runs, let go after.
   * A server that dies stops renewing: its lease expires after `leaseMs`.
   */
  async hold<R>(name: string, work: () => Promise<R>): Promise<R> {
    if (!this.shared) return work();
    const db = this.db();
    if (!(await tables().acquireLease(db, name, this.instanceId, this.timings.leaseMs))) {
      throw new Error(`Another server holds ${name}`);
    }
    this.startHolding();
    try {
      return await work();
    } finally {
      this.stopHolding();
      await tables()
        .releaseLease(db, name, this.instanceId)
        .catch((error: Error) =>
          this.logger.warn(`Could not let ${name} go (it expires by itself): ${error.message}`),
        );
    }
  }

  /** Of `names`, those a live server holds (none on the JSON files: one process). */
  async held(names: readonly string[]): Promise<Set<string>> {
    if (!this.shared) return new Set();
    return tables().liveLeases(this.db(), names);
  }

  /**
   * Runs `job` unless another server runs it now or it last succeeded less than `everyMs`
   * ago (PostgreSQL); answers whether it ran here. On the JSON files it always runs.
   */
  async runOnce(name: string, everyMs: number, job: () => Promise<unknown>): Promise<boolean> {
    if (!this.shared) {
      await job();
      return true;
    }
    if (this.stopped) return false;
    const db = this.db();
    if (!(await tables().claimJob(db, name, this.instanceId, this.timings.leaseMs, everyMs)))
      return false;
    this.startHolding();
    let done = false;
    try {
      await job();
      done = true;
      return true;
    } finally {
      this.stopHolding();
      await tables()
        .endJob(db, name, this.instanceId, done)
        .catch((error: Error) =>
          this.logger.warn(`Could not record the end of job ${name}: ${error.message}`),
        );
    }
  }

  private db(): Kysely<StoreDatabase> {
    const db = this.store.database;
    if (!db) throw new Error('The store has no database');
    return db;
  }

  private makeCounters(): SharedCounters {
    const db = () => this.db();
    return {
      throttle: (key, ttlMs, limit, blockMs) =>
        tables().throttleHit(db(), key, ttlMs, limit, blockMs),
      increment: (key, windowMs) => tables().incrementCounter(db(), key, windowMs),
      decrement: (key) => tables().decrementCounter(db(), key),
      remove: (key) => tables().removeCounter(db(), key),
      count: (key) => tables().counterValue(db(), key),
    };
  }

  private startHolding(): void {
    this.holding += 1;
    if (this.heartbeat || this.stopped) return;
    this.heartbeat = setInterval(() => {
      void Promise.resolve()
        .then(() => tables().renewOwned(this.db(), this.instanceId, this.timings.leaseMs))
        .catch((error: Error) =>
          this.logger.warn(`Could not renew this server's leases: ${error.message}`),
        );
    }, this.timings.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHolding(): void {
    this.holding -= 1;
    if (this.holding > 0) return;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
