import { expect, type Locator, type Page } from '@playwright/test';

/** The candidates' pipeline board of one vacancy (apps/candidates?vacancy=...). */
export class PipelineBoardPage {
  readonly board: Locator;

  constructor(private readonly page: Page) {
    this.board = page.getByTestId('pipeline-board');
  }

  async goto(vacancyId: string) {
    await this.page.goto(`/apps/candidates?vacancy=${vacancyId}`);
    await expect(this.board).toBeVisible();
  }

  column(stage: string): Locator {
    return this.page.getByTestId(`column-${stage}`);
  }

  card(name: string): Locator {
    return this.page.getByTestId('candidate-card').filter({ hasText: name });
  }

  /** Waits until the card's move has been saved (it is busy while the server answers). */
  async settled(name: string) {
    await expect(this.card(name)).not.toHaveAttribute('aria-busy', 'true');
  }

  /** Drags with the mouse in small steps (the board starts a drag after a few pixels). */
  async dragWithMouse(name: string, stage: string) {
    const from = this.card(name);
    await from.scrollIntoViewIfNeeded();
    const start = await from.boundingBox();
    const end = await this.column(stage).boundingBox();
    if (!start || !end) throw new Error('nothing to drag or nowhere to drop');
    // Columns are as tall as the board: drop level with the card, in the target column.
    const y = start.y + start.height - 8;
    await this.page.mouse.move(start.x + start.width / 2, y);
    await this.page.mouse.down();
    await this.page.mouse.move(start.x + start.width / 2 + 10, y, { steps: 4 });
    await this.page.mouse.move(end.x + end.width / 2, y, { steps: 12 });
    await this.page.mouse.up();
  }

  /** Moves a card with its menu's "Move to..." item. */
  async moveWithMenu(name: string, stage: string) {
    await this.card(name).getByTestId('candidate-menu').click();
    await this.page.getByTestId(`move-to-${stage}`).click();
  }
}
