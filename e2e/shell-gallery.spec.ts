import { expect, type Page } from '@playwright/test';
import { sidewaysScroll } from './support/route-walk';
import { signedInTest as test } from './support/session';
import { inEachView, resizeAndSwitch, WIDE_LIGHT } from './support/views';

/**
 * Every layout leads to the tablero through its own menu, and frames it on a wide screen
 * and on a phone, in the scheme that the width is checked in, without anything sticking
 * out sideways. One page walks them all: a page per layout and check cost more than the
 * checks themselves.
 */
const VERTICAL = ['classic', 'classy', 'compact', 'dense', 'futuristic', 'thin'] as const;
const HORIZONTAL = ['centered', 'enterprise', 'material', 'modern'] as const;
/** Where the settings drawer remembers its choices (web/src/shell/config). */
const SHELL_CONFIG_KEY = 'talento.shellConfig';

/**
 * Opens the tablero in a layout, chosen as the settings drawer keeps it: from favoritos
 * through the layout's menu (`empty` has none). The scheme follows the system's, which
 * each view switches on the loaded page.
 */
async function openTablero(page: Page, layout: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SHELL_CONFIG_KEY,
    JSON.stringify({ layout, scheme: 'auto', theme: 'theme-teal' }),
  ] as const);
  if (layout === 'empty') {
    await page.goto('/apps/tablero');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    return;
  }
  await page.goto('/favoritos');
  await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  if ((HORIZONTAL as readonly string[]).includes(layout)) {
    await nav.getByRole('button', { name: 'Dashboards' }).click();
    await page.getByRole('link', { name: 'Summary Dashboard' }).click();
  } else {
    await nav.getByRole('link', { name: 'Summary Dashboard' }).click();
  }
  await expect(page).toHaveURL(/\/apps\/tablero$/);
  if ((HORIZONTAL as readonly string[]).includes(layout)) {
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  } else {
    await expect(nav.getByRole('link', { name: 'Summary Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
}

test('every layout leads to the tablero and frames it at 1440 px light and at 400 px dark', async ({
  page,
}) => {
  test.slow();
  await page.goto('/favoritos');
  // Signed in once the screen shows: leaving earlier aborts the session's restore, and a
  // failed restore forgets the stored token.
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  for (const layout of ['empty', ...HORIZONTAL, ...VERTICAL]) {
    await test.step(layout, async () => {
      // The menu is opened on a wide screen, where every layout shows it.
      await resizeAndSwitch(page, WIDE_LIGHT);
      await openTablero(page, layout);
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
