import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { AppModule } from '../../src/app.module';
import { type App, createApp } from '../../src/app.setup';
import { storeEnvironment } from './test-store';

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
    await app.init();
    // Supertest drives the Node server: Fastify must have registered its routes first.
    await app.getHttpAdapter().getInstance().ready();
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
