/**
 * Summary board benchmark: `npx tsx bench/summary.bench.ts [--requests 50]`.
 *
 * Times GET /api/summary (the tablero's one endpoint, this year's figures for an admin,
 * so both programmes) on the built product: first over the seeded data, then after the
 * store has been given 50,000 applications with their stage histories. Goals: under
 * 50 ms on the seeded data, under 200 ms at 50,000 applications (the median). Requests
 * are sent one at a time: this is the time a person waits, not throughput.
 */
import { randomUUID } from 'node:crypto';
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type {
  Application,
  ApplicationStage,
} from '../server/src/modules/applications/application.types';
import { defineCollection } from '../server/src/store/entity';
import { StoreService } from '../server/src/store/store.service';
import { root, signInAsAdmin, startProduct, stop } from './support/product';

const requestsArg = process.argv.indexOf('--requests');
const REQUESTS = requestsArg > 0 ? Number(process.argv[requestsArg + 1]) : 50;
const APPLICATIONS = 50_000;
const GOALS_MS = { seeded: 50, large: 200 };
const STAGES: ApplicationStage[] = ['applied', 'screening', 'interview', 'offer', 'hired'];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(origin: string, token: string): Promise<{ median: number; p95: number }> {
  const url = `${origin}/api/summary?period=this-year`;
  const headers = { Authorization: `Bearer ${token}` };
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS + 5; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /api/summary answered ${response.status}`);
    // The first few warm the JIT and caches.
    if (i >= 5) samples.push(performance.now() - started);
  }
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** 50,000 applications over the last year, each with the stages it went through. */
async function addApplications(dataDir: string): Promise<void> {
  const store = new StoreService({ dataDir, onStart: 'open' });
  const applications = store.collection(defineCollection<Application>({ name: 'applications' }));
  const vacancies = store.collection(defineCollection<{ id: string }>({ name: 'vacancies' }));
  await store.open(applications);
  await store.open(vacancies);
  const vacancyIds = vacancies.list().map((vacancy) => vacancy.id);
  const now = Date.now();
  const made: Application[] = [];
  for (let n = 0; n < APPLICATIONS; n += 1) {
    const createdAt = now - ((n * 7919) % 365) * 86_400_000 - (n % 86_400) * 1000;
    const furthest = n % STAGES.length;
    const history = STAGES.slice(0, furthest + 1).map((stage, at) => ({
      stage,
      at: new Date(createdAt + at * 3 * 86_400_000).toISOString(),
      by: 'bench',
    }));
    made.push({
      id: randomUUID(),
      vacancyId: vacancyIds[n % vacancyIds.length],
      applicantId: randomUUID(),
      stage: history[history.length - 1].stage,
      rating: n % 6,
      history,
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: history[history.length - 1].at,
    });
  }
  await applications.replaceAll([...applications.list(), ...made]);
  await store.close({ compact: true });
}

function report(name: string, figures: { median: number; p95: number }, goal: number): void {
  const verdict = figures.median <= goal ? 'within' : 'WARNING: over';
  console.log(
    `${name.padEnd(36)} median ${figures.median.toFixed(1).padStart(6)} ms   p95 ${figures.p95
      .toFixed(1)
      .padStart(6)} ms   (${verdict} the goal of ${goal} ms)`,
  );
}

async function main(): Promise<void> {
  execSync('npx tsx scripts/ensure-build.ts', { cwd: root, stdio: 'inherit' });
  const folder = await mkdtemp(join(tmpdir(), 'talento-summary-bench-'));
  const dataDir = join(folder, 'data');
  try {
    let product = await startProduct(dataDir);
    const seeded = await time(product.origin, await signInAsAdmin(product.origin));
    await stop(product.child);

    await addApplications(dataDir);
    product = await startProduct(dataDir);
    const large = await time(product.origin, await signInAsAdmin(product.origin));
    await stop(product.child);

    console.log(
      `GET /api/summary?period=this-year, ${REQUESTS} requests one at a time, Node ${process.version}\n`,
    );
    report('seeded data', seeded, GOALS_MS.seeded);
    report(`with ${APPLICATIONS.toLocaleString('en')} more applications`, large, GOALS_MS.large);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
