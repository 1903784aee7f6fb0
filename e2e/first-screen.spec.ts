import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Response, expect, test as signedOutTest } from '@playwright/test';
import { signedInTest as test } from './support/session';

/** The whole pipe: the built SPA boots, routes, and shows data fetched from the API. */
test.describe('the first screen', () => {
  test('boots behind the splash and lands on favoritos', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/favoritos$/);
    await expect(page.locator('.splash-screen')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  });

  test('says, without JavaScript, that the app needs it, with no spinner', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/apps/candidates');
      // Playwright's text search leaves <noscript> out, even where it shows: by its class.
      const note = page.locator('.splash-screen__noscript');
      await expect(note).toBeVisible();
      await expect(note.locator('p').first()).toContainText('Talento Admin needs JavaScript.');
      await expect(note.locator('p[lang="es"]')).toContainText('necesita JavaScript');
      await expect(note.locator('p[lang="tr"]')).toContainText('JavaScript gerekir');
      await expect(page.locator('.splash-screen__spinner')).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test('loads a deep link straight from the server, without the API status', async ({ page }) => {
    await page.goto('/apps/sheet?kind=vacancies');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Import from a sheet' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Import from a sheet/);
    await expect(page.getByRole('heading', { name: 'Upload a file of vacancies' })).toBeVisible();
    // The API status is for operators, on the administrators' health page.
    await expect(page.getByTestId('health-card')).toHaveCount(0);
  });

  test('opens a menu entry inside the frame', async ({ page }) => {
    await page.goto('/apps/menuconfig');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings Menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  });

  test('shows the API status to an administrator from the user menu', async ({ page }) => {
    await page.goto('/favoritos');
    await page.getByRole('button', { name: /user menu/ }).click();
    await page.getByRole('link', { name: 'System health' }).click();
    await expect(page).toHaveURL(/\/admin\/health$/);
    await expect(page.getByRole('heading', { level: 1, name: 'System health' })).toBeVisible();
    await expect(page).toHaveTitle(/System health/);
    const card = page.getByTestId('health-card');
    await expect(card.getByTestId('health-status')).toHaveText('OK');
    const health = await (await page.request.get('/api/health')).json();
    await expect(card).toContainText(health.version);
  });

  test('loads the new version when a screen’s code is gone after a deploy', async ({ page }) => {
    await page.goto('/favoritos');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    // The tab still runs the old version: the contacts' code it names is gone, once.
    let refused = 0;
    await page.route(/\/assets\/ContactsPage-[^/]+\.js$/, (route) => {
      if (refused++ > 0) return route.continue();
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
    });
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Contacts' })
      .click();
    await reloaded;
    await expect(page).toHaveURL(/\/apps\/contacts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    expect(refused).toBe(2);
  });

  test('shows a designed page for an unknown path', async ({ page }) => {
    await page.goto('/no/such/screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/favoritos$/);
  });

  test('switches to Turkish from the remembered language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('talento.language', 'tr'));
    await page.goto('/admin/health');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1, name: 'Sistem durumu' })).toBeVisible();
    await expect(page.getByTestId('health-card')).toContainText('API durumu');
  });
});

signedOutTest.describe('the sign-in page', () => {
  signedOutTest(
    'is usable on at most 150 KB of JS; its check comes with the first keystroke',
    async ({ page }) => {
      // Each script the page fetched, at its gzip size (level 9) as the bundle budget counts
      // it, read from the build the server sends (a response's body may already be gone
      // when a busy browser is asked for it). The server sends brotli when it can, smaller.
      const scripts = new Set<string>();
      const onResponse = (response: Response) => {
        const { pathname } = new URL(response.url());
        if (pathname.endsWith('.js')) scripts.add(pathname);
      };
      page.on('response', onResponse);
      await page.goto('/sign-in');
      const email = page.getByLabel('Email address');
      await expect(email).toBeFocused();
      await page.waitForLoadState('networkidle');
      const gzipped = (pathname: string) =>
        gzipSync(readFileSync(join(__dirname, '../dist/web', pathname)), { level: 9 }).length;
      const before = [...scripts];
      expect(before.length).toBeGreaterThan(1);
      const total = before.reduce((sum, pathname) => sum + gzipped(pathname), 0);
      expect(total).toBeLessThanOrEqual(150 * 1024);
      expect(before.filter((path) => /sign-in-check/.test(path))).toEqual([]);

      const check = page.waitForResponse((response) =>
        /\/assets\/sign-in-check-[\w-]+\.js$/.test(new URL(response.url()).pathname),
      );
      await email.pressSequentially('not-an-email');
      await check;
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Enter a valid email address')).toBeVisible();
      await expect(email).toHaveClass(/is-invalid/);
    },
  );
});
