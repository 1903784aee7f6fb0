import { expect, type Locator, type Page } from '@playwright/test';
import { keyboardDragListening } from '../support/dnd';

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
   * Moves a column one place right, over `next`, with the keyboard alone: Space on its
   * grip, the right arrow, Space. The grip becomes a handle once the drag code has loaded
   * after the table.
   */
  async moveColumnRight(label: string, next: string) {
    const grip = this.page.getByRole('button', { name: `Move the ${label} column`, exact: false });
    await expect(grip).toHaveAttribute('aria-roledescription', 'sortable');
    await grip.focus();
    await this.page.keyboard.press('Space');
    // Each key waits for the one before it to take effect: picked up, then moved over.
    const dragged = this.page.locator('thead th.is-dragging');
    await expect(dragged).toHaveCount(1);
    await keyboardDragListening(this.page);
    await this.page.keyboard.press('ArrowRight');
    // dnd-kit's live region says where the column is (the drop lands there).
    const announced = this.page.locator('[id^="DndLiveRegion"]');
    await expect(announced).toHaveText(`${label} is over ${next}.`);
    await this.page.keyboard.press('Space');
    await expect(announced).toHaveText(`${label} moved to where ${next} was.`);
  }

  notice(text: string | RegExp): Locator {
    return this.page.getByText(text);
  }
}
