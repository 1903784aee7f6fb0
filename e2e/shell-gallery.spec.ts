import { expect } from '@playwright/test';
import { signedInTest as test } from './support/session';

/**
 * Every layout must frame the screen on a wide screen and on a phone, in the scheme that
 * the width is checked in, without anything sticking out sideways.
 */
const LAYOUTS = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const;
const CASES = [
  { width: 1440, scheme: 'light' },
  { width: 400, scheme: 'dark' },
] as const;
/** Where the settings drawer remembers its choices (web/src/shell/config). */
const SHELL_CONFIG_KEY = 'talento.shellConfig';

for (const { width, scheme } of CASES) {
  test(`every layout frames the tablero at ${width} px, ${scheme}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/favoritos');
    // Signed in once the screen shows: leaving earlier aborts the session's restore, and a
    // failed restore forgets the stored token.
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    for (const layout of LAYOUTS) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        SHELL_CONFIG_KEY,
        JSON.stringify({ layout, scheme, theme: 'theme-teal' }),
      ] as const);
      await page.goto('/apps/tablero');
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Summary Dashboard' }),
      ).toBeInViewport();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow of ${layout} in px`).toBeLessThanOrEqual(0);
    }
  });
}
