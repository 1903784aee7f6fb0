/**
 * `npm test`: every check and test suite in order, each reported on one summary line,
 * then one closing line with the totals. Exits non-zero when anything failed.
 *
 * Order: the static checks side by side (types, ESLint, Prettier, OpenAPI drift, the web's
 * build), bundle budget, one Jest run of the server unit, API, web component and tooling
 * tests with, when PG_TEST_URL names a server, the PostgreSQL driver's tests and the
 * store-bound API files on PostgreSQL, then e2e.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { E2E_SERVER_LOG } from '../e2e/support/server-log';
import { projectOf } from './jest-timings';

const root = join(__dirname, '..');
const reports = join(root, '.tmp', 'test-reports');

interface Outcome {
  passed: number;
  failed: number;
  detail?: string;
}

interface Step {
  name: string;
  run: (sh: Shell) => Promise<Outcome>;
  /** Skip when an earlier step it depends on failed. */
  needs?: string[];
  /** At a lower CPU priority than the steps beside it (`nice`): see `stages`. */
  yields?: boolean;
}

/** Runs a command; true when it exits with 0. */
type Shell = (command: string, env?: NodeJS.ProcessEnv) => Promise<boolean>;

/**
 * A shell whose commands print as they run (`log` undefined), or into `log`, for steps
 * that run side by side and print whole when they end.
 */
function shell(log?: string[], yields = false): Shell {
  return (given, env = {}) => {
    const command = yields ? `nice -n 10 ${given}` : given;
    return new Promise((done) => {
      const header = `\n> ${command}\n`;
      if (log) log.push(header);
      else process.stdout.write(header);
      const child = spawn(command, {
        cwd: root,
        shell: true,
        stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env: { ...process.env, ...env },
      });
      child.stdout?.on('data', (chunk: Buffer) => log?.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => log?.push(chunk.toString()));
      child.on('close', (code) => done(code === 0));
    });
  };
}

/** A check with no test count of its own counts as one test. */
function check(command: string): (sh: Shell) => Promise<Outcome> {
  return async (sh) => ((await sh(command)) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
}

interface JestRun {
  projects: readonly string[];
  reportName: string;
  /** Said on the summary line: what the run left out, and why. */
  notRun?: string;
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  numFailedTestSuites: number;
  testResults: { name: string; assertionResults: { status: string }[] }[];
}

/** How many tests each project ran, e.g. "server-unit 789, web 1,052". */
function testsByProject(report: JestReport): string {
  const counts = new Map<string, number>();
  for (const result of report.testResults) {
    const project = projectOf(result.name);
    counts.set(project, (counts.get(project) ?? 0) + result.assertionResults.length);
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([project, count]) => `${project} ${count.toLocaleString('en')}`)
    .join(', ');
}

/**
 * Several Jest projects in one run: one scheduler keeps every worker busy to the end,
 * the longest test files first, instead of each project's last file running alone.
 */
async function jestProjects(
  sh: Shell,
  { projects, reportName, notRun }: JestRun,
): Promise<Outcome> {
  const file = join(reports, `jest-${reportName}.json`);
  // Three workers for every two cores: the default (one fewer than the cores) left a
  // two-core machine running one test file at a time, while many files spend part of their
  // time waiting on fsync, the network or PostgreSQL (Jest reads a percentage above 100 as
  // a number of workers, hence the count). The test files run in bundles that load the
  // code under test once (scripts/jest-bundles.cjs).
  const workers = Math.max(1, Math.floor((availableParallelism() * 3) / 2));
  const ok = await sh(
    `npx jest --selectProjects ${projects.join(' ')} --maxWorkers=${workers} --json --outputFile=${file}`,
    { JEST_BUNDLES: '1' },
  );
  if (!existsSync(file)) return { passed: 0, failed: 1, detail: 'no report' };
  const report = JSON.parse(readFileSync(file, 'utf8')) as JestReport;
  const failed = report.numFailedTests + (ok ? 0 : report.numFailedTestSuites || 1);
  if (report.numTotalTests === 0) return { passed: 0, failed: 1, detail: 'no test ran' };
  return {
    passed: report.numPassedTests,
    failed: ok ? failed : Math.max(failed, 1),
    detail: [testsByProject(report), notRun && `not run: ${notRun}`].filter(Boolean).join('; '),
  };
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** The titles of the tests that failed first and passed on their retry. */
function flakyTitles(suites: PlaywrightSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => [...path, suite.title, spec.title].filter(Boolean).join(' › ')),
    ...flakyTitles(suite.suites ?? [], [...path, suite.title]),
  ]);
}

/**
 * A failed browser test runs once more: on two busy cores a browser sometimes misses a
 * beat. A test that passes only on its retry is named in the summary as flaky, a bug to
 * mend, and a test that fails twice fails the run.
 */
async function playwright(sh: Shell): Promise<Outcome> {
  const file = join(reports, 'playwright.json');
  // On a failure, the end of the server's log too: an error answered 500 is told there.
  const ok = await sh(
    `npx playwright test --retries=1 --reporter=list,json || { echo '== the server log, last 40 lines'; tail -n 40 ${E2E_SERVER_LOG}; exit 1; }`,
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  );
  if (!existsSync(file)) return { passed: 0, failed: 1, detail: 'no report' };
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
  };
  const failed = stats.unexpected;
  if (stats.expected + stats.flaky + failed === 0) {
    return { passed: 0, failed: 1, detail: 'no test ran' };
  }
  const flaky = flakyTitles(suites);
  return {
    passed: stats.expected + stats.flaky,
    failed: ok ? failed : Math.max(failed, 1),
    detail: flaky.length > 0 ? `flaky, passed on retry: ${flaky.join('; ')}` : undefined,
  };
}

