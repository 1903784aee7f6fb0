import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { signedInTest as test } from './support/session';
import { useScheme } from './support/views';

/**
 * The API names icons as the original client does (`heroicons_outline:chart-pie`); the web
 * draws each with a bootstrap-icons glyph, or from its set's SVG when the table lacks it. In the side menu, the shortcuts and the
 * notifications every icon must be a known name with a glyph on screen, in light and dark;
 * a screenshot of each is kept with the test results.
 */
const SCHEMES = ['light', 'dark'] as const;

/**
 * Every AppIcon inside `scope`: a known name, and a glyph the font draws (or, for an icon
 * chosen in the icon browser that the table does not map, its set's SVG).
 */
async function expectEveryIconDrawn(scope: Locator, atLeast: number) {
  const icons = scope.locator('.app-icon');
  await expect(icons.first()).toBeVisible();
  expect(await icons.count()).toBeGreaterThanOrEqual(atLeast);
  await expect(scope.locator('.app-icon--unknown, .app-icon--pending')).toHaveCount(0);
  const glyphs = await icons.evaluateAll((elements) =>
    elements.map((element) => ({
      name: element.getAttribute('data-icon'),
      svg: element.classList.contains('app-icon--svg'),
      mask: getComputedStyle(element).maskImage,
      glyph: getComputedStyle(element, '::before').content,
      font: getComputedStyle(element, '::before').fontFamily,
    })),
  );
  for (const { name, svg, mask, glyph, font } of glyphs) {
    expect(name, 'an icon name from the API').toMatch(/^([a-z_]+:[a-z0-9-]+|[a-z0-9_]+)$/);
    if (svg) {
      expect(mask, `the drawing of ${name}`).toContain('/api/ui/icons/');
      continue;
    }
    expect(glyph, `the glyph of ${name}`).not.toMatch(/^(none|normal|""|)$/);
    expect(font, `the font of ${name}`).toContain('bootstrap-icons');
  }
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('side menu, shortcuts and notifications draw every icon at 1440 px, light and dark', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  // The page follows the system's scheme, switched for each step on the loaded page.
  await useScheme(page, 'auto');
  await page.goto('/apps/tablero');
  // The icon font loads once the first icon is drawn: wait for it rather than race it.
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('1em bootstrap-icons')))
    .toBe(true);

  for (const scheme of SCHEMES) {
    await test.step(scheme, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);

      const menu = page.getByRole('navigation').first();
      await expectEveryIconDrawn(menu, 20);
      await shot(page, testInfo, `menu-1440-${scheme}`);
      await menu.locator('.app-icon').last().scrollIntoViewIfNeeded();
      await shot(page, testInfo, `menu-end-1440-${scheme}`);

      await page.getByRole('button', { name: 'Open the shortcuts' }).click();
      const shortcuts = page.getByRole('dialog', { name: 'Shortcuts' });
      await expectEveryIconDrawn(shortcuts, 6);
      await shot(page, testInfo, `shortcuts-1440-${scheme}`);
      await page.keyboard.press('Escape');
      await expect(shortcuts).toBeHidden();

      await page.getByRole('button', { name: 'Open the notifications' }).click();
      const notifications = page.getByRole('dialog', { name: 'Notifications' });
      await expectEveryIconDrawn(notifications, 6);
      await shot(page, testInfo, `notifications-1440-${scheme}`);
      await page.keyboard.press('Escape');
      await expect(notifications).toBeHidden();
    });
  }
});
