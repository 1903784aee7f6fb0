import { expect } from '@playwright/test';
import { signedInTest as test } from './support/session';

/**
 * Every layout at 1440 px and 400 px, light and dark: each must frame the screen, and a
 * screenshot of each is kept with the test results (Playwright's output folder) so a
 * person can look at them after a CI run.
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
const WIDTHS = [1440, 400] as const;
const SCHEMES = ['light', 'dark'] as const;
/** Where the settings drawer remembers its choices (web/src/shell/config). */
const SHELL_CONFIG_KEY = 'talento.shellConfig';

for (const layout of LAYOUTS) {
  test(`the ${layout} layout at 1440 and 400 px, light and dark`, async ({ page }, testInfo) => {
    await page.goto('/favoritos');
    // Signed in once the screen shows: leaving earlier aborts the session's restore, and a
    // failed restore forgets the stored token.
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const scheme of SCHEMES) {
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          SHELL_CONFIG_KEY,
          JSON.stringify({ layout, scheme, theme: 'theme-teal' }),
        ] as const);
        await page.goto('/apps/tablero');
        await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Tablero Resumen' }),
        ).toBeInViewport();
        // Nothing may stick out sideways: the page scrolls vertically only.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
        const path = testInfo.outputPath(`${layout}-${width}-${scheme}.png`);
        await page.screenshot({ path });
        await testInfo.attach(`${layout} ${width} px ${scheme}`, {
          path,
          contentType: 'image/png',
        });
      }
    }
  });
}
