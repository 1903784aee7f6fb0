import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium when present: its headless-only build first
 * (/usr/bin/chromium-headless-shell, the kind Playwright itself runs headless), else the full
 * one (/usr/bin/chromium). Elsewhere, or with E2E_BROWSER=bundled, Playwright's own browser
 * (`npx playwright install chromium`).
 */
const systemChromium =
  process.env.E2E_BROWSER === 'bundled'
    ? undefined
    : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

/** How every test's browser starts, with `extraArgs` added (e.g. host-resolver rules). */
export function browserLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  if (!systemChromium) return { args: extraArgs };
  return {
    executablePath: systemChromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  };
}
