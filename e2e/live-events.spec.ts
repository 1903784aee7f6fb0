import { expect } from '@playwright/test';
import { test } from './support/shared-page';
import { ListScreen } from './pages/list-screen';
import { signInThroughApi } from './support/session';

test('a company added in one browser shows in the list open in another, without a reload', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const company = `E2E Live ${stamp}`;
  const watcherContext = await browser.newContext();
  const editorContext = await browser.newContext();
  try {
    const watcherPage = await watcherContext.newPage();
    await signInThroughApi(watcherPage);
    const watching = new ListScreen(watcherPage, '/mantenimiento/empresas');
    await watching.goto();
    await watching.search(stamp);
    await expect(watching.row(company)).toHaveCount(0);
    // The page must not be loaded again: a marker set now would be gone after a reload.
    await watcherPage.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));

    const editorPage = await editorContext.newPage();
    await signInThroughApi(editorPage);
    const editing = new ListScreen(editorPage, '/mantenimiento/empresas');
    await editing.goto();
    const dialog = await editing.openNew('New company');
    await dialog.getByLabel('Name').fill(company);
    await dialog.getByLabel('Tax ID (RFC)').fill(`LIV-${stamp}`);
    await dialog.getByRole('button', { name: 'Add company' }).click();
    await expect(editing.notice(`${company} was added.`)).toBeVisible();

    await expect(watching.row(company)).toHaveCount(1, { timeout: 5000 });
    expect(
      await watcherPage.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker),
    ).toBe(1);
  } finally {
    await watcherContext.close();
    await editorContext.close();
  }
});
