import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../test/render';
import { category, fakeRewardsApi, reward } from '../testing/fake-api';
import { RewardsCatalogPage } from './RewardsCatalogPage';

const CATEGORIES = [category('c1', 'Gift cards'), category('c2', 'Gadgets')];
const COFFEE = reward('r1', 'Coffee shop card', { pointsCost: 1250, stock: 0 });
const EARBUDS = reward('r2', 'Wireless earbuds', {
  categoryId: 'c2',
  pointsCost: 3000,
  stock: 4,
  redemptionCount: 7,
});
const CINEMA = reward('r3', 'Cinema for two', { active: false, stock: 12 });

function renderPage(path = '/apps/premios') {
  return renderRoutes(
    [
      { path: '/apps/premios', element: <RewardsCatalogPage /> },
      { path: '/mantenimiento/form_prem', element: <h1>Reward form</h1> },
    ],
    { initialEntries: [path] },
  );
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('RewardsCatalogPage', () => {
  it('lists the rewards with their category, points, stock, redemptions and state', async () => {
    fakeRewardsApi({ rewards: [COFFEE, EARBUDS, CINEMA], categories: CATEGORIES });
    renderPage();
    expect(await screen.findByText('Coffee shop card')).toBeInTheDocument();
    await waitFor(() => expect(row('Coffee shop card')).toHaveTextContent('Gift cards'));
    expect(row('Coffee shop card')).toHaveTextContent('1,250');
    expect(within(row('Coffee shop card')).getByText('Out of stock')).toBeInTheDocument();
    expect(row('Wireless earbuds')).toHaveTextContent('Gadgets');
    expect(row('Wireless earbuds')).toHaveTextContent('3,000');
    expect(row('Wireless earbuds')).toHaveTextContent('7');
    expect(within(row('Wireless earbuds')).queryByText('Out of stock')).not.toBeInTheDocument();
    expect(within(row('Cinema for two')).getByText('Inactive')).toBeInTheDocument();
    expect(within(row('Coffee shop card')).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Coffee shop card' })).toHaveAttribute(
      'href',
      '/mantenimiento/form_prem?id=r1',
    );
    expect(screen.getByRole('link', { name: 'New reward' })).toHaveAttribute(
      'href',
      '/mantenimiento/form_prem',
    );
  });

  it('keeps the search, category and state filters in the URL and sends them to the server', async () => {
    const server = fakeRewardsApi({ rewards: [COFFEE, EARBUDS, CINEMA], categories: CATEGORIES });
    const { user, router } = renderPage();
    await screen.findByText('Coffee shop card');
    const categorySelect = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(within(categorySelect).getByRole('option', { name: 'Gadgets' })).toBeInTheDocument(),
    );
    await user.selectOptions(categorySelect, 'c2');
    await waitFor(() => expect(router.state.location.search).toBe('?category=c2'));
    await waitFor(() => expect(screen.queryByText('Coffee shop card')).not.toBeInTheDocument());
    expect(screen.getByText('Wireless earbuds')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'false');
    await waitFor(() => expect(router.state.location.search).toBe('?category=c2&active=false'));
    let last = server.calls.filter((call) => call.path === '/api/rewards').at(-1);
    expect(last?.query.get('categoryId')).toBe('c2');
    expect(last?.query.get('active')).toBe('false');

    // Nothing matches: the toolbar and the empty table both offer Reset.
    await user.click(screen.getAllByRole('button', { name: 'Reset view' })[0]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'cinema{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=cinema'));
    await waitFor(() => expect(screen.queryByText('Wireless earbuds')).not.toBeInTheDocument());
    last = server.calls.filter((call) => call.path === '/api/rewards').at(-1);
    expect(last?.query.get('search')).toBe('cinema');
  });

  it('offers to deactivate a reward the server refuses to delete (409), with Undo', async () => {
    const server = fakeRewardsApi({ rewards: [EARBUDS], categories: CATEGORIES });
    server.fail('DELETE', '/api/rewards/r2', {
      status: 409,
      body: {
        message: 'Reward Wireless earbuds has 7 redemptions; it cannot be deleted',
        error: 'Conflict',
      },
    });
    const { user } = renderPage();
    await screen.findByText('Wireless earbuds');
    await user.click(screen.getByRole('button', { name: 'Delete Wireless earbuds' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this reward?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The delete waits for its Undo to go: closing the notice sends it.
    const deleted = (await screen.findByText('Wireless earbuds was deleted.')).closest('.toast');
    await user.click(within(deleted as HTMLElement).getByRole('button', { name: 'Dismiss' }));

    dialog = await screen.findByRole('dialog', { name: 'This reward cannot be deleted' });
    expect(dialog).toHaveTextContent('Wireless earbuds has already been redeemed');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate it' }));
    expect(
      await screen.findByText('Wireless earbuds was deactivated: members can no longer redeem it.'),
    ).toBeInTheDocument();
    expect(server.changes()).toMatchObject([
      { method: 'DELETE', path: '/api/rewards/r2' },
      { method: 'PATCH', path: '/api/rewards/r2', body: { active: false } },
    ]);
    await waitFor(() =>
      expect(within(row('Wireless earbuds')).getByText('Inactive')).toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('Wireless earbuds is active: members can redeem it.'),
    ).toBeInTheDocument();
    expect(server.changes().at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/api/rewards/r2',
      body: { active: true },
    });
  });

  it('deletes a reward once confirmed, when its Undo is no longer offered', async () => {
    const server = fakeRewardsApi({ rewards: [COFFEE, EARBUDS], categories: CATEGORIES });
    const { user } = renderPage();
    await screen.findByText('Coffee shop card');
    await user.click(screen.getByRole('button', { name: 'Delete Coffee shop card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reward?' });
    expect(dialog).toHaveTextContent('Coffee shop card will be removed from the catalogue');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = (await screen.findByText('Coffee shop card was deleted.')).closest('.toast');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Coffee/ })).toBeNull());
    // Nothing is sent while Undo is offered.
    expect(server.changes()).toEqual([]);
    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(server.changes()).toMatchObject([{ method: 'DELETE', path: '/api/rewards/r1' }]),
    );
    expect(screen.queryByRole('row', { name: /Coffee/ })).toBeNull();
  });

  it('puts a deleted reward back on Undo, without asking the server to delete it', async () => {
    const server = fakeRewardsApi({ rewards: [COFFEE, EARBUDS], categories: CATEGORIES });
    const { user, unmount } = renderPage();
    await screen.findByText('Coffee shop card');
    await user.click(screen.getByRole('button', { name: 'Delete Coffee shop card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reward?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Coffee/ })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Coffee shop card is back in the catalogue.')).toBeVisible();
    expect(row('Coffee shop card')).toBeInTheDocument();
    // Leaving the page sends no delete that Undo took back.
    unmount();
    expect(server.changes()).toEqual([]);
  });

  it('sends a waiting delete when the page is left before its notice goes', async () => {
    const server = fakeRewardsApi({ rewards: [COFFEE, EARBUDS], categories: CATEGORIES });
    const { user, unmount } = renderPage();
    await screen.findByText('Coffee shop card');
    await user.click(screen.getByRole('button', { name: 'Delete Coffee shop card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reward?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Coffee shop card was deleted.');
    unmount();
    await waitFor(() =>
      expect(server.changes()).toMatchObject([{ method: 'DELETE', path: '/api/rewards/r1' }]),
    );
  });

  it('shows the reward just created first and marked, until the sort changes', async () => {
    // Sorted by name, "Zebra mug" would be on a later page: it is not in the page served.
    const ZEBRA = reward('r9', 'Zebra mug');
    fakeRewardsApi({ rewards: [COFFEE, EARBUDS], categories: CATEGORIES });
    const { router } = renderPage();
    await screen.findByText('Coffee shop card');
    await act(() =>
      router.navigate('/apps/premios', {
        state: { flash: { text: 'Zebra mug was added to the catalogue.', created: ZEBRA } },
      }),
    );
    expect(await screen.findByText('Zebra mug was added to the catalogue.')).toBeInTheDocument();
    const rows = () => screen.getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Zebra mug'));
    expect(rows()[0]).toHaveClass('data-table__row--new');
    expect(row('Coffee shop card')).not.toHaveClass('data-table__row--new');

    await act(() => router.navigate('/apps/premios?sort=pointsCost&order=desc'));
    await waitFor(() => expect(screen.queryByText('Zebra mug')).not.toBeInTheDocument());
  });

  it('shows the catalogue as cards, with the same actions', async () => {
    fakeRewardsApi({ rewards: [COFFEE, EARBUDS], categories: CATEGORIES });
    const { user, router } = renderPage();
    await screen.findByText('Coffee shop card');
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=cards'));
    const cards = await screen.findAllByTestId('reward-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Coffee shop card');
    expect(within(cards[0]).getByText('Out of stock')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Gadgets')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(cards[1]).getByRole('button', { name: 'Deactivate Wireless earbuds' }),
    ).toBeInTheDocument();
  });

  it('says once what the form saved, when it comes back to the catalogue', async () => {
    fakeRewardsApi({ rewards: [COFFEE], categories: CATEGORIES });
    const { router } = renderPage();
    await screen.findByText('Coffee shop card');
    await act(() =>
      router.navigate('/apps/premios', {
        state: { flash: { text: 'Smart watch was added to the catalogue.' } },
      }),
    );
    expect(await screen.findByText('Smart watch was added to the catalogue.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getAllByText('Smart watch was added to the catalogue.')).toHaveLength(1);
  });

  it('says when the catalogue is empty and leads to the form', async () => {
    fakeRewardsApi({ categories: CATEGORIES });
    renderPage();
    expect(await screen.findByText('No rewards yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New reward' })).toHaveLength(2);
  });
});
