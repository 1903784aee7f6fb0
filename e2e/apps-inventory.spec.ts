import { expect, type Locator } from '@playwright/test';
import { signedInTest as test } from './support/session';

const rows = (table: Locator) => table.locator('tbody > tr[data-row-id]');

async function columnTexts(table: Locator, column: number): Promise<string[]> {
  return rows(table).evaluateAll(
    (elements, index) => elements.map((row) => (row.children[index]?.textContent ?? '').trim()),
    column,
  );
}

test.describe('inventory', () => {
  test('searches, sorts, pages, opens a product, edits it and sees it in the table', async ({
    page,
  }) => {
    await page.goto('/apps/inventory');
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Products' });
    await expect(rows(table)).toHaveCount(10);
    const headers = await table.locator('thead th').allTextContents();
    const priceColumn = headers.findIndex((text) => text.trim() === 'Price');
    const stockColumn = headers.findIndex((text) => text.trim() === 'Stock');
    const nameColumn = headers.findIndex((text) => text.trim() === 'Name');

    // Search by name, in the URL.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('gmt');
    await expect(page).toHaveURL(/[?&]q=gmt/);
    await expect
      .poll(async () => (await columnTexts(table, nameColumn)).every((name) => /gmt/i.test(name)))
      .toBe(true);
    await search.press('Escape');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(rows(table)).toHaveCount(10);

    // Sort by price, ascending.
    await table.getByRole('button', { name: 'Price', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=price/);
    await expect(table.locator('thead th[aria-sort="ascending"]')).toHaveText('Price');
    const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
    await expect
      .poll(async () => {
        const prices = (await columnTexts(table, priceColumn)).map(amount);
        return prices.every((price, index) => index === 0 || prices[index - 1] <= price);
      })
      .toBe(true);
    const firstPagePrices = (await columnTexts(table, priceColumn)).map(amount);

    // Page 2 continues where page 1 ended.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/^11–20 of \d+$/)).toBeVisible();
    const secondPagePrices = (await columnTexts(table, priceColumn)).map(amount);
    expect(secondPagePrices[0]).toBeGreaterThanOrEqual(firstPagePrices.at(-1)!);

    // Open the first product of the page under its row, change the stock, update.
    const row = rows(table).first();
    const productName = (await row.locator('td').nth(nameColumn).textContent())!.trim();
    await row.locator('td').nth(nameColumn).click();
    const form = page.getByRole('form', { name: `Details of ${productName}` });
    await expect(form).toBeVisible();
    await expect(row.getByRole('button', { name: `Details of ${productName}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const stock = form.getByLabel('Stock', { exact: true });
    await stock.fill('7');
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(form.getByText('Saved')).toBeVisible();

    // The table shows it (same place: sorted by price), with low-stock styling.
    await expect(row.locator('td').nth(stockColumn)).toHaveText(/^7/);
    await expect(row).toHaveClass(/is-low-stock/);
    await page.reload();
    await expect(rows(table).first().locator('td').nth(stockColumn)).toHaveText(/^7/);
  });
});
