/**
 * What seeding costs, as the API tests pay it: a store over a new temp data folder opens
 * every registered collection (seeding each, its sample files written too), and then a
 * copy of that seeded folder (what every later test app starts from). The first seeding
 * of a process also pays for loading faker and warming up; later ones show what each
 * further store in the same process costs. CPU time (user and system) is shown beside
 * the clock: steadier on a busy machine.
 *
 *   npx tsx bench/seed.bench.ts [--runs 10]
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Logger } from '@nestjs/common';
import { seedsFor, SEEDS, type SeedContext } from '../server/src/store/seed';
import { StoreService } from '../server/src/store/store.service';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 10;

interface Cost {
  wall: number;
  cpu: number;
}

/** The clock and the CPU time `work` takes. */
async function measure(work: () => unknown): Promise<Cost> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

async function seedOnce(): Promise<{ seed: Cost; copy: Cost }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'seed-bench-'));
  const context: SeedContext = {
    dataDir,
    admin: {
      email: 'admin@example.test',
      password: 'a long enough password',
      oneTimePassword: false,
    },
    // The cost the API tests use; the real one is the configured cost.
    passwordHashCost: 4,
    invoiceCurrencyPerPoint: 10,
  };
  const seed = await measure(async () => {
    const store = new StoreService({ dataDir, onStart: 'open', seeds: seedsFor(context) });
    for (const name of Object.keys(SEEDS)) await store.open(store.collection({ name }));
    await store.close();
  });
  const copyDir = `${dataDir}-copy`;
  const copy = await measure(() => cpSync(dataDir, copyDir, { recursive: true }));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(copyDir, { recursive: true, force: true });
  return { seed, copy };
}

async function main(): Promise<void> {
  Logger.overrideLogger(false);
  const first = await seedOnce();
  const later: Awaited<ReturnType<typeof seedOnce>>[] = [];
  for (let run = 0; run < RUNS; run += 1) later.push(await seedOnce());
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const show = (cost: Cost) => `${cost.wall.toFixed(0)} ms (CPU ${cost.cpu.toFixed(0)} ms)`;
  const medianOf = (pick: (one: (typeof later)[number]) => Cost) =>
    show({
      wall: median(later.map((one) => pick(one).wall)),
      cpu: median(later.map((one) => pick(one).cpu)),
    });
  console.log(`seeding a whole store, then copying its folder (${RUNS} runs after the first)`);
  console.log(`  first seeding: ${show(first.seed)}`);
  console.log(`  later seedings, median: ${medianOf((one) => one.seed)}`);
  console.log(`  copies of the seeded folder, median: ${medianOf((one) => one.copy)}`);
}

void main();
