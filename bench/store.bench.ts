/**
 * Store benchmark: `npx tsx bench/store.bench.ts [--update-baseline] [--sizes 1000,10000]
 * [--updates 1000]` (or `npm run bench`).
 *
 * Measures the store over real files in a temp folder, for collections of 1,000, 10,000
 * and 50,000 records: concurrent insert throughput, sequential update latency (p50 and
 * p99), open time and the memory a loaded collection takes; at the largest size also the
 * update latency while a compaction rewrites the collection file. Prints the 10k/1k and
 * 50k/1k ratios of the write costs, compares everything with bench/baseline.json and
 * warns (never fails) on a number more than 50% worse; --update-baseline rewrites the
 * baseline. See bench/README.md.
 *
 * It drives the store through StoreService only (collection, open, insert, update,
 * close), so the same script measures an older store too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Logger } from '@nestjs/common';
import type { Collection } from '../server/src/store/collection';
import { defineCollection } from '../server/src/store/entity';
import { StoreService } from '../server/src/store/store.service';

const root = join(__dirname, '..');
const baselineFile = join(__dirname, 'baseline.json');

/** A realistic record of about 1 KB once serialised: an applicant with a short history. */
interface Applicant {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  headline: string;
  summary: string;
  skills: string[];
  experience: { company: string; title: string; from: string; to: string | null }[];
  stage: 'applied' | 'screening' | 'interview' | 'offer' | 'hired' | 'rejected';
  source: string;
  rating: number;
  tags: string[];
  createdAt: string;
  updatedAt: string;
}

const applicants = defineCollection<Applicant>({ name: 'applicants', seed: () => [] });

// ---------------------------------------------------------------------------------------
// Deterministic sample data

function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Fabio', 'Greta', 'Hugo', 'Irene'];
const LAST = ['Alves', 'Barros', 'Costa', 'Duarte', 'Esteves', 'Ferreira', 'Gomes', 'Lopes'];
const CITIES = ['Lisboa', 'Porto', 'Madrid', 'Sevilla', 'Valencia', 'Braga', 'Bilbao'];
const SKILLS = ['TypeScript', 'React', 'SQL', 'Kubernetes', 'Go', 'Figma', 'Python', 'AWS'];
const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne'];
const STAGES: Applicant['stage'][] = ['applied', 'screening', 'interview', 'offer', 'hired'];
const WORDS =
  'experienced engineer who enjoys building reliable products with small teams and clear goals'.split(
    ' ',
  );

