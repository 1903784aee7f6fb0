import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { accessTokenFor, signedInTest as test } from './support/session';
import { keyboardDragListening } from './support/dnd';
import { sidewaysScroll } from './support/route-walk';
import { inEachView, useScheme } from './support/views';

const API = '/api/apps/scrumboard';

interface Card {
  id: string;
  listId: string;
  title: string;
  labels: { id: string; title: string }[];
  dueDate: string | null;
}
interface Board {
  id: string;
  title: string;
  lists: { id: string; title: string; cards: Card[] }[];
}

const stamp = () => Date.now().toString(36);

/** A board of the administrator with the lists To do and Doing, and one card in To do. */
async function boardWithACard(request: APIRequestContext, cardTitle: string) {
  const headers = { Authorization: `Bearer ${await accessTokenFor(request)}` };
  const created = await request.put(`${API}/board`, {
    headers,
    data: { board: { title: `Release ${stamp()}`, description: 'What ships this week' } },
  });
  expect(created.ok()).toBe(true);
  const board = (await created.json()) as Board;
  const listIds: string[] = [];
  for (const title of ['To do', 'Doing']) {
    const list = await request.post(`${API}/board/list`, {
      headers,
      data: { list: { boardId: board.id, title } },
    });
    expect(list.ok()).toBe(true);
    listIds.push(((await list.json()) as { id: string }).id);
  }
  const card = await request.put(`${API}/board/card`, {
    headers,
    data: { card: { boardId: board.id, listId: listIds[0], title: cardTitle } },
  });
  expect(card.ok()).toBe(true);
  const read = async () =>
    (await (await request.get(`${API}/board?id=${board.id}`, { headers })).json()) as Board;
  return { board, read, headers, listIds };
}

