/**
 * Store benchmark: `npx tsx bench/store.bench.ts [--update-baseline]` (or `npm run bench`).
 *
 * Measures the lowdb collection layer over real files in a temp folder: concurrent insert
 * throughput, sequential update latency, load time of a large file and the memory a
 * loaded collection takes. Prints a table, compares it with bench/baseline.json and warns
 * (never fails) on a number more than 50% worse; --update-baseline rewrites the baseline.
 * See bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Collection } from '../server/src/store/collection';
import { defineCollection } from '../server/src/store/entity';

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

async function withFolder<R>(run: (dir: string) => Promise<R>): Promise<R> {
  const dir = await mkdtemp(join(tmpdir(), 'store-bench-'));
  try {
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A collection file already holding `records`, opened. */
async function openWith(dir: string, records: Applicant[]): Promise<Collection<Applicant>> {
  const file = join(dir, `${applicants.name}.json`);
  await writeFile(file, `${JSON.stringify(records, null, 2)}\n`);
  const collection = new Collection(applicants, file);
  await collection.open();
  return collection;
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

const REPEATS = 5;

/** 1,000 concurrent single inserts into a collection of 1,000 records; median of 5. */
async function concurrentInserts(): Promise<{ ms: number; opsPerSec: number }> {
  const times: number[] = [];
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    const ms = await withFolder(async (dir) => {
      const collection = await openWith(dir, makeApplicants(1_000));
      const fresh = makeApplicants(1_000, 1_000);
      const start = performance.now();
      await Promise.all(fresh.map((record) => collection.insert(record)));
      const elapsed = performance.now() - start;
      if (collection.count() !== 2_000) throw new Error('inserts went missing');
      return elapsed;
    });
    times.push(ms);
  }
  const ms = median(times);
  return { ms, opsPerSec: 1_000 / (ms / 1_000) };
}

/** 200 sequential updates (each awaited) in a collection of 1,000 records, after 20 warm-ups. */
async function sequentialUpdates(): Promise<{ p50: number; p95: number }> {
  return withFolder(async (dir) => {
    const collection = await openWith(dir, makeApplicants(1_000));
    const latencies: number[] = [];
    for (let i = 0; i < 220; i++) {
      const id = collection.list()[(i * 37) % 1_000].id;
      const start = performance.now();
      await collection.update(id, { rating: i % 5, updatedAt: new Date().toISOString() });
      if (i >= 20) latencies.push(performance.now() - start);
    }
    return { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
  });
}

/** Opening (reading, parsing, validating, freezing) a 10,000-record file; median of 5. */
async function openLarge(): Promise<{ ms: number; fileMb: number }> {
  return withFolder(async (dir) => {
    const file = join(dir, `${applicants.name}.json`);
    const text = `${JSON.stringify(makeApplicants(10_000), null, 2)}\n`;
    await writeFile(file, text);
    const times: number[] = [];
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      const collection = new Collection(applicants, file);
      const start = performance.now();
      await collection.open();
      times.push(performance.now() - start);
      if (collection.count() !== 10_000) throw new Error('records went missing');
    }
    return { ms: median(times), fileMb: Buffer.byteLength(text) / 2 ** 20 };
  });
}

interface MemoryProbe {
  rssMb: number;
  heapUsedMb: number;
  heapDeltaMb: number;
}

/** Memory after loading 10,000 records, measured in a fresh process after a full GC. */
async function memoryAfterLoad(): Promise<MemoryProbe> {
  return withFolder(async (dir) => {
    const file = join(dir, `${applicants.name}.json`);
    await writeFile(file, `${JSON.stringify(makeApplicants(10_000), null, 2)}\n`);
    const probe = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', __filename, '--probe-memory', file],
      { cwd: root, encoding: 'utf8' },
    );
    if (probe.status !== 0) throw new Error(`memory probe failed:\n${probe.stderr}`);
    return JSON.parse(probe.stdout.trim().split('\n').pop() ?? '') as MemoryProbe;
  });
}

/** Runs inside the child started by memoryAfterLoad. */
async function probeMemory(file: string): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run the memory probe with --expose-gc');
  const mb = (bytes: number) => bytes / 2 ** 20;
  gc();
  const before = process.memoryUsage();
  const collection = new Collection(applicants, file);
  await collection.open();
  gc();
  const after = process.memoryUsage();
  if (collection.count() !== 10_000) throw new Error('records went missing');
  const result: MemoryProbe = {
    rssMb: mb(after.rss),
    heapUsedMb: mb(after.heapUsed),
    heapDeltaMb: mb(after.heapUsed - before.heapUsed),
  };
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

const METRICS: Metric[] = [
  { key: 'insert1000Ms', label: '1,000 concurrent inserts, total', unit: 'ms', better: 'lower' },
  {
    key: 'insert1000OpsPerSec',
    label: '1,000 concurrent inserts',
    unit: 'ops/s',
    better: 'higher',
  },
  { key: 'updateP50Ms', label: 'sequential update, p50', unit: 'ms', better: 'lower' },
  { key: 'updateP95Ms', label: 'sequential update, p95', unit: 'ms', better: 'lower' },
  { key: 'open10kMs', label: 'open a 10,000-record file', unit: 'ms', better: 'lower' },
  { key: 'rss10kMb', label: 'RSS after loading 10,000', unit: 'MB', better: 'lower' },
  { key: 'heapUsed10kMb', label: 'heap used after loading 10,000', unit: 'MB', better: 'lower' },
  { key: 'heapDelta10kMb', label: 'heap taken by 10,000 records', unit: 'MB', better: 'lower' },
];

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
    if (before === undefined) continue;
    const ratio = costRatio(metric, metrics[metric.key], before);
    if (ratio > WARN_RATIO) {
      console.warn(
        `WARNING: ${metric.label} is ${round((ratio - 1) * 100)}% worse than the baseline ` +
          `(${round(metrics[metric.key])} ${metric.unit} vs ${before} ${metric.unit})`,
      );
    }
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const probeAt = args.indexOf('--probe-memory');
  if (probeAt !== -1) return probeMemory(args[probeAt + 1]);

  const env = environment();
  console.log(`Store benchmark: ${env.node}, ${env.platform}, ${env.cpus}`);
  console.log(`Records of ${env.recordBytes} bytes (JSON), temp folder under ${tmpdir()}\n`);

  const inserts = await concurrentInserts();
  const updates = await sequentialUpdates();
  const open = await openLarge();
  const memory = await memoryAfterLoad();
  const metrics: Metrics = {
    insert1000Ms: inserts.ms,
    insert1000OpsPerSec: inserts.opsPerSec,
    updateP50Ms: updates.p50,
    updateP95Ms: updates.p95,
    open10kMs: open.ms,
    rss10kMb: memory.rssMb,
    heapUsed10kMb: memory.heapUsedMb,
    heapDelta10kMb: memory.heapDeltaMb,
  };
  report(metrics, readBaseline());
  console.log(`(10,000-record file: ${round(open.fileMb)} MB)`);

  if (args.includes('--update-baseline')) {
    const baseline: Baseline = {
      recordedAt: new Date().toISOString(),
      environment: env,
      metrics: Object.fromEntries(METRICS.map(({ key }) => [key, round(metrics[key])])),
    };
    writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
    console.log(`\nBaseline written to ${baselineFile}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
