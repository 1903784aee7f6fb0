/**
 * What the audit trail adds to one PATCH, measured in one process:
 * `npx tsx bench/audit-cost.bench.ts [--rounds 10] [--requests 2000]`.
 *
 * The built app (built first when missing or stale) runs in this process, with the Node
 * flags production starts it with (scripts/production-start.ts), on a seeded temp folder,
 * and is driven through Fastify's `inject` (no sockets), eight PATCHes of one applicant at
 * a time. Blocks of `--requests` run with the trail and without it in turn (the same
 * take-out as bench/support/without-audit.cjs), so both share whatever else the machine
 * does. The CPU profile of the run is split by block: the busy time per request of each
 * side, and the functions whose time differs most. observability.bench.ts measures the
 * same cost as throughput of two servers side by side, which the machine's other work
 * moves far more.
 */
import 'reflect-metadata';
import { execSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as AppModuleFile from '../server/src/app.module';
import type * as AppSetupFile from '../server/src/app.setup';
import type * as InterceptorFile from '../server/src/modules/audit/audit.interceptor';
import type * as ServiceFile from '../server/src/modules/audit/audit.service';
import { PRODUCTION_NODE_FLAGS } from '../scripts/production-start';
import { root } from './support/product';
import { numberArg } from './support/args';

const ROUNDS = numberArg('--rounds', 10);
const REQUESTS = numberArg('--requests', 2000);
const AT_ONCE = 8;
const PASSWORD = 'Bench-Admin-Password-7';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
type Side = 'with' | 'without';
type Intercept = (context: unknown, next: { handle(): unknown }) => unknown;

/** The built server's modules (Nest's dependency injection needs its emitted metadata). */
const load = createRequire(__filename);
const built = <T>(path: string) => load(join(root, 'dist/server', path)) as T;

async function main() {
  // The app runs in this process: with the Node flags production starts it with.
  const missing = PRODUCTION_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
  if (missing.length > 0) {
    const args = [...missing, ...process.execArgv, __filename, ...process.argv.slice(2)];
    process.exit(spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1);
  }
  execSync('npx tsx scripts/ensure-build.ts', { cwd: root, stdio: 'inherit' });
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-audit-'));
  Object.assign(process.env, {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'admin@talento.local',
    ADMIN_PASSWORD: PASSWORD,
  });
  const { AppModule } = built<typeof AppModuleFile>('app.module.js');
  const { createApp } = built<typeof AppSetupFile>('app.setup.js');
  const interceptor = built<typeof InterceptorFile>('modules/audit/audit.interceptor.js')
    .AuditInterceptor.prototype as unknown as { intercept: Intercept };
  const service = built<typeof ServiceFile>('modules/audit/audit.service.js').AuditService
    .prototype as unknown as { record: () => Promise<void> };
  const real = { intercept: interceptor.intercept, record: service.record };
  const passThrough: Intercept = (_context, next) => next.handle();
  const use = (side: Side) => {
    interceptor.intercept = side === 'with' ? real.intercept : passThrough;
    service.record = side === 'with' ? real.record : async () => undefined;
  };

  const app = await createApp(AppModule.forRoot(), { logger: false, abortOnError: false });
  await app.init();
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.ready();
  const signIn = await fastify.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'admin@talento.local', password: PASSWORD },
  });
  const headers = {
    authorization: `Bearer ${JSON.parse(signIn.body).accessToken}`,
    'content-type': 'application/json',
  };
  const list = await fastify.inject({ url: '/api/applicants?page=1&size=1', headers });
  const url = `/api/applicants/${JSON.parse(list.body).items[0].id}`;
  let years = 0;
  const block = async () => {
    let sent = 0;
    const one = async (): Promise<void> => {
      if (sent++ >= REQUESTS) return;
      // A value that changes, so that every PATCH commits.
      const payload = JSON.stringify({ yearsExperience: (years += 1) % 40 });
      const answer = await fastify.inject({ method: 'PATCH', url, headers, payload });
      if (answer.statusCode !== 200) throw new Error(`PATCH answered ${answer.statusCode}`);
      return one();
    };
    await Promise.all(Array.from({ length: AT_ONCE }, one));
  };
  // Warm both paths before measuring.
  for (const side of ['with', 'without'] as const) {
    use(side);
    await block();
  }

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const blocks: { side: Side; from: number; to: number }[] = [];
  const now = () => Number(process.hrtime.bigint() / 1000n);
  for (let round = 0; round < ROUNDS; round += 1) {
    const order: Side[] = round % 2 ? ['without', 'with'] : ['with', 'without'];
    for (const side of order) {
      use(side);
      const from = now();
      await block();
      blocks.push({ side, from, to: now() });
    }
  }
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  session.disconnect();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  report(profile, blocks);
}

/** Busy time per request on each side, and the functions whose own time differs most. */
function report(profile: Profile, blocks: { side: Side; from: number; to: number }[]) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const busy: Record<Side, number> = { with: 0, without: 0 };
  const own: Record<Side, Map<string, number>> = { with: new Map(), without: new Map() };
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i];
    const spent = profile.timeDeltas[i + 1] ?? 0;
    const block = blocks.find(({ from, to }) => at >= from && at < to);
    const { callFrame } = nodes.get(profile.samples[i])!;
    if (!block || callFrame.functionName === '(idle)') continue;
    busy[block.side] += spent;
    const where = callFrame.url.replace(/.*(dist\/server\/|node_modules\/)/, '');
    const name = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber}`;
    own[block.side].set(name, (own[block.side].get(name) ?? 0) + spent);
  }
  const perSide = ROUNDS * REQUESTS;
  const withTrail = busy.with / perSide;
  const without = busy.without / perSide;
  console.log(`${ROUNDS} rounds of ${REQUESTS} PATCHes each way, ${AT_ONCE} at a time`);
  console.log(
    `  busy time per PATCH: ${withTrail.toFixed(1)} µs with the trail, ${without.toFixed(1)} without`,
  );
  console.log(
    `  the trail adds ${(withTrail - without).toFixed(1)} µs (${((withTrail / without - 1) * 100).toFixed(1)}%)`,
  );
  const names = new Set([...own.with.keys(), ...own.without.keys()]);
  const differences = [...names]
    .map(
      (name) =>
        [name, ((own.with.get(name) ?? 0) - (own.without.get(name) ?? 0)) / perSide] as const,
    )
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12);
  console.log('  own time that grew most, µs per PATCH:');
  for (const [name, micros] of differences)
    console.log(`    ${micros.toFixed(2).padStart(6)}  ${name}`);
}

void main();