const list = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('scrumboard', () => {
  test('moves a card to another list by keyboard, keeps it after a reload, and labels it', async ({
    page,
  }) => {
    const title = `Write the release notes ${stamp()}`;
    const { board, read } = await boardWithACard(page.request, title);
    await page.goto(`/apps/scrumboard/${board.id}`);
    await expect(page.getByRole('heading', { level: 1, name: board.title })).toBeVisible();
    await expect(
      list(page, 'To do').getByRole('button', { name: title, exact: true }),
    ).toBeVisible();

    // Space picks the card up by its handle, the right arrow takes it to Doing, Space drops it.
    const handle = page.getByRole('button', { name: `Move the card ${title}` });
    await handle.focus();
    await page.keyboard.press('Space');
    // The arrows move the card only once the drag has started (the dragged copy that
    // follows the pointer repeats the handle, after the card's own).
    await expect(handle.first()).toHaveAttribute('aria-pressed', 'true');
    await keyboardDragListening(page);
    await page.keyboard.press('ArrowRight');
    // Dropped only once the card is over Doing (a busy machine draws the move a little later).
    await expect(
      page.getByText(`The card ${title} is over the list Doing`, { exact: false }),
    ).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText(`${title} moved to Doing`)).toBeVisible();
    await expect(
      list(page, 'Doing').getByRole('button', { name: title, exact: true }),
    ).toBeVisible();
    await expect(list(page, 'To do').getByRole('button', { name: title, exact: true })).toHaveCount(
      0,
    );
    // The keyboard user keeps their place: the moved card's handle has the focus.
    await expect(handle).toBeFocused();

    // Kept on the server: after a reload it is still in Doing.
    await page.reload();
    await expect(
      list(page, 'Doing').getByRole('button', { name: title, exact: true }),
    ).toBeVisible();
    const [toDo, doing] = (await read()).lists;
    expect(toDo!.cards).toHaveLength(0);
    expect(doing!.cards.map((card) => card.title)).toEqual([title]);

    // The card's dialog: a new label and a due date.
    await list(page, 'Doing').getByRole('button', { name: title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Card' });
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await dialog.getByLabel('Labels').fill('Urgent');
    await page.getByRole('option', { name: 'Create label “Urgent”' }).click();
    await expect(page.getByText('The label Urgent was created')).toBeVisible();
    await expect(dialog.getByText('Urgent', { exact: true })).toBeVisible();
    await dialog.getByLabel('Due date').fill('2026-12-24');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`The card ${title} was saved`)).toBeVisible();
    const tile = page.locator('[data-testid="sb-card"]', { hasText: title });
    await expect(tile.getByRole('listitem').filter({ hasText: 'Urgent' })).toBeVisible();
    await expect(tile).toContainText('Dec 24');

    const saved = (await read()).lists[1]!.cards[0]!;
    expect(saved.labels.map((label) => label.title)).toEqual(['Urgent']);
    expect(new Date(saved.dueDate!).getDate()).toBe(24);
  });

  test('adds a list and a card on the screen, and creates a board from the boards list', async ({
    page,
  }) => {
    const { board } = await boardWithACard(page.request, `Seed card ${stamp()}`);
    await page.goto(`/apps/scrumboard/${board.id}`);
    await page.getByRole('button', { name: 'Add a list' }).click();
    await page.getByPlaceholder('List title').fill('Review');
    await page.getByRole('button', { name: 'Add a list' }).click();
    await expect(page.getByText('The list Review was added')).toBeVisible();
    const review = list(page, 'Review');
    await review.getByRole('button', { name: 'Add a card' }).click();
    await review.getByPlaceholder('Card title').fill('Check the changelog');
    await review.getByPlaceholder('Card title').press('Enter');
    await expect(
      review.getByRole('button', { name: 'Check the changelog', exact: true }),
    ).toBeVisible();

    // The board's labels: add one, rename it, delete it.
    await page.getByRole('button', { name: 'Board actions' }).click();
    await page.getByRole('button', { name: 'Labels', exact: true }).click();
    const labels = page.getByRole('dialog', { name: 'Board labels' });
    await labels.getByRole('button', { name: 'Add a label' }).click();
    await labels.getByPlaceholder('Label name').fill('Blocked');
    await labels.getByRole('button', { name: 'Add a label' }).click();
    await expect(page.getByText('The label Blocked was created')).toBeVisible();
    await labels.getByRole('button', { name: 'Cancel' }).click();
    await labels.getByRole('button', { name: 'Rename the label Blocked' }).click();
    await labels.getByPlaceholder('Label name').fill('On hold');
    await labels.getByRole('button', { name: 'Save' }).click();
    await expect(labels.getByText('On hold', { exact: true })).toBeVisible();
    await labels.getByRole('button', { name: 'Delete the label On hold' }).click();
    await page
      .getByRole('dialog', { name: 'Delete label' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('The label On hold was deleted')).toBeVisible();
    await expect(labels.getByText('This board has no labels yet.')).toBeVisible();
    await labels.getByRole('button', { name: 'Close' }).click();

    await page.goto('/apps/scrumboard');
    await expect(page.getByRole('link', { name: new RegExp(board.title) })).toBeVisible();
    await page.getByRole('button', { name: 'Create board' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create a board' });
    const name = `Onboarding ${stamp()}`;
    await dialog.getByLabel('Title').fill(name);
    await dialog.getByRole('button', { name: 'Create board' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`The board ${name} was created`)).toBeVisible();
  });

  test('a deleted card comes back in its place on Undo; a delete left alone lands', async ({
    page,
  }) => {
    const id = stamp();
    const [first, second, third] = [`Scope ${id}`, `Estimate ${id}`, `Ship ${id}`];
    const { board, read, headers, listIds } = await boardWithACard(page.request, first);
    for (const title of [second, third]) {
      const added = await page.request.put(`${API}/board/card`, {
        headers,
        data: { card: { boardId: board.id, listId: listIds[0], title } },
      });
      expect(added.ok()).toBe(true);
    }
    await page.goto(`/apps/scrumboard/${board.id}`);
    const cards = list(page, 'To do').getByTestId('sb-card');
    await expect(cards).toHaveText([new RegExp(first), new RegExp(second), new RegExp(third)]);

    async function deleteTheSecond() {
      await list(page, 'To do').getByRole('button', { name: second, exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Card' })
        .getByRole('button', { name: 'Delete card' })
        .click();
      await page
        .getByRole('dialog', { name: 'Delete card' })
        .getByRole('button', { name: 'Delete card' })
        .click();
      const toast = page.getByTestId('toast').filter({ hasText: `The card ${second} was deleted` });
      await expect(toast).toBeVisible();
      await expect(cards).toHaveText([new RegExp(first), new RegExp(third)]);
      return toast;
    }

    // Undone: back between its neighbours, and never deleted on the server.
    await (await deleteTheSecond()).getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`${second} is back.`)).toBeVisible();
    await expect(cards).toHaveText([new RegExp(first), new RegExp(second), new RegExp(third)]);
    expect((await read()).lists[0]!.cards.map((card) => card.title)).toEqual([
      first,
      second,
      third,
    ]);

    // Left alone until its notice goes: deleted, and gone after a reload.
    const toast = await deleteTheSecond();
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect
      .poll(async () => (await read()).lists[0]!.cards.map((card) => card.title))
      .toEqual([first, third]);
    await page.reload();
    await expect(cards).toHaveText([new RegExp(first), new RegExp(third)]);
  });

  // The boards and a board as they open are judged by the route walks (routes-1440: light,
  // routes-400: dark); here a board's fit on a phone and a card's dialog, which no route opens.
  test("a board fits a phone, and a card's dialog passes axe at 1440 px light and 400 px dark", async ({
    page,
  }) => {
    const title = `Plan the kickoff ${stamp()}`;
    const { board } = await boardWithACard(page.request, title);
    await useScheme(page, 'auto');
    await page.goto(`/apps/scrumboard/${board.id}`);
    const card = list(page, 'To do').getByRole('button', { name: title, exact: true });
    await inEachView(page, async ({ width }) => {
      await expect(card).toBeVisible();
      await expect
        .poll(() => sidewaysScroll(page), {
          message: 'the page itself does not scroll sideways',
        })
        .toBeLessThanOrEqual(0);
      if (width === 400) {
        // One list is about the screen's width; the others are reached by scrolling the board.
        const box = await list(page, 'To do').boundingBox();
        expect(box!.width).toBeGreaterThan(300);
      }
    });

    await card.click();
    await expect(page.getByRole('dialog', { name: 'Card' })).toBeVisible();
    await inEachView(page, () => expectNoSeriousAxeViolations(page, '.modal-dialog'));
  });
});
