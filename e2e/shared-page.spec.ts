import { expect, type Page } from '@playwright/test';
import { test } from './support/shared-page';

/**
 * The tab a worker keeps for its tests (e2e/support/shared-page.ts): the first test leaves
 * behind everything a test may change, the second, next in the same worker, must find the
 * same tab as a new one would start.
 */
let firstTab: Page | undefined;
const heardAfterwards: string[] = [];

test.describe('the shared tab', () => {
  test('takes whatever a test changes', async ({ page, context }) => {
    firstTab = page;
    await page.goto('/sign-in');
    await page.evaluate(() => {
      localStorage.setItem('e2e.left-behind', 'yes');
      sessionStorage.setItem('e2e.left-behind', 'yes');
    });
    await page.addInitScript(() => localStorage.setItem('e2e.init-script', 'ran'));
    await page.route('**/api/health', (route) => route.fulfill({ status: 503, body: 'routed' }));
    page.on('console', (message) => heardAfterwards.push(message.text()));
    await page.setViewportSize({ width: 500, height: 600 });
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'no-preference' });
    await context.grantPermissions(['clipboard-read']);
    await context.addCookies([{ name: 'left-behind', value: 'yes', url: page.url() }]);
    await context.newPage();

    // All of it took hold here.
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('e2e.init-script'))).toBe('ran');
    expect(await page.evaluate(() => fetch('/api/health').then((answer) => answer.status))).toBe(
      503,
    );
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
      true,
    );
    expect(context.pages()).toHaveLength(2);
    await page.evaluate(() => console.warn('heard while the test ran'));
    await expect.poll(() => heardAfterwards).toContain('heard while the test ran');
    heardAfterwards.length = 0;
  });

  test('starts the next test as a new tab would', async ({ page, context }) => {
    // The same tab, not a new one (else this test proves nothing about the reset).
    expect(firstTab).toBeDefined();
    expect(page).toBe(firstTab);
    expect(context.pages()).toEqual([page]);
    expect(await context.cookies()).toEqual([]);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });

    await page.goto('/sign-in');
    expect(await page.evaluate(() => fetch('/api/health').then((answer) => answer.status))).toBe(
      200,
    );
    const state = await page.evaluate(async () => ({
      local: localStorage.getItem('e2e.left-behind'),
      session: sessionStorage.getItem('e2e.left-behind'),
      initScript: localStorage.getItem('e2e.init-script'),
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      // The configuration's contextOptions ask for reduced motion.
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName }))
        .state,
    }));
    expect(state).toEqual({
      local: null,
      session: null,
      initScript: null,
      dark: false,
      reducedMotion: true,
      clipboard: 'prompt',
    });
    // A listener of the earlier test hears nothing of this one.
    const heard = page.waitForEvent('console');
    await page.evaluate(() => console.warn('heard by the next test'));
    expect((await heard).text()).toBe('heard by the next test');
    expect(heardAfterwards).toEqual([]);
  });

  test.describe('on another viewport', () => {
    test.use({ viewport: { width: 390, height: 700 } });

    test('takes the size the test asks for', async ({ page }) => {
      expect(page).toBe(firstTab);
      await page.goto('/sign-in');
      expect(await page.evaluate(() => [innerWidth, innerHeight])).toEqual([390, 700]);
    });
  });
});
