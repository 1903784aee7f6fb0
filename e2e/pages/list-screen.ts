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
    // Not the spacer rows that keep a phone's page height while its rows are windowed.
    this.rows = page.locator('tbody tr:not([aria-hidden="true"])');
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

  /** The column headers' names, in their shown order. */
  async columnOrder(): Promise<string[]> {
    const names = await this.page
      .locator('thead th')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
    return names.filter(Boolean);
  }

  /**
   * Moves a column one place right with the keyboard alone: Alt+Right on its header (one
   * stop of the header row, reached with the arrow keys).
   */
  async moveColumnRight(label: string) {
    const header = this.page.getByRole('columnheader', { name: label, exact: true });
    await header.focus();
    await expect(header).toBeFocused();
    await this.page.keyboard.press('Alt+ArrowRight');
    // The table says where the column went, and the header keeps the focus.
    await expect(this.page.getByRole('status').filter({ hasText: `${label} moved` })).toHaveText(
      new RegExp(`^${label} moved to position \\d+ of \\d+\\.$`),
    );
    await expect(header).toBeFocused();
  }

  notice(text: string | RegExp): Locator {
    return this.page.getByText(text);
  }
}
