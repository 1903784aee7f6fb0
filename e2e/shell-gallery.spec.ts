import { expect } from '@playwright/test';
import { sidewaysScroll } from './support/route-walk';
import { signedInTest as test } from './support/session';
import { inEachView } from './support/views';

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
/** Where the settings drawer remembers its choices (web/src/shell/config). */
const SHELL_CONFIG_KEY = 'talento.shellConfig';

test('every layout frames the tablero at 1440 px light and at 400 px dark', async ({ page }) => {
  test.slow();
  await page.goto('/favoritos');
  // Signed in once the screen shows: leaving earlier aborts the session's restore, and a
  // failed restore forgets the stored token.
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  for (const layout of LAYOUTS) {
    await test.step(layout, async () => {
      // The layout is read as the app starts; the scheme follows the system's, which each
      // view switches on the loaded page.
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        SHELL_CONFIG_KEY,
        JSON.stringify({ layout, scheme: 'auto', theme: 'theme-teal' }),
      ] as const);
      await page.goto('/apps/tablero');
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      await inEachView(page, async () => {
        await expect(
          page.getByRole('heading', { level: 1, name: 'Summary Dashboard' }),
        ).toBeInViewport();
        await expect
          .poll(() => sidewaysScroll(page), {
            message: `horizontal overflow of ${layout} in px`,
          })
          .toBeLessThanOrEqual(0);
      });
    });
  }
});
