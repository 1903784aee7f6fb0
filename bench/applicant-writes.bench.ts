/**
 * Applicant writes as the collection grows: `npx tsx bench/applicant-writes.bench.ts
 * [--sizes 1000,10000,50000] [--requests 200]`.
 *
 * For each size, the built product over its seeded data plus that many applicants (each
 * with an e-mail and an identity document, both unique): `--requests` PATCHes of one
 * applicant's city, then as many new applicants created, one request at a time, each
 * fsynced before its answer. Both check that no other applicant holds the e-mail or the
 * document. Prints the median and p99 of each and their ratio to the smallest size. Goal:
 * a write at the largest size takes at most twice as long as at the smallest.
 */
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { addApplicants } from './support/applicants';
import { root, signInAsAdmin, startProduct, stop } from './support/product';
import { argOf, numberArg } from './support/args';

const SIZES = (argOf('--sizes') ?? '1000,10000,50000').split(',').map(Number);
const REQUESTS = numberArg('--requests', 200);
const GOAL_RATIO = 2;

interface Timings {
  median: number;
  p99: number;
}

function timings(values: number[]): Timings {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return { median: at(0.5), p99: at(0.99) };
}

/** Sends each request in turn and answers how long each took, in ms; any failure throws. */
async function timeEach(count: number, send: (n: number) => Promise<Response>): Promise<number[]> {
  const taken: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    const response = await send(n);
    taken.push(performance.now() - started);
    if (!response.ok) throw new Error(`request ${n}: ${response.status} ${await response.text()}`);
  }
  return taken;
}

async function measure(size: number): Promise<{ patch: Timings; create: Timings }> {
  const folder = await mkdtemp(join(tmpdir(), 'talento-applicant-writes-'));
  const dataDir = join(folder, 'data');
  try {
    // Seeded by the product's first start, then given the applicants while stopped.
    await stop((await startProduct(dataDir)).child);
    const ids = await addApplicants(dataDir, size);
    const product = await startProduct(dataDir);
    try {
      const token = await signInAsAdmin(product.origin);
      const send = (method: string, path: string, body: unknown) =>
        fetch(`${product.origin}${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      const patch = await timeEach(REQUESTS, (n) =>
        send('PATCH', `/api/applicants/${ids[(n * 7919) % ids.length]}`, {
          city: n % 2 === 0 ? 'Cusco' : 'Lima',
        }),
      );
      const create = await timeEach(REQUESTS, (n) =>
        send('POST', '/api/applicants', {
          firstName: 'Nueva',
          lastName: `Persona ${n}`,
          email: `bench.new.${n}@example.com`,
          documentId: `NEW${String(n).padStart(8, '0')}`,
          consent: true,
        }),
      );
      return { patch: timings(patch), create: timings(create) };
    } finally {
      await stop(product.child);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  execSync('npx tsx scripts/ensure-build.ts', { cwd: root, stdio: 'inherit' });
  console.log(`${REQUESTS} requests of each kind, one at a time, Node ${process.version}\n`);
  const results: { size: number; patch: Timings; create: Timings }[] = [];
  for (const size of SIZES) {
    results.push({ size, ...(await measure(size)) });
  }
  const smallest = results[0];
  let met = true;
  console.log('applicants | PATCH median / p99 (ms) | POST median / p99 (ms) | median vs smallest');
  for (const { size, patch, create } of results) {
    const ratios = [patch.median / smallest.patch.median, create.median / smallest.create.median];
    met &&= ratios.every((ratio) => ratio <= GOAL_RATIO);
    console.log(
      `${size.toLocaleString('en').padStart(10)} | ` +
        `${patch.median.toFixed(2)} / ${patch.p99.toFixed(2)}`.padEnd(23) +
        ` | ${create.median.toFixed(2)} / ${create.p99.toFixed(2)}`.padEnd(25) +
        ` | ${ratios.map((ratio) => `${ratio.toFixed(2)}x`).join(', ')}`,
    );
  }
  console.log(
    met
      ? `\nGoal met: at most ${GOAL_RATIO}x the smallest size's median.`
      : `\nWARNING: a write's median grew more than ${GOAL_RATIO}x with the collection.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
