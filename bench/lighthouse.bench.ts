/**
 * Lighthouse benchmark: `npx tsx bench/lighthouse.bench.ts [--runs 5] [--only board,vacancy]
 * [--desktop] [--save <folder>]`
 * (or `npm run bench`).
 *
 * Starts the built product (NODE_ENV=production, a fresh data folder) and runs Lighthouse
 * with its mobile defaults (a mid-range phone on slow 4G, simulated), or its desktop
 * preset with `--desktop` (a desktop on a fast wired link, no CPU slowdown), on the
 * screen, signed in on the vacancy list, and as a visitor on the public job board's home
 * and a vacancy's page. Each page is measured `--runs` times and the median run is
 * reported: performance, accessibility, SEO, LCP and TBT, beside each page's goal
 * (docs/performance.md). Chromium is Debian's (/usr/bin/chromium) when present, else Playwright's own.
 * The token is put in the browser's default profile, which Lighthouse's tab shares.
 */
import { type ChildProcess, execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { PRODUCTION_NODE_FLAGS, SERVER_ENTRY } from '../scripts/production-start';
import { ADMIN, ADMIN_ENV, freePort, HOST, root, waitFor } from './support/product';
import { argOf, numberArg } from './support/args';

const RUNS = numberArg('--runs', 5);
// `--only board,vacancy`: just the pages whose names hold one of the words.
const ONLY = argOf('--only')?.split(',') ?? null;
// `--save <folder>`: every run's full Lighthouse report, to read its long tasks and traces.
const SAVE = argOf('--save') ?? null;
const DESKTOP = process.argv.includes('--desktop');
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

interface Page {
  name: string;
  /** The path, or how to find it on the running product (a vacancy's code). */
  path: string | ((origin: string) => Promise<string>);
  signedIn: boolean;
  goal: { accessibility: number; seo?: number };
}

/** The performance score every page should reach, by form factor. */
const PERFORMANCE_GOAL = DESKTOP ? 98 : 90;

/** The public board's newest vacancy, as a visitor reaches it from home. */
async function firstPublicVacancy(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/public/vacancies?size=1`);
  const { items } = (await response.json()) as { items: { code: string }[] };
  return `/home/vacantes/${items[0].code}`;
}

const PAGES: Page[] = [
  {
    name: 'sign-in',
    path: '/sign-in',
    signedIn: false,
    goal: { accessibility: 100 },
  },
  {
    name: 'vacancy list',
    path: '/apps/listadovacanciaInterna',
    signedIn: true,
    goal: { accessibility: 100 },
  },
  {
    name: 'job board',
    path: '/home',
    signedIn: false,
    goal: { accessibility: 100, seo: 95 },
  },
  {
    name: 'public vacancy',
    path: firstPublicVacancy,
    signedIn: false,
    goal: { accessibility: 100, seo: 95 },
  },
];

/** The part of the browser's Storage used here (bench/ is compiled without the DOM types). */
interface WebStorage {
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The parts of Lighthouse's JSON report read here. */
interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment: { benchmarkIndex: number };
}

interface Figures {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * Lighthouse's measure of this machine's speed at the run (higher is faster). Its 4x CPU
   * slowdown stands for a mid-range phone on a fast desktop; on a slower or busy machine
   * the same page blocks longer, so the figures are read beside it.
   */
  machine: number;
}

/**
 * One Lighthouse run through its CLI under plain Node: tsx would rewrite the functions
 * Lighthouse sends into the page (their `__name` helper does not exist there).
 */
function measure(url: string, port: number, attempts = 3): Figures {
  try {
    return measureOnce(url, port);
  } catch (error) {
    // Lighthouse 12 now and then loses the trace's start on a busy machine (NO_NAVSTART):
    // that run says nothing about the page, so it is run again.
    if (attempts <= 1 || !String((error as { stderr?: unknown }).stderr).includes('NO_NAVSTART')) {
      throw error;
    }
    return measure(url, port, attempts - 1);
  }
}

function measureOnce(url: string, port: number): Figures {
  const output = execFileSync(
    process.execPath,
    [
      join(root, 'bench/node_modules/lighthouse/cli/index.js'),
      url,
      `--port=${port}`,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility,seo',
      // Keep the signed-in token that was stored before the run.
      '--disable-storage-reset',
      ...(DESKTOP ? ['--preset=desktop'] : []),
    ],
    { cwd: root, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
  );
  if (SAVE) {
    mkdirSync(SAVE, { recursive: true });
    writeFileSync(
      join(SAVE, `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`),
      output,
    );
  }
  const { categories, audits, environment } = JSON.parse(output) as LighthouseResult;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    machine: Math.round(environment.benchmarkIndex),
  };
}

/** Stores (or forgets) the web app's remembered token in the browser's default profile. */
async function rememberToken(port: number, origin: string, token: string | null) {
  const browser = await chromium.connectOverCDP(`http://${HOST}:${port}`);
  const tab = await browser.contexts()[0].newPage();
  await tab.goto(`${origin}/sign-in`);
  // Where the web app keeps a remembered token (web/src/lib/auth-token.ts).
  await tab.evaluate((value) => {
    const { localStorage } = globalThis as unknown as { localStorage: WebStorage };
    if (value) localStorage.setItem('talento.accessToken', value);
    else localStorage.removeItem('talento.accessToken');
  }, token);
  await tab.close();
  await browser.close();
}

function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<void> {
  execSync('npx tsx scripts/ensure-build.ts', { cwd: root, stdio: 'inherit' });
  const browserPath = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : chromium.executablePath();
  // Checked before the server starts: a browser that cannot start would leave it running.
  if (!existsSync(browserPath)) {
    throw new Error(`No browser at ${browserPath}: install Debian's chromium, or Playwright's`);
  }
  const folder = await mkdtemp(join(tmpdir(), 'talento-lighthouse-'));
  let server: ChildProcess | undefined;
  try {
    const port = await freePort();
    const origin = `http://${HOST}:${port}`;
    server = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, SERVER_ENTRY], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST,
        PORT: String(port),
        DATA_DIR: join(folder, 'data'),
        LOG_LEVEL: 'warn',
        ...ADMIN_ENV,
      },
    });
    await waitFor(`${origin}/api/health`);
    const signIn = await fetch(`${origin}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { accessToken } = (await signIn.json()) as { accessToken: string };

    const debuggingPort = await freePort();
    // A browser of our own on a debugging port: Lighthouse's tabs open in its profile,
    // where the token is stored first (through Playwright, which then lets go of it).
    const browser = spawn(
      browserPath,
      [
        '--headless=new',
        '--no-sandbox',
        '--no-first-run',
        `--remote-debugging-port=${debuggingPort}`,
        `--user-data-dir=${join(folder, 'profile')}`,
        'about:blank',
      ],
      { stdio: 'ignore' },
    );
    try {
      await waitFor(`http://${HOST}:${debuggingPort}/json/version`);
      console.log(
        `Lighthouse ${RUNS} run(s) per page, ${DESKTOP ? 'desktop' : 'mobile'}, median by performance\n`,
      );
      for (const page of PAGES.filter(
        (one) => !ONLY || ONLY.some((word) => one.name.includes(word)),
      )) {
        await rememberToken(debuggingPort, origin, page.signedIn ? accessToken : null);
        const path = typeof page.path === 'string' ? page.path : await page.path(origin);
        const runs: Figures[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(measure(`${origin}${path}`, debuggingPort));
        }
        const { performance, accessibility, seo, lcpMs, tbtMs } = median(runs);
        const machines = runs.map((one) => one.machine).sort((a, b) => a - b);
        console.log(
          `${page.name.padEnd(14)} performance ${String(performance).padStart(3)} (goal ${PERFORMANCE_GOAL})   accessibility ${String(accessibility).padStart(3)} (goal ${
            page.goal.accessibility
          })   SEO ${String(seo).padStart(3)}${
            page.goal.seo ? ` (goal ${page.goal.seo})` : ''
          }   LCP ${(lcpMs / 1000).toFixed(1)} s   TBT ${tbtMs} ms   benchmarkIndex ${machines[0]}-${
            machines[machines.length - 1]
          }   (${path})`,
        );
      }
    } finally {
      browser.kill('SIGTERM');
    }
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
