import { expect } from '@playwright/test';
import type axeCore from 'axe-core';
import { test } from './support/shared-page';
import { RULES_THAT_CANNOT_FAIL, seriousAxeViolations } from './support/axe';

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

test('leaves out only the rules whose violations cannot be serious', async ({ page }) => {
  // Read from axe-core's rule table: empty would mean its layout changed and every rule runs.
  expect(RULES_THAT_CANNOT_FAIL).toEqual(expect.arrayContaining(['region', 'heading-order']));
  for (const rule of ['color-contrast', 'image-alt', 'target-size', 'label', 'button-name']) {
    expect(RULES_THAT_CANNOT_FAIL).not.toContain(rule);
  }
  // What those rules would have found is moderate: the check passes a page with only that.
  await page.setContent(
    '<html lang="en"><head><title>Probe</title></head><body><h1>Probe</h1><h3>Skipped</h3>' +
      '<p>Outside any landmark</p></body></html>',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  const all = await page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axeCore }).axe.run();
    return violations.map(({ id, impact }) => `${id}:${impact}`);
  });
  expect(all).toEqual(expect.arrayContaining(['heading-order:moderate', 'region:moderate']));
});
