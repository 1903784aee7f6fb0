import { act, screen, waitFor, within } from '@testing-library/react';
import { ACTION_NOTICE_DELAY_MS } from '../../../components/toasts/Toasts';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { Board, Card } from '../api/scrumboard-api';
import type { CardMove } from '../lib/board-logic';
import { BOARD_ID, boardWith, card, STEP } from '../testing/boards';
import { BoardPage } from './BoardPage';

/**
 * The board as the canvas gets it, with a button per card to open it and one to put Done's
 * card second in To do (dragging is the canvas's own test: here, what the page does with a
 * place counted on the cards it shows).
 */
jest.mock('../components/BoardCanvas', () => ({
  BoardCanvas: ({
    board,
    onOpenCard,
    onMoveCard,
  }: {
    board: Board;
    onOpenCard: (card: Card) => void;
    onMoveCard: (move: CardMove) => void;
  }) => (
    <div>
      {board.lists.map((list) => (
        <section key={list.id} aria-label={list.title}>
          <ul>
            {list.cards.map((card) => (
              <li key={card.id}>
                <button type="button" onClick={() => onOpenCard(card)}>
                  {card.title}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <button type="button" onClick={() => onMoveCard({ cardId: 'b1', listId: 'todo', index: 1 })}>
        Put Review second in To do
      </button>
    </div>
  ),
}));

/** The scrumboard API over one board; every write is kept, in order. */
function fakeServer() {
  let cards = [
    card('a1', 'todo', STEP, 'Draft'),
    card('a2', 'todo', 2 * STEP, 'Design'),
    card('a3', 'todo', 3 * STEP, 'Build'),
    card('b1', 'done', STEP, 'Review'),
  ];
  const writes: { method: string; path: string; body: unknown }[] = [];
  stubFetch(async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    if (request.method !== 'GET') {
      writes.push({
        method: request.method,
        path: url.pathname,
        body: body ?? Object.fromEntries(url.searchParams),
      });
    }
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /api/apps/scrumboard/board':
        return jsonResponse(boardWith(cards));
      case 'PATCH /api/apps/scrumboard/board/cards': {
        const [move] = (body as { cards: { id: string; listId: string; position: number }[] })
          .cards;
        cards = cards.map((one) =>
          one.id === move.id ? { ...one, listId: move.listId, position: move.position } : one,
        );
        return jsonResponse(cards.filter((one) => one.id === move.id));
      }
      case 'DELETE /api/apps/scrumboard/board/card':
        cards = cards.filter((one) => one.id !== url.searchParams.get('id'));
        return jsonResponse(true);
      default:
        return jsonResponse([]);
    }
  });
  return { writes, cards: () => cards };
}

function renderBoard() {
  return renderRoutes([{ path: '/apps/scrumboard/:boardId', element: <BoardPage /> }], {
    initialEntries: [`/apps/scrumboard/${BOARD_ID}`],
  });
}

const cardsIn = (list: string) =>
  within(screen.getByRole('region', { name: list }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

/** Opens a card and deletes it, confirmed; answers the notice that offers Undo. */
async function deleteCard(user: ReturnType<typeof renderBoard>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: title }));
  const dialog = await screen.findByRole('dialog', { name: 'Card' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
  const question = await screen.findByRole('dialog', { name: 'Delete card' });
  await user.click(within(question).getByRole('button', { name: 'Delete card' }));
  return (await screen.findByText(`The card ${title} was deleted`)).closest(
    '.toast',
  ) as HTMLElement;
}

describe('BoardPage, deleting a card with Undo', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  const deletes = (server: ReturnType<typeof fakeServer>) =>
    server.writes.filter((write) => write.method === 'DELETE');

  it('takes the card out at once and puts it back in its place on Undo, sending nothing', async () => {
    const server = fakeServer();
    const { user, unmount } = renderBoard();
    const toast = await deleteCard(user, 'Design');
    expect(cardsIn('To do')).toEqual(['Draft', 'Build']);
    expect(screen.queryByRole('dialog', { name: 'Card' })).toBeNull();

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Design is back.')).toBeInTheDocument();
    expect(cardsIn('To do')).toEqual(['Draft', 'Design', 'Build']);
    unmount();
    expect(deletes(server)).toEqual([]);
  });

  it('sends the delete when its notice’s time is up', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const server = fakeServer();
    const { user } = renderBoard();
    await deleteCard(user, 'Design');
    expect(deletes(server)).toEqual([]);

    // The notice's clock runs once the question has closed (the focus back on the page).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => jest.advanceTimersByTime(ACTION_NOTICE_DELAY_MS));
    // Back to the real clock for the request and what follows it.
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
    await waitFor(() =>
      expect(deletes(server)).toEqual([
        { method: 'DELETE', path: '/api/apps/scrumboard/board/card', body: { id: 'a2' } },
      ]),
    );
    expect(screen.queryByText('The card Design was deleted')).not.toBeInTheDocument();
    expect(cardsIn('To do')).toEqual(['Draft', 'Build']);
  });

  it('puts a card moved while the notice shows where it was dropped, and Undo beside it', async () => {
    const server = fakeServer();
    const { user } = renderBoard();
    const toast = await deleteCard(user, 'Draft');
    expect(cardsIn('To do')).toEqual(['Design', 'Build']);

    // Second among the cards shown: between Design and Build, not beside the waiting Draft.
    await user.click(screen.getByRole('button', { name: 'Put Review second in To do' }));
    await waitFor(() => expect(cardsIn('To do')).toEqual(['Design', 'Review', 'Build']));
    const moves = server.writes.filter((write) => write.method === 'PATCH');
    expect(moves).toEqual([
      expect.objectContaining({
        body: { cards: [{ id: 'b1', listId: 'todo', position: 2.5 * STEP }] },
      }),
    ]);
    await waitFor(() => expect(server.cards().find((one) => one.id === 'b1')?.listId).toBe('todo'));

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(cardsIn('To do')).toEqual(['Draft', 'Design', 'Review', 'Build']);
    expect(deletes(server)).toEqual([]);
  });

  it('shows the card again and says why when the server refuses its delete', async () => {
    const server = fakeServer();
    const fetch = globalThis.fetch as jest.Mock;
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation((request: Request) =>
      request.method === 'DELETE'
        ? jsonResponse({ statusCode: 403, message: 'Not yours', error: 'Forbidden' }, 403)
        : answer(request),
    );
    const { user } = renderBoard();
    const toast = await deleteCard(user, 'Design');
    await user.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('The change could not be saved: Not yours')).toBeInTheDocument();
    expect(cardsIn('To do')).toEqual(['Draft', 'Design', 'Build']);
    expect(server.cards()).toHaveLength(4);
  });
});