function makeApplicant(n: number, random = prng(n + 1)): Applicant {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const firstName = pick(FIRST);
  const lastName = pick(LAST);
  const words = Array.from({ length: 42 }, () => pick(WORDS));
  const date = new Date(Date.UTC(2024, 0, 1) + n * 3_600_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${n}@example.com`.toLowerCase(),
    phone: `+351 9${String(10_000_000 + n).slice(-8)}`,
    city: pick(CITIES),
    country: 'PT',
    headline: `${pick(SKILLS)} and ${pick(SKILLS)} developer`,
    summary: words.join(' '),
    skills: Array.from({ length: 6 }, () => pick(SKILLS)),
    experience: Array.from({ length: 3 }, (_, i) => ({
      company: pick(COMPANIES),
      title: `${pick(['Senior', 'Lead', 'Staff'])} ${pick(SKILLS)} engineer`,
      from: `${2015 + i * 3}-0${1 + (n % 9)}`,
      to: i === 2 ? null : `${2018 + i * 3}-0${1 + (n % 9)}`,
    })),
    stage: pick(STAGES),
    source: pick(['referral', 'linkedin', 'website', 'agency']),
    rating: Math.round(random() * 50) / 10,
    tags: [pick(['remote', 'hybrid', 'onsite']), pick(['junior', 'mid', 'senior'])],
    createdAt: date,
    updatedAt: date,
  };
}

function makeApplicants(count: number, from = 0): Applicant[] {
  return Array.from({ length: count }, (_, i) => makeApplicant(from + i));
}

// ---------------------------------------------------------------------------------------
// Helpers

function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

const SIZES = (argument('--sizes') ?? '1000,10000,50000').split(',').map(Number);
const UPDATES = Number(argument('--updates') ?? 1_000);
const REPEATS = 5;

async function withFolder<R>(run: (dir: string) => Promise<R>): Promise<R> {
  const dir = await mkdtemp(join(tmpdir(), 'store-bench-'));
  try {
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Records made once per size and reused (making 50,000 takes a while). */
const made = new Map<number, Applicant[]>();
function records(count: number): Applicant[] {
  let list = made.get(count);
  if (!list) {
    list = makeApplicants(count);
    made.set(count, list);
  }
  return list;
}

/**
 * Writes a collection file of `count` records and flushes it, so that the kernel is not
 * still writing tens of megabytes back while the next measurement fsyncs its own writes.
 */
async function writeCollectionFile(dir: string, count: number): Promise<number> {
  const text = `${JSON.stringify(records(count), null, 2)}\n`;
  const file = await open(join(dir, `${applicants.name}.json`), 'w');
  try {
    await file.writeFile(text);
    await file.sync();
  } finally {
    await file.close();
  }
  collectGarbage();
  return Buffer.byteLength(text);
}

/** A full GC between measurements, so that one's garbage is not collected in the next. */
const collectGarbage: () => void = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

interface Opened {
  store: StoreService;
  collection: Collection<Applicant>;
}

async function openStore(dir: string): Promise<Opened> {
  const store = new StoreService({ dataDir: dir, onStart: 'open' });
  const collection = store.collection(applicants);
  await store.open(collection);
  return { store, collection };
}

/** Lets the folder go without compacting (an older store has no close: its destroy hook). */
async function closeStore({ store }: Opened): Promise<void> {
  const closable = store as unknown as { close?: (o: { compact: boolean }) => Promise<void> };
  if (typeof closable.close === 'function') await closable.close({ compact: false });
  else await store.onApplicationShutdown();
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function median(values: number[]): number {
  return percentile(values, 50);
}

// ---------------------------------------------------------------------------------------
// Measurements

/** 1,000 concurrent single inserts into a collection of `count` records; median of 5. */
async function concurrentInserts(count: number): Promise<number> {
  const times: number[] = [];
  const fresh = makeApplicants(1_000, count);
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    times.push(
      await withFolder(async (dir) => {
        await writeCollectionFile(dir, count);
        const opened = await openStore(dir);
        const start = performance.now();
        await Promise.all(fresh.map((record) => opened.collection.insert(record)));
        const elapsed = performance.now() - start;
        if (opened.collection.count() !== count + 1_000) throw new Error('inserts went missing');
        await closeStore(opened);
        return elapsed;
      }),
    );
  }
  return median(times);
}

/** Sequential updates (each awaited: no group commit) of records spread over the list. */
async function sequentialUpdates(
  collection: Collection<Applicant>,
  count: number,
  updates: number,
): Promise<number[]> {
  const ids = records(count).map((record) => record.id);
  const latencies: number[] = [];
  for (let i = 0; i < updates + 20; i++) {
    const id = ids[(i * 7919) % count];
    const start = performance.now();
    await collection.update(id, { rating: i % 5, updatedAt: new Date().toISOString() });
    if (i >= 20) latencies.push(performance.now() - start);
  }
  return latencies;
}

async function updates(count: number): Promise<{ p50: number; p99: number }> {
  return withFolder(async (dir) => {
    await writeCollectionFile(dir, count);
    const opened = await openStore(dir);
    const latencies = await sequentialUpdates(opened.collection, count, UPDATES);
    await closeStore(opened);
    return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  });
}

/**
 * Update latency while a compaction rewrites the collection file (largest size only):
 * updates run back to back until the compaction is done.
 */
async function updatesDuringCompaction(count: number): Promise<{ p99: number; max: number }> {
  return withFolder(async (dir) => {
    await writeCollectionFile(dir, count);
    const opened = await openStore(dir);
    const compact = (opened.store as unknown as { compact?: () => Promise<void> }).compact;
    if (typeof compact !== 'function') {
      await closeStore(opened);
      return { p99: NaN, max: NaN };
    }
    await sequentialUpdates(opened.collection, count, 50);
    let done = false;
    const compaction = compact.call(opened.store).then(() => (done = true));
    const latencies: number[] = [];
    const ids = records(count).map((record) => record.id);
    for (let i = 0; !done; i++) {
      const start = performance.now();
      await opened.collection.update(ids[(i * 31) % count], { rating: i % 5 });
      latencies.push(performance.now() - start);
    }
    await compaction;
    await closeStore(opened);
    return { p99: percentile(latencies, 99), max: Math.max(...latencies) };
  });
}

/** Opening (reading, parsing, checking, freezing) a file of `count` records; median of 5. */
async function openTime(count: number): Promise<{ ms: number; fileMb: number }> {
  return withFolder(async (dir) => {
    const bytes = await writeCollectionFile(dir, count);
    const times: number[] = [];
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      collectGarbage();
      const start = performance.now();
      const opened = await openStore(dir);
      times.push(performance.now() - start);
      if (opened.collection.count() !== count) throw new Error('records went missing');
      await closeStore(opened);
    }
    return { ms: median(times), fileMb: bytes / 2 ** 20 };
  });
}

interface MemoryProbe {
  rssMb: number;
  heapUsedMb: number;
  heapDeltaMb: number;
}

/** Memory after loading `count` records, measured in a fresh process after a full GC. */
async function memoryAfterLoad(count: number): Promise<MemoryProbe> {
  return withFolder(async (dir) => {
    await writeCollectionFile(dir, count);
    const probe = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', __filename, '--probe-memory', dir, String(count)],
      { cwd: root, encoding: 'utf8' },
    );
    if (probe.status !== 0) throw new Error(`memory probe failed:\n${probe.stderr}`);
    return JSON.parse(probe.stdout.trim().split('\n').pop() ?? '') as MemoryProbe;
  });
}

/** Runs inside the child started by memoryAfterLoad. */
async function probeMemory(dir: string, count: number): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run the memory probe with --expose-gc');
  const mb = (bytes: number) => bytes / 2 ** 20;
  gc();
  const before = process.memoryUsage();
  const opened = await openStore(dir);
  gc();
  const after = process.memoryUsage();
  if (opened.collection.count() !== count) throw new Error('records went missing');
  const result: MemoryProbe = {
    rssMb: mb(after.rss),
    heapUsedMb: mb(after.heapUsed),
    heapDeltaMb: mb(after.heapUsed - before.heapUsed),
  };
  await closeStore(opened);
  console.log(JSON.stringify(result));
}

// ---------------------------------------------------------------------------------------
// Report and baseline

interface Metric {
  key: string;
  label: string;
  unit: string;
  better: 'lower' | 'higher';
}

const short = (count: number) => `${count / 1_000}k`;

function metricsFor(count: number): Metric[] {
  const k = short(count);
  return [
    {
      key: `insert1000Into${k}Ms`,
      label: `${k}: 1,000 concurrent inserts, total`,
      unit: 'ms',
      better: 'lower',
    },
    {
      key: `insertInto${k}OpsPerSec`,
      label: `${k}: concurrent inserts`,
      unit: 'ops/s',
      better: 'higher',
    },
    { key: `update${k}P50Ms`, label: `${k}: sequential update, p50`, unit: 'ms', better: 'lower' },
    { key: `update${k}P99Ms`, label: `${k}: sequential update, p99`, unit: 'ms', better: 'lower' },
    { key: `open${k}Ms`, label: `${k}: open`, unit: 'ms', better: 'lower' },
    { key: `rss${k}Mb`, label: `${k}: RSS after loading`, unit: 'MB', better: 'lower' },
    { key: `heapUsed${k}Mb`, label: `${k}: heap used after loading`, unit: 'MB', better: 'lower' },
    {
      key: `heapDelta${k}Mb`,
      label: `${k}: heap taken by the records`,
      unit: 'MB',
      better: 'lower',
    },
  ];
}

function compactionMetrics(count: number): Metric[] {
  const k = short(count);
  return [
    {
      key: `update${k}DuringCompactionP99Ms`,
      label: `${k}: update during a compaction, p99`,
      unit: 'ms',
      better: 'lower',
    },
    {
      key: `update${k}DuringCompactionMaxMs`,
      label: `${k}: update during a compaction, max`,
      unit: 'ms',
      better: 'lower',
    },
  ];
}

function allMetrics(): Metric[] {
  return [...SIZES.flatMap(metricsFor), ...compactionMetrics(SIZES[SIZES.length - 1])];
}

/** A number is "worse by more than 50%" when it costs more than 1.5 times the baseline. */
const WARN_RATIO = 1.5;

type Metrics = Record<string, number>;

interface Baseline {
  recordedAt: string;
  environment: Record<string, string | number>;
  metrics: Metrics;
}

function environment(): Record<string, string | number> {
  const cpu = cpus();
  return {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: `${cpu.length} x ${cpu[0]?.model ?? 'unknown'}`,
    recordBytes: Math.round(
      makeApplicants(100).reduce((sum, record) => sum + JSON.stringify(record).length, 0) / 100,
    ),
  };
}

function readBaseline(): Baseline | undefined {
  if (!existsSync(baselineFile)) return undefined;
  return JSON.parse(readFileSync(baselineFile, 'utf8')) as Baseline;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** How much more the current number costs than the baseline: 1.5 means 50% worse. */
function costRatio(metric: Metric, current: number, baseline: number): number {
  return metric.better === 'lower' ? current / baseline : baseline / current;
}

function report(metrics: Metrics, baseline: Baseline | undefined): void {
  const METRICS = allMetrics().filter((metric) => metrics[metric.key] !== undefined);
  const rows = METRICS.map((metric) => {
    const value = metrics[metric.key];
    const before = baseline?.metrics[metric.key];
    const change =
      before === undefined
        ? ''
        : `${value >= before ? '+' : ''}${round(((value - before) / before) * 100)}%`;
    return [
      metric.label,
      metric.unit,
      String(round(value)),
      before === undefined ? '-' : String(before),
      change,
    ];
  });
  const header = ['metric', 'unit', 'now', 'baseline', 'change'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));

  if (!baseline) {
    console.log('\nNo bench/baseline.json yet: run with --update-baseline to record one.');
    return;
  }
  console.log(
    `\nBaseline recorded ${baseline.recordedAt} on ${JSON.stringify(baseline.environment)}`,
  );
  for (const metric of METRICS) {
    const before = baseline.metrics[metric.key];
    if (before === undefined || Number.isNaN(metrics[metric.key])) continue;
    const ratio = costRatio(metric, metrics[metric.key], before);
    if (ratio > WARN_RATIO) {
      console.warn(
        `WARNING: ${metric.label} is ${round((ratio - 1) * 100)}% worse than the baseline ` +
          `(${round(metrics[metric.key])} ${metric.unit} vs ${before} ${metric.unit})`,
      );
    }
  }
}

/** How the cost of one write grows with the data: 10k/1k and 50k/1k. */
function ratios(metrics: Metrics): void {
  const [smallest, ...larger] = SIZES;
  if (larger.length === 0) return;
  const rows: [string, (k: string) => string][] = [
    ['sequential update, p50', (k) => `update${k}P50Ms`],
    ['sequential update, p99', (k) => `update${k}P99Ms`],
    ['1,000 concurrent inserts', (k) => `insert1000Into${k}Ms`],
  ];
  console.log('\nCost of a write as the data grows (1.0 = as cheap as with the smallest):');
  for (const [label, key] of rows) {
    const base = metrics[key(short(smallest))];
    const parts = larger.map(
      (count) => `${short(count)}/${short(smallest)} ${round(metrics[key(short(count))] / base)}x`,
    );
    console.log(`  ${label.padEnd(26)} ${parts.join('   ')}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const probeAt = args.indexOf('--probe-memory');
  if (probeAt !== -1) return probeMemory(args[probeAt + 1], Number(args[probeAt + 2]));
  // The store's own messages (seeding, compaction) would clutter the table.
  Logger.overrideLogger(['error']);

  const env = environment();
  console.log(`Store benchmark: ${env.node}, ${env.platform}, ${env.cpus}`);
  console.log(`Records of ${env.recordBytes} bytes (JSON), temp folder under ${tmpdir()}`);
  console.log(`Sizes ${SIZES.join(', ')}; ${UPDATES} sequential updates per size\n`);

  const metrics: Metrics = {};
  const fileMb: string[] = [];
  for (const count of SIZES) {
    const k = short(count);
    const started = performance.now();
    const open = await openTime(count);
    const insertMs = await concurrentInserts(count);
    const update = await updates(count);
    const memory = await memoryAfterLoad(count);
    Object.assign(metrics, {
      [`insert1000Into${k}Ms`]: insertMs,
      [`insertInto${k}OpsPerSec`]: 1_000 / (insertMs / 1_000),
      [`update${k}P50Ms`]: update.p50,
      [`update${k}P99Ms`]: update.p99,
      [`open${k}Ms`]: open.ms,
      [`rss${k}Mb`]: memory.rssMb,
      [`heapUsed${k}Mb`]: memory.heapUsedMb,
      [`heapDelta${k}Mb`]: memory.heapDeltaMb,
    });
    fileMb.push(`${k} ${round(open.fileMb)} MB`);
    console.log(`measured ${k} in ${round((performance.now() - started) / 1_000)} s`);
  }
  const largest = SIZES[SIZES.length - 1];
  const during = await updatesDuringCompaction(largest);
  metrics[`update${short(largest)}DuringCompactionP99Ms`] = during.p99;
  metrics[`update${short(largest)}DuringCompactionMaxMs`] = during.max;
  console.log('');
  report(metrics, readBaseline());
  console.log(`(collection files: ${fileMb.join(', ')})`);
  ratios(metrics);

  if (args.includes('--update-baseline')) {
    const baseline: Baseline = {
      recordedAt: new Date().toISOString(),
      environment: env,
      metrics: Object.fromEntries(
        allMetrics()
          .filter(({ key }) => Number.isFinite(metrics[key]))
          .map(({ key }) => [key, round(metrics[key])]),
      ),
    };
    writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
    console.log(`\nBaseline written to ${baselineFile}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
