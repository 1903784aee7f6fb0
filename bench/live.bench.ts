/**
 * Live events benchmark: `npx tsx bench/live.bench.ts [--streams 1000] [--writes 300]`
 * (or `npm run bench`).
 *
 * Starts the built product on the JSON files with its metrics on, signs in as several
 * accounts (the streams one account may hold are limited), and measures:
 * - the server's memory with no stream open and with `--streams` idle streams of
 *   GET /api/events open (RSS and heap, from its own metrics): the cost of one stream;
 * - writes (a contact created), one after another, with no stream and with the streams
 *   open: the write's time, and the time from the write's answer until its `change`
 *   event has reached the last stream (p50, p99).
 * Then the same on PostgreSQL (PG_BENCH_URL, else PG_TEST_URL) across two servers: the
 * writes on server A, the streams on server B. The streams are read by this one process
 * on raw sockets; its own event-loop delay is printed to show it kept up. Only loopback
 * addresses are used. See bench/README.md.
 */
import { type ChildProcess, execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createBenchDatabase, pgBenchUrl } from './support/database';
import { StreamFleet } from './support/event-streams';
import { HOST, freePort, root, startProduct, stop } from './support/product';
import { COLLECT_ON_SIGNAL, type Memory, settledMemory } from './support/process-metrics';
import { staffSessions } from './support/staff';
import { numberArg } from './support/args';

const STREAMS = numberArg('--streams', 1000);
const WRITES = numberArg('--writes', 300);
/** The most streams one account may hold (LIVE_STREAMS_PER_ACCOUNT allows up to 100). */
const PER_ACCOUNT = 100;
/** Sign-ins per account (each a password check, slow on purpose): its streams share them. */
const SESSIONS_EACH = 2;
const WARM_UP_WRITES = 20;

