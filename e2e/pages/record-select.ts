import type { Locator, Page } from '@playwright/test';

/**
 * Picks a record in a searchable select (components/record-select): types into the field
 * labelled `field`, which asks the server, then chooses the option named `option`.
 */
export async function pickRecord(
  scope: Page | Locator,
  field: string,
  typed: string,
  option: string | RegExp,
) {
  await scope.getByLabel(field).fill(typed);
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option }).click();
}