/** The committed OpenAPI document and the web's generated types both match the code. */
async function openApiDrift(sh: Shell): Promise<Outcome> {
  const generatedTypes = join(reports, 'schema.d.ts');
  const ok =
    (await sh('npm run build:server')) &&
    (await sh('node dist/server/cli/openapi.js --check')) &&
    (await sh(`npx openapi-typescript server/openapi.json -o ${generatedTypes}`));
  if (!ok) return { passed: 0, failed: 1 };
  const committed = readFileSync(join(root, 'web/src/lib/api/schema.d.ts'), 'utf8');
  if (readFileSync(generatedTypes, 'utf8') !== committed) {
    console.error(
      'web/src/lib/api/schema.d.ts is out of date: run `npm run openapi` and commit it.',
    );
    return { passed: 0, failed: 1 };
  }
  return { passed: 1, failed: 0 };
}

/** The projects that need a PostgreSQL server (PG_TEST_URL; .ci/run starts one). */
const POSTGRES_PROJECTS = ['server-pg', 'server-api-postgres'];

/**
 * Stages in order; the steps of a stage run side by side. The static checks each keep
 * one core busy for part of their time, so together they fill both; ESLint, the longest
 * and on one core only, keeps its core while the others share what is left (run as
 * equals, it ended last and alone, a minute after them). The suites below use every
 * core on their own.
 */
const stages: Step[][] = [
  [
    { name: 'eslint', run: check('npm run lint:code') },
    { name: 'typecheck', run: check('npm run typecheck'), yields: true },
    { name: 'prettier', run: check('npm run lint:format'), yields: true },
    { name: 'openapi drift', run: openApiDrift, yields: true },
    { name: 'build web', run: check('npm run build:web'), yields: true },
  ],
  // The first screen's JS and CSS, the largest route: prints the figures, fails past a limit.
  [{ name: 'bundle budget', run: check('tsx scripts/bundle-budget.ts'), needs: ['build web'] }],
  // Every Jest project in one run, so that one scheduler keeps every worker busy to the end:
  // the server's unit and API tests, the web's component tests, the scripts' own, and on
  // PostgreSQL the driver's tests and the API files that rest on the driver, every app on
  // a database of its own (server/test/helpers/test-store.ts).
  [
    {
      name: 'jest',
      run: (sh) =>
        jestProjects(sh, {
          projects: [
            'server-unit',
            'server-api',
            'web',
            'tooling',
            ...(process.env.PG_TEST_URL ? POSTGRES_PROJECTS : []),
          ],
          reportName: 'all',
          notRun: process.env.PG_TEST_URL
            ? undefined
            : `${POSTGRES_PROJECTS.join(', ')}, as PG_TEST_URL is not set (docs/testing.md, "PostgreSQL in the tests")`,
        }),
    },
  ],
  // The production build: the server's from the drift check, and the web's.
  [{ name: 'e2e (playwright)', run: playwright, needs: ['openapi drift', 'build web'] }],
];

interface Result {
  name: string;
  outcome: Outcome | 'skipped';
  seconds: number;
}

async function runStep(step: Step, done: readonly Result[], alone: boolean): Promise<Result> {
  const blocked = step.needs?.some((name) => {
    const earlier = done.find((result) => result.name === name);
    return earlier && (earlier.outcome === 'skipped' || earlier.outcome.failed > 0);
  });
  if (blocked) return { name: step.name, outcome: 'skipped', seconds: 0 };
  const started = Date.now();
  const log = alone ? undefined : [];
  const outcome = await step.run(shell(log, step.yields));
  const seconds = (Date.now() - started) / 1000;
  if (log) {
    const verdict = outcome.failed > 0 ? 'FAILED' : 'ok';
    console.log(`\n== ${step.name}: ${verdict} in ${seconds.toFixed(1)}s ==${log.join('')}`);
  }
  return { name: step.name, outcome, seconds };
}

async function runStages(): Promise<Result[]> {
  const results: Result[] = [];
  for (const stage of stages) {
    const done = [...results];
    results.push(
      ...(await Promise.all(stage.map((step) => runStep(step, done, stage.length === 1)))),
    );
  }
  return results;
}

async function main(): Promise<void> {
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  const results = await runStages();

  console.log('\nSummary');
  let passed = 0;
  let failed = 0;
  for (const { name, outcome, seconds } of results) {
    if (outcome === 'skipped') {
      failed += 1;
      console.log(`  ${name.padEnd(24)} SKIPPED (an earlier step it needs failed)`);
      continue;
    }
    passed += outcome.passed;
    failed += outcome.failed;
    const verdict = outcome.failed > 0 ? 'FAILED' : 'ok';
    const counts = `${outcome.passed} passed, ${outcome.failed} failed`;
    const extra = outcome.detail ? ` (${outcome.detail})` : '';
    console.log(
      `  ${name.padEnd(24)} ${verdict.padEnd(7)} ${counts}${extra} in ${seconds.toFixed(1)}s`,
    );
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

void main();
