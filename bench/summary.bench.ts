/**
 * Summary board benchmark: `npx tsx bench/summary.bench.ts [--requests 50]`.
 *
 * Times GET /api/summary (the tablero's one endpoint, this year's figures for an admin,
 * so both programmes) on the built product: first over the seeded data, then after the
 * store has been given 50,000 applications with their stage histories. Goals: under
 * 50 ms on the seeded data, under 200 ms at 50,000 applications (the median). Requests
 * are sent one at a time: this is the time a person waits, not throughput.
 */
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { addApplications } from './support/applications';
import { root, signInAsAdmin, startProduct, stop } from './support/product';

const requestsArg = process.argv.indexOf('--requests');
const REQUESTS = requestsArg > 0 ? Number(process.argv[requestsArg + 1]) : 50;
const APPLICATIONS = 50_000;
const GOALS_MS = { seeded: 50, large: 200 };

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

    await addApplications(dataDir, APPLICATIONS);
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
