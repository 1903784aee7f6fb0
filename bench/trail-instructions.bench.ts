/**
 * Trail instructions benchmark (one of `npm run bench`; needs valgrind):
 * `npx tsx bench/trail-instructions.bench.ts [--servers 2] [--warm-up 5000] [--count 1000]
 * [--by-function]`.
 *
 * What the audit trail costs an applicant's PATCH in instructions of the server's main
 * thread, which a busy server's throughput is bound by: counted by valgrind's callgrind,
 * not timed, so the figure holds whatever else the machine is doing. `--servers` servers
 * of the built product without the trail (the preload of observability.bench.ts) and as
 * many with it, one at a time, each over a copy of one seeded data folder, started as
 * production starts them under callgrind with counting off. Each is warmed up with
 * `--warm-up` PATCHes (10 connections), then counts `--count` more.
 *
 * Counted as they come, two servers of one build differed by 3% and more: V8 compiles
 * and collects on helper threads meanwhile, which valgrind runs one at a time, so each
 * process's main thread did a share of its own. So V8 runs `--predictable` here (all of
 * its work on the main thread, in an order that does not depend on time), and the
 * optimizing compiler's instructions are left out: under valgrind it still compiles
 * after 20,000 PATCHes, where a server outside valgrind has settled by then
 * (`--trace-opt`). What is left is the requests' own work and its garbage collection.
 * Servers of one kind still differ a little (the trail's batches follow the clock), so
 * the report gives the spread beside the difference. `--by-function` also lists the
 * functions whose own instructions differ most, V8's code named from its perf map.
 * Only loopback addresses are used; every run stops by itself. See bench/README.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PRODUCTION_NODE_FLAGS, SERVER_ENTRY } from '../scripts/production-start';
import { applicantPatches, firstApplicantId } from './support/applicant-patches';
import {
  freePort,
  HOST,
  productEnv,
  root,
  signInAsAdmin,
  start,
  startProduct,
  stop,
  waitFor,
  WITHOUT_TRAIL,
} from './support/product';
import { numberArg } from './support/args';
import { selfCountsByFunction } from './support/callgrind-functions';

const SERVERS = numberArg('--servers', 2);
const WARM_UP = numberArg('--warm-up', 5_000);
const COUNT = numberArg('--count', 1_000);
/** Also print where the difference goes, function by function (V8's perf map names its code). */
const BY_FUNCTION = process.argv.includes('--by-function');
const CONNECTIONS = 10;
/** A start under valgrind takes about 30 s here, counting off. */
const START_TIMEOUT_MS = 300_000;

/**
 * valgrind names the pipe callgrind_control talks through after USER and HOST: both the
 * server (whose HOST is the address it listens on) and the control see the same ones.
 */
const CONTROL_ENV = { ...process.env, USER: process.env.USER || 'bench', HOST };

type Kind = 'without' | 'with';

interface Count {
  kind: Kind;
  /** Instructions a PATCH on the main thread, the optimizing compiler's left out. */
  main: number;
  /** The optimizing compiler's, which a longer warm-up would have left behind. */
  compiler: number;
  /** With --by-function: each function's own instructions a PATCH. */
  byFunction?: Map<string, number>;
}

function hasValgrind(): boolean {
  return spawnSync('valgrind', ['--version']).status === 0;
}

function callgrindControl(pid: number, ...args: string[]): void {
  execFileSync('callgrind_control', [...args, String(pid)], { env: CONTROL_ENV, stdio: 'ignore' });
}

/**
 * The main thread's instructions in the first dump (`callgrind.<pid>.1-01`), and of them
 * the compiler's: what the runtime's compile calls took, callees included.
 */
