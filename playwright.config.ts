import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support/admin-credentials';
import { browserLaunchOptions } from './e2e/support/browser';
import { E2E_SERVER_LOG } from './e2e/support/server-log';
import { PRODUCTION_NODE_FLAGS, SERVER_ENTRY } from './scripts/production-start';

/**
 * End-to-end tests run against the production build, started as the Dockerfile starts it
 * (scripts/production-start.ts), on a free port with a fresh data folder outside the tree.
 * The browser: Debian's Chromium when present, else Playwright's own
 * (e2e/support/browser.ts; E2E_BROWSER=bundled picks Playwright's own anywhere).
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// Set once in the runner; its workers inherit the same values through the environment.
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'talento-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.tmp/e2e-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Spec files side by side against the one server (each spec makes its own records): one
  // for every two cores, at least two. Tests inside a file stay in order.
  fullyParallel: false,
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: true,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    // The app starts in the browser's language: every spec reads English unless it asks
    // for another locale itself.
    locale: 'en-US',
    // A trace slows every test by about a third: recorded only when a failed test runs again
    // (`npm test` retries once; pass --trace on to record one by hand).
    trace: 'on-first-retry',
    // No transitions or animations to wait for (Bootstrap and the shell honour the
    // setting): less work for the browsers, which the run's time is mostly spent in.
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: browserLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // Its log (warnings and errors: LOG_LEVEL below) is kept for a failed run to show.
    command: `mkdir -p .tmp && exec node ${PRODUCTION_NODE_FLAGS.join(' ')} ${SERVER_ENTRY} > ${E2E_SERVER_LOG}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every test signs in; the limits themselves are proven by the API tests.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
      // The public job board's limits per IP too: every browser of the run is one client.
      PUBLIC_RATE_LIMIT_PER_IP: '100000',
      PUBLIC_APPLY_LIMIT_PER_IP: '100000',
      PASSWORD_HASH_COST: '12',
      // Production refuses the README's password: the specs sign in with this one.
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
