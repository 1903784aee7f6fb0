import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A list screen built on the shared data table (companies, categories, vacancies, rewards,
 * members...): its search, its rows, its "New ..." button and the dialog that opens.
 */
export class ListScreen {
  readonly searchBox: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;

  constructor(
    private readonly page: Page,
    private readonly path: string,
  ) {
    this.searchBox = page.getByRole('searchbox', { name: 'Search' });
    this.rows = page.locator('tbody tr');
    this.dialog = page.getByRole('dialog');
  }

  async goto() {
    await this.page.goto(this.path);
    await expect(this.page.locator('h1').first()).toBeVisible();
  }

  row(text: string): Locator {
    return this.page.locator('tbody tr', { hasText: text });
  }

  async search(text: string) {
    await this.searchBox.fill(text);
  }

  /** Opens the "New ..." dialog (the button may show twice: toolbar and empty state). */
  async openNew(label: string): Promise<Locator> {
    await this.page.getByRole('button', { name: label }).first().click();
    await expect(this.dialog).toBeVisible();
    return this.dialog;
  }

  notice(text: string | RegExp): Locator {
    return this.page.getByText(text);
  }
}
