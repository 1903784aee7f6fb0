import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../lib/api/errors';
import { renderWithProviders } from '../../test/render';
import { Toasts, useNotices } from './Toasts';
import { useDelayedDelete } from './useDelayedDelete';

interface Card {
  id: string;
  name: string;
}

const CARDS: Card[] = [
  { id: 'c1', name: 'Coffee card' },
  { id: 'c2', name: 'Tea card' },
];

/** A list whose rows delete through the hook; `remove` stands for the server. */
function List({
  remove,
  onFailed,
  versioned = false,
}: {
  remove: (card: Card) => Promise<unknown>;
  onFailed?: () => void;
  versioned?: boolean;
}) {
  const { notices, notify, dismiss } = useNotices();
  const deletes = useDelayedDelete<Card>({
    notify,
    remove,
    deletedText: (card) => `${card.name} was deleted.`,
    restoredText: (card) => `${card.name} is back.`,
    onFailed: onFailed ?? (() => notify('danger', 'Could not delete')),
    ...(versioned ? { versions: { name: (card: Card) => card.name } } : {}),
  });
  return (
    <>
      <ul>
        {deletes.without(CARDS)?.map((card) => (
          <li key={card.id}>
            {card.name}
            <button type="button" onClick={() => deletes.start(card)}>
              Delete {card.name}
            </button>
          </li>
        ))}
      </ul>
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

async function deleteCoffee(remove: jest.Mock, onFailed?: () => void) {
  const rendered = renderWithProviders(<List remove={remove} onFailed={onFailed} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Delete Coffee card' }));
  const toast = screen.getByText('Coffee card was deleted.').closest('.toast') as HTMLElement;
  return { ...rendered, toast };
}

/** A DataTable's page of the two cards: its rows and counts, as the table shows them. */
function Page() {
  const { notify } = useNotices();
  const deletes = useDelayedDelete<Card>({
    notify,
    remove: () => Promise.resolve(true),
    deletedText: (card) => `${card.name} was deleted.`,
    restoredText: (card) => `${card.name} is back.`,
    onFailed: () => undefined,
  });
  const page = deletes.withoutOnPage({
    items: CARDS,
    pagination: { length: 11, size: 10, page: 1, lastPage: 2, startIndex: 0, endIndex: 9 },
  })!;
  const { length, lastPage, startIndex, endIndex } = page.pagination;
  return (
    <>
      <p data-testid="counts">{`${startIndex! + 1}–${endIndex! + 1} of ${length}, ${lastPage} pages`}</p>
      {page.items.map((card) => (
        <button key={card.id} type="button" onClick={() => deletes.start(card)}>
          Delete {card.name}
        </button>
      ))}
    </>
  );
}

describe('useDelayedDelete', () => {
  it('counts a page without the rows whose delete waits', async () => {
    const { user } = renderWithProviders(<Page />);
    expect(screen.getByTestId('counts')).toHaveTextContent('1–10 of 11, 2 pages');
    await user.click(screen.getByRole('button', { name: 'Delete Coffee card' }));
    expect(screen.getByTestId('counts')).toHaveTextContent('1–9 of 10, 1 pages');
  });

  it('takes the record out at once and sends the delete only when the notice goes', async () => {
    const remove = jest.fn().mockResolvedValue(true);
    const { user, toast } = await deleteCoffee(remove);
    expect(screen.queryByText('Coffee card', { selector: 'li' })).toBeNull();
    expect(screen.getByText('Tea card', { selector: 'li' })).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith(CARDS[0]);
    expect(screen.queryByText('Coffee card', { selector: 'li' })).toBeNull();
  });

  it('puts the record back on Undo and never sends its delete', async () => {
    const remove = jest.fn().mockResolvedValue(true);
    const { user, toast, unmount } = await deleteCoffee(remove);
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Coffee card is back.')).toBeInTheDocument();
    expect(screen.getByText('Coffee card', { selector: 'li' })).toBeInTheDocument();
    unmount();
    expect(remove).not.toHaveBeenCalled();
  });

  it('sends a waiting delete when the page is left or the tab closes', async () => {
    const remove = jest.fn().mockResolvedValue(true);
    const { user, unmount } = await deleteCoffee(remove);
    await user.click(screen.getByRole('button', { name: 'Delete Tea card' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(remove.mock.calls.map(([card]) => (card as Card).id).sort()).toEqual(['c1', 'c2']);
    unmount();
    // Each delete goes once.
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('does not claim to bring back a record whose delete was already sent', async () => {
    const remove = jest.fn().mockResolvedValue(true);
    const { user, toast } = await deleteCoffee(remove);
    window.dispatchEvent(new Event('pagehide'));
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(screen.queryByText('Coffee card is back.')).toBeNull();
    expect(screen.queryByText('Coffee card', { selector: 'li' })).toBeNull();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('shows the record again and tells why when the server refuses', async () => {
    const remove = jest.fn().mockRejectedValue(new Error('in use'));
    const onFailed = jest.fn();
    const { user, toast } = await deleteCoffee(remove, onFailed);
    await user.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Coffee card', { selector: 'li' })).toBeInTheDocument();
  });

  it('counts a versioned delete someone else already made as done', async () => {
    const gone = new ApiError({
      statusCode: 409,
      error: 'Conflict',
      message: 'Changed meanwhile',
      code: 'version-conflict',
      currentVersion: null,
    });
    const remove = jest.fn().mockRejectedValue(gone);
    const onFailed = jest.fn();
    const { user } = renderWithProviders(<List remove={remove} onFailed={onFailed} versioned />);
    await user.click(screen.getByRole('button', { name: 'Delete Coffee card' }));
    const toast = screen.getByText('Coffee card was deleted.').closest('.toast') as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onFailed).not.toHaveBeenCalled();
    expect(screen.queryByText('Coffee card', { selector: 'li' })).toBeNull();
  });
});
