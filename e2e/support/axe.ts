import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page (or on `include`, CSS selectors) and fails on any serious or
 * critical violation, listing each rule with the elements it found.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  include?: string | readonly string[],
): Promise<void> {
  // A list being refetched is dimmed (and marked busy): contrast is judged once it settles.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const builder = new AxeBuilder({ page });
  for (const selector of typeof include === 'string' ? [include] : (include ?? [])) {
    builder.include(selector);
  }
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious, 'serious or critical axe violations').toEqual([]);
}