/** What every server of the benchmark is started with, besides its store. */
const SERVER_ENV = {
  LIVE_STREAMS_PER_ACCOUNT: String(PER_ACCOUNT),
  LIVE_STREAMS_MAX: String(Math.max(1000, STREAMS)),
  SIGNUP: 'open',
  AUTH_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_EMAIL: '100000',
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function createContact(origin: string, token: string): Promise<string> {
  const response = await fetch(`${origin}/api/apps/contacts/contact`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (response.status !== 201) throw new Error(`write: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

interface Writes {
  writeMs: number[];
  /** From the write's answer until the last stream heard of it (0 when all heard first). */
  answerToLastMs: number[];
  /** From sending the write until the last stream heard of it. */
  sentToLastMs: number[];
}

/** `WRITES` writes one after another, each awaited (and its event, when streams are open). */
async function writeInTurn(origin: string, token: string, fleet?: StreamFleet): Promise<Writes> {
  const writes: Writes = { writeMs: [], answerToLastMs: [], sentToLastMs: [] };
  for (let i = 0; i < WRITES; i++) {
    const sent = performance.now();
    const id = await createContact(origin, token);
    const answered = performance.now();
    writes.writeMs.push(answered - sent);
    if (!fleet) continue;
    const last = await fleet.delivered(id);
    writes.answerToLastMs.push(Math.max(0, last - answered));
    writes.sentToLastMs.push(last - sent);
  }
  return writes;
}

interface Shape {
  writeOrigin: string;
  streamOrigin: string;
  metricsOrigin: string;
  /** The server holding the streams, whose memory is measured. */
  streamServer: ChildProcess;
}

interface Measured {
  quiet: Writes;
  busy: Writes;
  idle: Memory;
  open: Memory;
  streams: number;
  clientLagP99Ms: number;
  clientLagMaxMs: number;
}

async function measure(shape: Shape): Promise<Measured> {
  const accounts = Math.ceil(STREAMS / PER_ACCOUNT);
  const sessions = await staffSessions(shape.writeOrigin, accounts, SESSIONS_EACH);
  // The streams of one account are spread over its sessions, the accounts in turn.
  const tokens = sessions.flat();
  const writer = sessions[0][0];
  for (let i = 0; i < WARM_UP_WRITES; i++) await createContact(shape.writeOrigin, writer);
  const quiet = await writeInTurn(shape.writeOrigin, writer);
  const idle = await settledMemory(shape.streamServer, shape.metricsOrigin);
  const fleet = await StreamFleet.open(shape.streamOrigin, tokens, STREAMS);
  try {
    const open = await settledMemory(shape.streamServer, shape.metricsOrigin);
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const busy = await writeInTurn(shape.writeOrigin, writer, fleet);
    lag.disable();
    return {
      quiet,
      busy,
      idle,
      open,
      streams: fleet.streams,
      clientLagP99Ms: lag.percentile(99) / 1e6,
      clientLagMaxMs: lag.max / 1e6,
    };
  } finally {
    fleet.close();
  }
}

const ms = (value: number) => value.toFixed(2).padStart(8);
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

function report(label: string, m: Measured): void {
  const row = (name: string, values: number[]) =>
    console.log(
      `  ${name.padEnd(48)} p50 ${ms(percentile(values, 50))} ms   p99 ${ms(percentile(values, 99))} ms`,
    );
  console.log(`${label}: ${WRITES} writes one after another, ${m.streams} streams`);
  row('write, no stream open', m.quiet.writeMs);
  row(`write, ${m.streams} streams open`, m.busy.writeMs);
  row(`answer until the last of ${m.streams} streams heard`, m.busy.answerToLastMs);
  row(`sent until the last of ${m.streams} streams heard`, m.busy.sentToLastMs);
  const rss = m.open.rssBytes - m.idle.rssBytes;
  const heap = m.open.heapUsedBytes - m.idle.heapUsedBytes;
  console.log(
    `  memory of the streams' server: RSS ${kb(m.idle.rssBytes)} KB -> ${kb(m.open.rssBytes)} KB, ` +
      `heap ${kb(m.idle.heapUsedBytes)} KB -> ${kb(m.open.heapUsedBytes)} KB`,
  );
  console.log(`  per idle stream: RSS ${kb(rss / m.streams)} KB, heap ${kb(heap / m.streams)} KB`);
  console.log(
    `  this process's event-loop delay while reading: p99 ${ms(m.clientLagP99Ms)} ms, max ${ms(m.clientLagMaxMs)} ms\n`,
  );
}

async function withMetrics(): Promise<{ env: Record<string, string>; origin: string }> {
  const port = await freePort();
  return {
    env: { METRICS_PORT: String(port), ...COLLECT_ON_SIGNAL },
    origin: `http://${HOST}:${port}`,
  };
}

async function oneServerOnJsonFiles(folder: string): Promise<void> {
  const metrics = await withMetrics();
  const { origin, child } = await startProduct(join(folder, 'json'), {
    ...SERVER_ENV,
    ...metrics.env,
  });
  try {
    const label = 'JSON files, one server';
    report(
      label,
      await measure({
        writeOrigin: origin,
        streamOrigin: origin,
        metricsOrigin: metrics.origin,
        streamServer: child,
      }),
    );
  } finally {
    await stop(child);
  }
}

async function twoServersOnPostgres(folder: string): Promise<void> {
  const server = pgBenchUrl();
  if (!server) {
    console.log(
      'PostgreSQL skipped: set PG_BENCH_URL (or PG_TEST_URL) to a server whose role may create databases',
    );
    return;
  }
  const database = await createBenchDatabase(server);
  const env = {
    ...SERVER_ENV,
    DATABASE_URL: database.url,
    DB_MIGRATE: 'true',
    // The servers share the database, and the secret that signs their tokens.
    JWT_SECRET: 'a-benchmark-only-secret-shared-by-every-server',
  };
  const a = await startProduct(join(folder, 'pg-a'), env);
  const metrics = await withMetrics();
  const b = await startProduct(join(folder, 'pg-b'), { ...env, ...metrics.env }).catch(
    async (error: unknown) => {
      await stop(a.child);
      throw error;
    },
  );
  try {
    const label = 'PostgreSQL, written on server A, streams on server B';
    report(
      label,
      await measure({
        writeOrigin: a.origin,
        streamOrigin: b.origin,
        metricsOrigin: metrics.origin,
        streamServer: b.child,
      }),
    );
  } finally {
    await stop(a.child);
    await stop(b.child);
    await database.drop();
  }
}

async function main(): Promise<void> {
  execSync('npx tsx scripts/ensure-build.ts', { cwd: root, stdio: 'inherit' });
  const folder = await mkdtemp(join(tmpdir(), 'talento-live-bench-'));
  try {
    await oneServerOnJsonFiles(folder);
    await twoServersOnPostgres(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
