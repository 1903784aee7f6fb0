import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { StoreFigures, StoreObserver } from '../../store';
import { RequestTallies } from './request-tallies';
import './route-label';

/** The label of requests that matched no route (a 404 before routing): one series, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The API answers in well under a millisecond to seconds (exports, uploads). */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** An fsync or a commit: a fraction of a millisecond on a fast disk, seconds on a sick one. */
const STORE_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5,
];
/** A compaction rewrites collection files: milliseconds to many seconds. */
const COMPACTION_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * Every metric of one server, in a registry of its own (the tests start several apps in
 * one process): the process and event loop (prom-client's defaults), the HTTP requests,
 * and the store. Made only when METRICS_PORT is set.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: RequestTallies;
  /** What the store calls on its write path. */
  readonly store: StoreObserver;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new RequestTallies(
      {
        count: {
          name: 'talento_http_requests_total',
          help: 'HTTP requests answered, by method, route template and status.',
        },
        duration: {
          name: 'talento_http_request_duration_seconds',
          help: 'Time from receiving a request to sending its answer, by method and route template.',
          buckets: REQUEST_BUCKETS,
        },
      },
      this.registry,
    );
    const commitDuration = new Histogram({
      name: 'talento_store_commit_duration_seconds',
      help: 'Time of a batch of changes from its start until durable (the log fsynced, or the transaction committed).',
      buckets: STORE_BUCKETS,
      registers,
    });
    const committedChanges = new Counter({
      name: 'talento_store_committed_changes_total',
      help: 'Changes committed; over the commits, the changes a group commit carries.',
      registers,
    });
    const commitFailures = new Counter({
      name: 'talento_store_commit_failures_total',
      help: 'Batches of changes the disk or the database refused (nothing of them stored).',
      registers,
    });
    const fsyncDuration = new Histogram({
      name: 'talento_store_fsync_duration_seconds',
      help: 'Time of one fsync of the write-ahead log (JSON files).',
      buckets: STORE_BUCKETS,
      registers,
    });
    const compactions = new Counter({
      name: 'talento_store_compactions_total',
      help: 'Compactions of the write-ahead log (JSON files), by outcome.',
      labelNames: ['outcome'],
      registers,
    });
    const compactionDuration = new Histogram({
      name: 'talento_store_compaction_duration_seconds',
      help: 'Time of a compaction of the write-ahead log (JSON files).',
      buckets: COMPACTION_BUCKETS,
      registers,
    });
    const poolErrors = new Counter({
      name: 'talento_db_pool_errors_total',
      help: 'Connections to PostgreSQL that failed or that the database closed.',
      registers,
    });
    this.store = {
      committed: (seconds, changes) => {
        commitDuration.observe(seconds);
        committedChanges.inc(changes);
      },
      commitFailed: (seconds) => {
        commitDuration.observe(seconds);
        commitFailures.inc();
      },
      synced: (seconds) => fsyncDuration.observe(seconds),
      compacted: (seconds, outcome) => {
        compactions.inc({ outcome });
        compactionDuration.observe(seconds);
      },
      connectionFailed: () => poolErrors.inc(),
    };
  }

  /**
   * Fastify's `onResponse` hook: counts the request and its time under the route's
   * template (`/api/vacancies/:id`), never the URL, so ids do not make a series each; or
   * under the label the route names (`metricsRoute`, as the web's files do).
   */
  readonly recordRequest = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: () => void,
  ): void => {
    this.count(request, reply.statusCode, reply.elapsedTime);
    done();
  };

  /**
   * A hijacked reply (the live event stream), which `onResponse` never hears of: counted
   * once its raw response closes, with the status it wrote and the time it was open.
   */
  recordHijacked(request: FastifyRequest, reply: FastifyReply): void {
    reply.raw.once('close', () => this.count(request, reply.raw.statusCode, reply.elapsedTime));
  }

  private count(request: FastifyRequest, status: number, milliseconds: number): void {
    const { config, url } = request.routeOptions;
    const route = config.metricsRoute ?? url ?? UNMATCHED_ROUTE;
    this.requests.record(request.method, route, status, milliseconds / 1000);
  }

  /** The live event streams open on this server, read at each scrape. */
  watchLiveStreams(open: () => number): void {
    new Gauge({
      name: 'talento_live_streams_open',
      help: 'Live event streams (GET /api/events) open on this server.',
      registers: [this.registry],
      collect() {
        this.set(open());
      },
    });
  }

  /**
   * Gauges of the store's state, read from `figures` at each scrape (the journal's size
   * and queue on the JSON files, the pool's connections on PostgreSQL).
   */
  watchStore(figures: () => StoreFigures): void {
    const registers = [this.registry];
    const gauge = (name: string, help: string, read: (now: StoreFigures) => number | undefined) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const value = read(figures());
          if (value !== undefined) this.set(value);
        },
      });
    if (figures().driver === 'json') {
      gauge(
        'talento_store_journal_bytes',
        'Size of the write-ahead log on disk: what the next compaction absorbs.',
        (now) => now.journal?.bytes,
      );
      gauge(
        'talento_store_write_queue_length',
        'Changes waiting for the batch being written.',
        (now) => now.journal?.queued,
      );
      return;
    }
    gauge(
      'talento_db_pool_connections',
      'Connections to PostgreSQL open, idle or in use.',
      (now) => now.pool?.total,
    );
    gauge(
      'talento_db_pool_idle_connections',
      'Connections to PostgreSQL open and idle.',
      (now) => now.pool?.idle,
    );
    gauge(
      'talento_db_pool_waiting_requests',
      'Callers waiting for a connection: every connection is in use.',
      (now) => now.pool?.waiting,
    );
    gauge(
      'talento_db_pool_max_connections',
      'Connections the pool may open (DATABASE_POOL_SIZE).',
      (now) => now.pool?.max,
    );
  }

  /** The text Prometheus scrapes. */
  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
