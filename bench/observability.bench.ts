/**
 * Observability benchmark (one of `npm run bench`):
 * `npx tsx bench/observability.bench.ts [--duration 3] [--pairs 10] [--control | --only metrics|trail]`.
 *
 * What the Prometheus metrics and the audit trail cost a request: two servers of the built
 * product, side by side, each over a seeded data folder of its own. "Without" has no
 * METRICS_PORT (no hook, no registry) and the audit trail taken out of the request path by
 * a preload (bench/support/without-audit.cjs; the product has no such setting); "with" has
 * both, its metrics scraped every 5 s meanwhile (a busy Prometheus; its default is 15 s).
 * autocannon drives one server at a time (50 connections), the two in turn: the paged
 * applicant list (metrics only), one applicant read and one applicant's PATCH (each also
 * appends an audit entry; the PATCH's is durable before it answers). Driven at once, two servers and
 * the driver contend for the machine's cores and the scheduler favours one of them for
 * seconds at a time: two identical servers gave rounds from 0.68 to 1.47 that way.
 *
 * The unit of the comparison is a pair of new processes, not a round: of two processes of
 * the same build over the same seeded data, one answered 12% more PATCHes a second than
 * the other, round after round for minutes (2026-12-01). So each of `--pairs` pairs, warmed
 * up first (2 s a route), runs two rounds, each server first once; a pair's ratio is the
 * mean of its two, and the goal (less than 5% fewer requests per second with both on) is
 * read from the median of the pairs' ratios, printed with a distribution-free interval
 * around it. Each server's CPU time per request (Linux's /proc) is printed too, and first,
 * in this process, what the request hook and the store's observer cost per call alone.
 * `--control` runs the second server of each pair as the first (see CONTROL); `--only`
 * gives it the metrics or the trail alone, to tell their costs apart.
 * Only loopback addresses are used; every run stops by itself. See bench/README.md.
 */
