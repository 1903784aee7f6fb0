import { expect } from '@playwright/test';
import { test } from './support/shared-page';
import { seriousAxeViolations } from './support/axe';

/**
 * The accessibility helper itself: axe-core is put in a document once and reused by later
 * checks of that document (a route walk stays in one), which must judge as the first did.
 */
test('a later check of the same document finds what the first found', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1>' +
      '<img src="/missing.png"><p style="color: #eee; background: #fff">Faint text</p>' +
      '</main></body></html>',
  );
  const rules = async (include?: string) =>
    (await seriousAxeViolations(page, include)).map((violation) => violation.rule).sort();

  const first = await rules();
  expect(first).toEqual(['color-contrast', 'image-alt']);
  expect(await page.evaluate(() => 'axe' in window)).toBe(true);
  expect(await rules()).toEqual(first);
  expect(await rules('main')).toEqual(first);
});
