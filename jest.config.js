// @ts-check
// Jest loads this configuration as CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { testFiles } = require('./scripts/jest-bundles.cjs');

/**
 * Six projects: server-unit, server-api, web and tooling (the scripts' own tests, e.g. the
 * bundle budget's measuring), and the two that need a PostgreSQL server (PG_TEST_URL):
 * server-pg, the driver's own tests, and server-api-postgres, the API files that rest on
 * the driver, again on PostgreSQL. `npm test` runs them all in one Jest run.
 */

// lowdb and its writer are ESM-only; Jest's CommonJS runtime needs them transpiled.
const esmOnly = ['lowdb', 'steno'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

// SWC strips the types and nothing else, about five times faster than ts-jest; the types
// are tsc's job (`npm run typecheck`). Nest's dependency injection reads the constructor
// parameter types that legacy decorators with metadata leave, as tsc emits them.
function swc(syntax, extra = {}) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax, decorators: true, tsx: extra.tsx ?? false },
        transform: { legacyDecorator: true, decoratorMetadata: true, ...extra.transform },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ];
}

/**
 * The API test files that run on PostgreSQL too. Above the store both drivers share every
 * line (the collections' front, the services, the HTTP layer); what differs is how a
 * change is written, how the store opens and seeds, and where files and secrets live,
 * which the driver's own contract suites (server/test-pg) prove on both. These files go
 * through those paths over HTTP: writes across collections in one change, every
 * writable route written back, versions checked inside the write, stored files, imports,
 * backups taken under load and restored, first start and sessions. The whole suite on
 * PostgreSQL: `npm run test:api:pg`.
 */
const DRIVER_API_SPECS = [
  'auth',
  'activities-retention',
  'apps-file-manager',
  'audit',
  'backup',
  'bulk-import',
  'cross-record-checks',
  'first-admin',
  'patch-semantics',
  'record-versions',
  'recruitment-applicants',
  'reports',
  'rewards-redemptions',
  'round-trip',
  'startup',
].map((name) => `server/test/${name}.api-spec.ts`);

const serverTransform = {
  '^.+\\.ts$': swc('typescript'),
  '^.+\\.js$': swc('ecmascript'),
};

/** @type {import('jest').Config} */
module.exports = {
  // A ceiling, not a speed goal: API tests hash passwords at OWASP's scrypt cost and seed a
  // whole store per app, which a busy two-core machine can take well past Jest's 5 s.
  testTimeout: 30_000,
  // A worker that ran API bundles ends with nothing left running (no handle, timer or
  // listener; its 'exit' event comes within milliseconds), yet on a busy two-core machine
  // its process can take longer to end than the 0.5 s Jest waits before it kills it and
  // warns of a leak.
  workerGracefulExitTimeout: 5_000,
  // The longest test files and bundles first (scripts/jest-timings.json).
  testSequencer: '<rootDir>/scripts/jest-sequencer.cjs',
  projects: [
    {
      displayName: 'server-unit',
      testEnvironment: 'node',
      ...testFiles({
        rootDir: __dirname,
        name: 'server-unit',
        root: 'server/src',
        suffixes: ['.spec.ts'],
        parts: 2,
      }),
      transform: serverTransform,
      transformIgnorePatterns,
    },
    {
      displayName: 'server-api',
      testEnvironment: 'node',
      ...testFiles({
        rootDir: __dirname,
        name: 'server-api',
        root: 'server/test',
        suffixes: ['.api-spec.ts'],
        parts: 4,
      }),
      // The run's seeded data folders (helpers/seeded-folders.ts) and, on PostgreSQL
      // (TEST_STORE=postgres), the workers' databases, reused from file to file
      // (helpers/pg-databases.ts); both removed at the end.
      globalSetup: '<rootDir>/server/test/helpers/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/helpers/global-teardown.ts',
      transform: serverTransform,
      transformIgnorePatterns,
    },
    {
      displayName: 'server-api-postgres',
      testEnvironment: 'node',
      ...testFiles({
        rootDir: __dirname,
        name: 'server-api-postgres',
        root: 'server/test',
        suffixes: ['.api-spec.ts'],
        parts: 2,
        only: DRIVER_API_SPECS,
      }),
      // TEST_STORE=postgres for these files alone: each test file has a process.env of
      // its own, so the other projects' files in the same worker stay on the JSON files.
      setupFiles: ['<rootDir>/server/test/helpers/on-postgres.ts'],
      globalSetup: '<rootDir>/server/test/helpers/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/helpers/global-teardown.ts',
      transform: serverTransform,
      transformIgnorePatterns,
    },
    {
      // The PostgreSQL store driver: needs a server (PG_TEST_URL; .ci/run starts one), so it
      // runs on its own, never as part of server-unit.
      displayName: 'server-pg',
      testEnvironment: 'node',
      ...testFiles({
        rootDir: __dirname,
        name: 'server-pg',
        root: 'server/test-pg',
        suffixes: ['.pg-spec.ts'],
        parts: 2,
      }),
      setupFiles: ['<rootDir>/server/test-pg/helpers/json-test-apps.ts'],
      transform: serverTransform,
      transformIgnorePatterns,
    },
    {
      displayName: 'web',
      // jsdom plus Node's Fetch API classes (web/src/test/jsdom-environment.ts).
      testEnvironment: '<rootDir>/web/src/test/jsdom-environment.ts',
      ...testFiles({
        rootDir: __dirname,
        name: 'web',
        root: 'web/src',
        suffixes: ['.test.ts', '.test.tsx'],
        parts: 4,
      }),
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts'],
      transform: {
        '^.+\\.tsx?$': swc('typescript', {
          tsx: true,
          transform: { react: { runtime: 'automatic' } },
        }),
      },
      moduleNameMapper: {
        '\\.(css|scss)$': 'identity-obj-proxy',
        '\\.(svg|png|jpg|webp)$': '<rootDir>/web/src/test/file-stub.ts',
        '\\?worker$': '<rootDir>/web/src/test/worker-stub.ts',
        // jsdom has no canvas to draw on (test/chart-stub.tsx).
        '^react-chartjs-2$': '<rootDir>/web/src/test/chart-stub.tsx',
      },
    },
    {
      displayName: 'tooling',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/*.spec.ts'],
      transform: serverTransform,
    },
  ],
};