function mainThreadCounts(folder: string, pid: number): { total: number; compiler: number } {
  const dump = join(folder, `callgrind.${pid}.1-01`);
  const annotated = execFileSync(
    'callgrind_annotate',
    ['--inclusive=yes', '--threshold=100', dump],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const total = /^\s*([\d,]+) \S*\s+PROGRAM TOTALS/m.exec(annotated);
  if (!total) throw new Error(`callgrind_annotate found no totals in ${dump}`);
  let compiler = 0;
  for (const [, count] of annotated.matchAll(
    /^\s*([\d,]+) .*v8::internal::Runtime_Compile\w*\(/gm,
  )) {
    compiler += countOf(count);
  }
  return { total: countOf(total[1]), compiler };
}

const countOf = (digits: string) => Number(digits.replaceAll(',', ''));

async function countOne(kind: Kind, seeded: string, folder: string): Promise<Count> {
  const dataDir = join(folder, `${kind}-${Date.now()}`);
  await cp(seeded, dataDir, { recursive: true });
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const child = start(
    'valgrind',
    [
      '--tool=callgrind',
      '--quiet',
      '--instr-atstart=no',
      '--separate-threads=yes',
      `--callgrind-out-file=${join(folder, 'callgrind.%p')}`,
      process.execPath,
      ...PRODUCTION_NODE_FLAGS,
      '--predictable',
      ...(BY_FUNCTION ? ['--perf-basic-prof'] : []),
      ...(kind === 'without' ? WITHOUT_TRAIL : []),
      SERVER_ENTRY,
    ],
    productEnv(port, dataDir, { USER: CONTROL_ENV.USER }),
  );
  try {
    await waitFor(`${origin}/api/health`, START_TIMEOUT_MS);
    const token = await signInAsAdmin(origin);
    const patches = applicantPatches(origin, token, await firstApplicantId(origin, token));
    const drive = async (amount: number) => {
      const result = await autocannon({ ...patches, connections: CONNECTIONS, amount });
      if (result.errors + result.non2xx > 0) throw new Error(`${kind}: PATCHes failed`);
    };
    await drive(WARM_UP);
    const pid = child.pid!;
    callgrindControl(pid, '--instr=on');
    await drive(COUNT);
    callgrindControl(pid, '--instr=off');
    callgrindControl(pid, '--dump=counted');
    const { total, compiler } = mainThreadCounts(folder, pid);
    const byFunction = BY_FUNCTION ? perPatch(functionCounts(folder, pid)) : undefined;
    return { kind, main: (total - compiler) / COUNT, compiler: compiler / COUNT, byFunction };
  } finally {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
    if (BY_FUNCTION && child.pid) await rm(perfMapOf(child.pid), { force: true });
  }
}

/** Node writes its perf map under /tmp whatever TMPDIR says. */
const perfMapOf = (pid: number) => `/tmp/perf-${pid}.map`;

function functionCounts(folder: string, pid: number): Map<string, number> {
  return selfCountsByFunction(join(folder, `callgrind.${pid}.1-01`), perfMapOf(pid));
}

function perPatch(counts: Map<string, number>): Map<string, number> {
  return new Map([...counts].map(([name, count]) => [name, count / COUNT]));
}

const thousands = (value: number) => `${(value / 1000).toFixed(1)}k`;

/** The functions whose own instructions differ most between the kinds (means a PATCH). */
function reportByFunction(counts: Count[], shown = 30): void {
  const meanOf = (kind: Kind) => {
    const ofKind = counts.filter((one) => one.kind === kind);
    const sums = new Map<string, number>();
    for (const { byFunction } of ofKind) {
      for (const [name, count] of byFunction ?? []) sums.set(name, (sums.get(name) ?? 0) + count);
    }
    return new Map([...sums].map(([name, sum]) => [name, sum / ofKind.length]));
  };
  const [without, withTrail] = [meanOf('without'), meanOf('with')];
  const names = new Set([...without.keys(), ...withTrail.keys()]);
  const differences = [...names]
    .map((name) => ({ name, added: (withTrail.get(name) ?? 0) - (without.get(name) ?? 0) }))
    .sort((a, b) => Math.abs(b.added) - Math.abs(a.added));
  console.log(
    `\nWhere it goes, function by function (the ${shown} largest differences a PATCH, compiler included):`,
  );
  for (const { name, added } of differences.slice(0, shown)) {
    console.log(`${(added >= 0 ? '+' : '') + thousands(added)}`.padStart(9), name.slice(0, 140));
  }
}

function report(counts: Count[]): void {
  const main = (kind: Kind) => counts.filter((one) => one.kind === kind).map((one) => one.main);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
  const [without, withTrail] = [main('without'), main('with')];
  const added = mean(withTrail) - mean(without);
  const noise =
    SERVERS > 1
      ? ` Servers of one kind differ by up to ${thousands(Math.max(spread(without), spread(withTrail)))}.`
      : '';
  console.log(
    `\nThe trail adds ${thousands(added)} instructions a PATCH on the main thread: ` +
      `${((added / mean(without)) * 100).toFixed(1)}% of ${thousands(mean(without))} ` +
      `(${SERVERS > 1 ? `means of ${SERVERS} servers each` : 'one server each'}).${noise}`,
  );
}

async function main(): Promise<void> {
  if (!hasValgrind()) {
    console.log(
      'valgrind is not installed: this benchmark needs it (Debian: apt-get install valgrind).',
    );
    return;
  }
  execFileSync('npx', ['tsx', 'scripts/ensure-build.ts'], { cwd: root, stdio: 'inherit' });
  const folder = await mkdtemp(join(tmpdir(), 'talento-trail-instructions-'));
  try {
    const seeded = join(folder, 'seeded');
    await stop((await startProduct(seeded)).child);
    console.log(
      `${SERVERS} servers of each kind, one at a time under callgrind: ${WARM_UP} PATCHes to warm up, ${COUNT} counted, ${CONNECTIONS} connections, Node ${process.version}\n`,
    );
    const counts: Count[] = [];
    for (let server = 0; server < SERVERS; server++) {
      // Either kind first in turn: neither always starts on a machine the other warmed.
      const kinds: Kind[] = server % 2 === 0 ? ['without', 'with'] : ['with', 'without'];
      for (const kind of kinds) {
        const count = await countOne(kind, seeded, folder);
        counts.push(count);
        console.log(
          `${kind.padEnd(8)} the trail: ${thousands(count.main)} instructions a PATCH on the main thread (and ${thousands(count.compiler)} compiling)`,
        );
      }
    }
    report(counts);
    if (BY_FUNCTION) reportByFunction(counts);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
