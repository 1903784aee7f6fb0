import { createHash } from 'node:crypto';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { AppModule } from '../../src/app.module';
import { type App, createApp } from '../../src/app.setup';
import { SEEDS_VARIABLE } from './seeded-folders';
import { ON_POSTGRES, storeEnvironment } from './test-store';

export interface TestApp {
  app: App;
  dataDir: string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Reuse a data folder (to restart over the same files); a fresh temp folder otherwise. */
  dataDir?: string;
  /** Extra environment for this app (WEB_DIST_DIR, BODY_LIMIT, ...). */
  env?: Record<string, string>;
  /** Test-only modules, e.g. a module exercising the global pipeline. */
  imports?: ModuleMetadata['imports'];
}

@Module({})
class TestRootModule {}

function testRoot(imports: NonNullable<ModuleMetadata['imports']>): DynamicModule {
  return { module: TestRootModule, imports };
}

export async function makeTempDir(prefix = 'talento-test-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

/** The real application, configured as main.ts does, over its own data folder. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await makeTempDir());
  if (ownsDataDir) await copySeededFolder(dataDir, options);
  return startApp(dataDir, ownsDataDir, options);
}

/**
 * Settings that shape only how requests are answered (limits, windows and delays, the
 * proxy, HTTPS headers, the API's document, the body size): a start with them writes the
 * same data folder as one without, so both copy the same seeded folder.
 */
const ANSWERS_ONLY = new Set([
  'API_DOCS',
  'AUTH_FAILURE_DELAY_MAX_MS',
  'AUTH_FAILURE_DELAY_MS',
  'AUTH_MAIL_LIMIT_PER_EMAIL',
  'AUTH_RATE_LIMIT_PER_EMAIL',
  'AUTH_RATE_LIMIT_PER_IP',
  'AUTH_RATE_WINDOW_SECONDS',
  'BODY_LIMIT',
  'BOOKING_RATE_LIMIT_PER_IP',
  'BOOKING_RATE_WINDOW_SECONDS',
  'BOOKING_READ_LIMIT_PER_IP',
  'HTTPS_ONLY',
  'LIVE_HEARTBEAT_MS',
  'LIVE_REPLAY_EVENTS',
  'LIVE_REPLAY_SECONDS',
  'LIVE_STREAMS_MAX',
  'LIVE_STREAMS_PER_ACCOUNT',
  'METRICS_HOST',
  'METRICS_PORT',
  'PUBLIC_APPLY_LIMIT_PER_IP',
  'PUBLIC_RATE_LIMIT_PER_IP',
  'PUBLIC_RATE_WINDOW_SECONDS',
  'TRUST_PROXY',
]);

/**
 * Seeding the whole sample store is about 0.4 s of CPU, and the suite starts some 130
 * apps on new folders. So the first app of a run with a given environment seeds a folder
 * that every later one copies (JSON files only; the run's global setup names where they
 * live). Apps on a folder the test chose (first starts, restarts) seed as usual.
 */
async function copySeededFolder(dataDir: string, options: TestAppOptions): Promise<void> {
  const seeds = process.env[SEEDS_VARIABLE];
  if (!seeds || ON_POSTGRES || options.imports?.length) return;
  const shaping = Object.entries(options.env ?? {}).filter(([name]) => !ANSWERS_ONLY.has(name));
  const key = createHash('sha256')
    .update(JSON.stringify(shaping.sort()))
    .digest('hex')
    .slice(0, 16);
  const seeded = join(seeds, key);
  try {
    await cp(seeded, dataDir, { recursive: true, errorOnExist: true, force: false });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // None yet: seed one (another worker may be doing the same; the first rename wins).
  const fresh = await mkdtemp(join(seeds, 'seeding-'));
  const seeding = await startApp(fresh, false, options);
  await seeding.close();
  await rename(fresh, seeded).catch(() => rm(fresh, { recursive: true, force: true }));
  await cp(seeded, dataDir, { recursive: true });
}

async function startApp(
  dataDir: string,
  ownsDataDir: boolean,
  options: TestAppOptions,
): Promise<TestApp> {
  const env = {
    // The JSON files, or a database of this data folder's own (TEST_STORE=postgres).
    ...(await storeEnvironment(dataDir)),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    // A cheaper scrypt: the suite hashes hundreds of passwords. One test checks the default.
    PASSWORD_HASH_COST: '12',
    ...options.env,
  };
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    // NestFactory, as main.ts does: modules that need the HTTP adapter while they are
    // built (serving the SPA) see it, unlike with Test.createTestingModule.
    const app = await createApp(
      testRoot([AppModule.forRoot(), ...(options.imports ?? [])]),
      // Start-up failures surface as the rejected promise; the logs would only repeat them.
      { logger: false, abortOnError: false },
    );
    try {
      await app.init();
      // Supertest drives the Node server: Fastify must have registered its routes first.
      await app.getHttpAdapter().getInstance().ready();
    } catch (error) {
      // A refused start leaves nothing behind: its store, listeners and signal handlers.
      await app.close().catch(() => undefined);
      throw error;
    }
    return {
      app,
      dataDir,
      close: async () => {
        await app.close();
        if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