import { type ChildProcess, execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { AppMetrics } from '../server/src/common/metrics/app-metrics';
import { applicantPatches, firstApplicantId } from './support/applicant-patches';
import {
  freePort,
  HOST,
  root,
  signInAsAdmin,
  startProduct,
  stop,
  WITHOUT_TRAIL,
} from './support/product';
import { argOf, numberArg } from './support/args';

const CONNECTIONS = 50;
const SCRAPE_EVERY_MS = 5000;
/** Fewer requests per second with metrics and audit on than off, at most (percent). */
const GOAL_PERCENT = 5;

const DURATION_S = numberArg('--duration', 3);
/** Pairs of new server processes; each runs two rounds, either server first once. */
const PAIRS = numberArg('--pairs', 10);
const ROUNDS_PER_PAIR = 2;
/**
 * A control run: the second server of each pair without metrics and trail too, as the
 * first. What its ratios stray from 1 is what the benchmark cannot tell from nothing.
 */
const CONTROL = process.argv.includes('--control');
/** `--only metrics` or `--only trail`: the second server of each pair with that one alone. */
const ONLY = argOf('--only');
if (ONLY !== undefined && ONLY !== 'metrics' && ONLY !== 'trail') {
  throw new Error('--only takes metrics or trail');
}
/** What the second server of each pair runs with. */
const SECOND = {
  metrics: !CONTROL && ONLY !== 'trail',
  trail: !CONTROL && ONLY !== 'metrics',
};
/** What the second server adds, as the report says it. */
const SECOND_PARTS = [SECOND.metrics && 'metrics', SECOND.trail && 'audit']
  .filter(Boolean)
  .join(' and ');
const SECOND_NAME = CONTROL ? 'the second server' : `with ${SECOND_PARTS}`;
/** Each route on each new server before its rounds, not counted (V8 compiles the hot paths). */
const WARM_UP_S = 2;

interface Server {
  name: 'without' | 'with';
  origin: string;
  child: ChildProcess;
  token: string;
  applicantId: string;
}

interface Result {
  requests: number;
  p99: number;
  errors: number;
  /** The server's CPU time per request answered, in microseconds (undefined off Linux). */
  cpuMicros: number | undefined;
}

/** User and system CPU seconds a process has used, from /proc (Linux); undefined elsewhere. */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 1/100 s (USER_HZ).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

async function startServer(
  name: Server['name'],
  folder: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<Server> {
  const { origin, child } = await startProduct(
    join(folder, name),
    { AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_EMAIL: '100000', ...env },
    nodeArgs,
  );
  const token = await signInAsAdmin(origin);
  return { name, origin, child, token, applicantId: await firstApplicantId(origin, token) };
}

/** How many audit entries a server holds (the administrator reads the trail). */
async function auditEntries(server: Server): Promise<number> {
  const response = await fetch(`${server.origin}/api/audit?page=1&size=1`, {
    headers: { Authorization: `Bearer ${server.token}` },
  });
  if (!response.ok) throw new Error(`GET /api/audit answered ${response.status}`);
  return ((await response.json()) as { pagination: { length: number } }).pagination.length;
}

async function drive(
  server: Server,
  options: autocannon.Options,
  duration = DURATION_S,
): Promise<Result> {
  const cpuBefore = cpuSeconds(server.child.pid);
  const result = await autocannon({ connections: CONNECTIONS, duration, ...options });
  const cpuAfter = cpuSeconds(server.child.pid);
  const answered = result.requests.total;
  return {
    requests: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMicros:
      cpuBefore === undefined || cpuAfter === undefined || answered === 0
        ? undefined
        : ((cpuAfter - cpuBefore) / answered) * 1e6,
  };
}

/** What each route sends to a server. */
const ROUTES = {
  'paged applicant list': (server: Server): autocannon.Options => ({
    url: `${server.origin}/api/applicants?page=1&size=10&sort=lastName&order=asc`,
    headers: { Authorization: `Bearer ${server.token}` },
  }),
  'one applicant read (audited)': (server: Server): autocannon.Options => ({
    url: `${server.origin}/api/applicants/${server.applicantId}`,
    headers: { Authorization: `Bearer ${server.token}` },
  }),
  'PATCH one applicant (audited, durable)': (server: Server): autocannon.Options =>
    applicantPatches(server.origin, server.token, server.applicantId),
};
type RouteName = keyof typeof ROUTES;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The narrowest interval of the sorted values that holds their population's median with
 * at least `confidence`, and its exact coverage: [x(k), x(n+1-k)] holds it unless k or
 * more values fall on one side of it, which has the binomial chance of n draws at 1/2.
 */
function medianInterval(values: number[], confidence: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const choose = (k: number) => {
    let result = 1;
    for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
    return result;
  };
  /** Chance that fewer than k of the values fall below the median. */
  const fewerThan = (k: number) => {
    let sum = 0;
    for (let i = 0; i < k; i++) sum += choose(i);
    return sum / 2 ** n;
  };
  const coverage = (k: number) => 1 - 2 * fewerThan(k);
  let k = 1;
  while (k + 1 <= n - k && coverage(k + 1) >= confidence) k += 1;
  return { low: sorted[k - 1], high: sorted[n - k], coverage: coverage(k) };
}

/** "4.2% fewer" or "1.0% more": requests per second with against without, as a ratio. */
function change(ratio: number): string {
  const percent = (1 - ratio) * 100;
  return percent >= 0 ? `${percent.toFixed(1)}% fewer` : `${(-percent).toFixed(1)}% more`;
}

function report(name: string, off: Result[], on: Result[]): number {
  const rate = (results: Result[]) => median(results.map((result) => result.requests));
  const p99 = (results: Result[]) => median(results.map((result) => result.p99));
  const cpuMedian = (results: Result[]) => {
    const each = results.flatMap((result) =>
      result.cpuMicros === undefined ? [] : [result.cpuMicros],
    );
    return each.length ? median(each) : undefined;
  };
  const cpu = (results: Result[]) => {
    const micros = cpuMedian(results);
    return micros === undefined ? '' : `   CPU ${micros.toFixed(0)} µs/request`;
  };
  const errors = (results: Result[]) => results.reduce((sum, result) => sum + result.errors, 0);
  // Each round's servers ran one right after the other: compare them round by round, and
  // each pair of processes by the mean of its rounds.
  const ratios = on.map((result, round) => result.requests / off[round].requests);
  const pairRatios = Array.from(
    { length: ratios.length / ROUNDS_PER_PAIR },
    (_, pair) =>
      ratios
        .slice(pair * ROUNDS_PER_PAIR, (pair + 1) * ROUNDS_PER_PAIR)
        .reduce((sum, ratio) => sum + ratio, 0) / ROUNDS_PER_PAIR,
  );
  const ratio = median(pairRatios);
  const interval = medianInterval(pairRatios, 0.9);
  console.log(name);
  for (const [label, results] of [
    ['without', off],
    ['with', on],
  ] as const) {
    const each = results.map((result) => result.requests.toFixed(0)).join(', ');
    console.log(
      `  ${label.padEnd(12)} ${rate(results).toFixed(0).padStart(6)} req/s (median of ${each})   p99 ${p99(results)} ms${cpu(results)}${
        errors(results) ? `   ${errors(results)} errors` : ''
      }`,
    );
  }
  const total = (results: Result[]) => results.reduce((sum, result) => sum + result.requests, 0);
  console.log(
    `  with/without per round: ${ratios.map((each) => each.toFixed(3)).join(', ')}; whole run ${(total(on) / total(off)).toFixed(3)}`,
  );
  console.log(
    `  with/without per pair: ${pairRatios.map((each) => each.toFixed(3)).join(', ')}; median ${ratio.toFixed(3)}, ${(interval.coverage * 100).toFixed(0)}% interval ${interval.low.toFixed(3)} to ${interval.high.toFixed(3)}`,
  );
  // The server's CPU per request varies less with the machine's load than its rate does.
  const cpuOff = cpuMedian(off);
  const cpuOn = cpuMedian(on);
  if (cpuOff !== undefined && cpuOn !== undefined) {
    console.log(`  CPU per request with/without: ${(cpuOn / cpuOff).toFixed(3)}`);
  }
  console.log(
    `  ${SECOND_NAME}: ${change(ratio)} requests per second (${change(interval.high)} to ${change(interval.low)}; goal: under ${GOAL_PERCENT}% fewer)\n`,
  );
  return (1 - ratio) * 100;
}

/**
 * Nanoseconds per call of the request hook (20 series: 10 routes, two methods, one
 * status) and of what the store's observer hears per commit (a commit and an fsync).
 */
function callCosts(): { hookNs: number; commitNs: number } {
  const metrics = new AppMetrics();
  const requests = Array.from({ length: 20 }, (_, i) => ({
    method: i % 2 ? 'GET' : 'PATCH',
    routeOptions: { url: `/api/area-${i % 10}/:id`, config: {} },
  }));
  const reply = { statusCode: 200, elapsedTime: 1.5 };
  const done = () => undefined;
  const calls = 1_000_000;
  const time = (call: (i: number) => void) => {
    for (let i = 0; i < calls / 10; i++) call(i);
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) call(i);
    return Number(process.hrtime.bigint() - start) / calls;
  };
  const hookNs = time((i) =>
    metrics.recordRequest(requests[i % 20] as never, reply as never, done),
  );
  const commitNs = time(() => {
    metrics.store.committed(0.0005, 3);
    metrics.store.synced(0.0004);
  });
  return { hookNs, commitNs };
}

/**
 * A new pair of servers over new seeded folders: without, and with what SECOND says
 * (metrics and trail unless told otherwise; no metrics, nothing to scrape).
 */
async function startPair(folder: string, pair: number) {
  const off = await startServer('without', join(folder, `${pair}`), {}, WITHOUT_TRAIL);
  const metricsPort = SECOND.metrics ? await freePort() : undefined;
  const on = await startServer(
    'with',
    join(folder, `${pair}`),
    metricsPort ? { METRICS_PORT: String(metricsPort) } : {},
    SECOND.trail ? [] : WITHOUT_TRAIL,
  );
  const metricsUrl = metricsPort ? `http://${HOST}:${metricsPort}/metrics` : undefined;
  return { off, on, metricsUrl };
}

async function main(): Promise<void> {
  const { hookNs, commitNs } = callCosts();
  console.log(
    `In this process: the request hook ${hookNs.toFixed(0)} ns a request; the store's observer ${commitNs.toFixed(0)} ns a commit (its time, changes and fsync)\n`,
  );
  execSync('npx tsx scripts/ensure-build.ts', { cwd: root, stdio: 'inherit' });
  const folder = await mkdtemp(join(tmpdir(), 'talento-observability-bench-'));
  const servers: Server[] = [];
  let scraper: NodeJS.Timeout | undefined;
  try {
    console.log(
      `${CONNECTIONS} connections, one server at a time, ${DURATION_S} s each, ${PAIRS} pairs of new servers, ${ROUNDS_PER_PAIR} rounds each, Node ${process.version}${CONTROL ? '\nA control run: both servers of each pair without metrics and trail' : ''}${ONLY ? `\nThe second server of each pair with the ${ONLY} only` : ''}\n`,
    );
    const names = Object.keys(ROUTES) as RouteName[];
    const results = new Map(
      names.map((name) => [name, { off: [] as Result[], on: [] as Result[] }]),
    );
    let scrapes = 0;
    let lastScrape = '';
    let appended = 0;
    let withoutEntries = 0;
    for (let pair = 0; pair < PAIRS; pair++) {
      const { off, on, metricsUrl } = await startPair(folder, pair);
      servers.push(off, on);
      const scrape = async () => {
        if (!metricsUrl) return;
        const response = await fetch(metricsUrl);
        if (!response.ok) throw new Error(`The scrape answered ${response.status}`);
        lastScrape = await response.text();
        scrapes += 1;
      };
      await scrape();
      scraper = setInterval(
        () => void scrape().catch((error) => console.error(error)),
        SCRAPE_EVERY_MS,
      );
      const entriesBefore = await auditEntries(on);
      for (const name of names) {
        for (const server of [off, on]) await drive(server, ROUTES[name](server), WARM_UP_S);
      }
      for (let round = 0; round < ROUNDS_PER_PAIR; round++) {
        for (const name of names) {
          // In turn, the order swapped each round: neither side runs first more often.
          const order = round % 2 === 0 ? [off, on] : [on, off];
          for (const server of order) {
            const result = await drive(server, ROUTES[name](server));
            results.get(name)?.[server === off ? 'off' : 'on'].push(result);
          }
        }
      }
      clearInterval(scraper);
      scraper = undefined;
      await scrape();
      appended += (await auditEntries(on)) - entriesBefore;
      withoutEntries += await auditEntries(off);
      for (const server of servers.splice(0)) await stop(server.child);
    }

    const losses = names.map((name) => {
      const { off: without, on: withBoth } = results.get(name) ?? { off: [], on: [] };
      return report(name, without, withBoth);
    });
    const series = lastScrape.split('\n').filter((line) => line && !line.startsWith('#')).length;
    console.log(
      `${scrapes} scrapes during the run; the last one ${(lastScrape.length / 1024).toFixed(1)} KB, ${series} series`,
    );
    // Proof that each server ran as said: the trail grew on one and stayed empty on the other.
    console.log(
      `Audit entries appended during the run: ${appended} with the trail, ${withoutEntries} without`,
    );
    if ((SECOND.trail ? appended === 0 : appended !== 0) || withoutEntries !== 0) {
      throw new Error('The two servers did not run with and without the audit trail');
    }
    if (SECOND.metrics !== scrapes > 0) {
      throw new Error('The second server did not run with the metrics as told');
    }
    const met = losses.every((loss) => loss < GOAL_PERCENT);
    if (CONTROL) console.log('A control run: the ratios show what the benchmark cannot resolve.');
    else console.log(met ? 'Goal met.' : `WARNING: ${SECOND_PARTS} cost ${GOAL_PERCENT}% or more`);
  } finally {
    if (scraper) clearInterval(scraper);
    for (const server of servers) await stop(server.child);
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
