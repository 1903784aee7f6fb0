import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../test/render';
import { banner, fakeRewardsApi } from '../testing/fake-api';
import { BannersPage } from './BannersPage';

const DAY = 86_400_000;
const SUMMER = banner('b1', 'Summer rewards', 0);
const TRIVIA = banner('b2', 'Trivia week', 1, {
  startsAt: new Date(Date.now() + 10 * DAY).toISOString(),
  link: 'https://example.com/trivia',
});
const OLD = banner('b3', 'Spring sale', 2, { endsAt: new Date(Date.now() - DAY).toISOString() });
const HIDDEN = banner('b4', 'Hidden promo', 3, { active: false, link: null });

function renderPage() {
  return renderRoutes([{ path: '/apps/banners', element: <BannersPage /> }], {
    initialEntries: ['/apps/banners'],
  });
}

const titles = () =>
  screen.getAllByTestId('banner-item').map((item) => within(item).getByRole('heading').textContent);
const item = (title: string) =>
  screen.getAllByTestId('banner-item').find((one) => one.textContent?.includes(title))!;

describe('BannersPage', () => {
  it('lists the banners in order, saying which show on the home page now', async () => {
    fakeRewardsApi({ banners: [TRIVIA, HIDDEN, SUMMER, OLD] });
    renderPage();
    await screen.findByText('Summer rewards');
    expect(titles()).toEqual([
      'Position 1 of 4: Summer rewards',
      'Position 2 of 4: Trivia week',
      'Position 3 of 4: Spring sale',
      'Position 4 of 4: Hidden promo',
    ]);
    expect(within(item('Summer rewards')).getByText('On the home page now')).toBeInTheDocument();
    expect(within(item('Trivia week')).getByText('Scheduled')).toBeInTheDocument();
    expect(item('Trivia week')).toHaveTextContent('https://example.com/trivia');
    expect(within(item('Spring sale')).getByText('Ended')).toBeInTheDocument();
    expect(within(item('Hidden promo')).getByText('Not on the home page')).toBeInTheDocument();
    expect(within(item('Hidden promo')).getByText('Inactive')).toBeInTheDocument();
    expect(item('Hidden promo')).toHaveTextContent('No link');
    expect(screen.getByTestId('banners-summary')).toHaveTextContent(
      '4 banners, 1 on the home page now.',
    );
  });

  it('moves a banner by keyboard, saves the new order and keeps the focus on it', async () => {
    const server = fakeRewardsApi({ banners: [SUMMER, TRIVIA, OLD] });
    const { user } = renderPage();
    await screen.findByText('Summer rewards');
    screen.getByRole('button', { name: 'Move Trivia week up' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(titles()).toEqual([
        'Position 1 of 3: Trivia week',
        'Position 2 of 3: Summer rewards',
        'Position 3 of 3: Spring sale',
      ]),
    );
    expect(await screen.findByText('The new order was saved.')).toBeInTheDocument();
    expect(server.changes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/banners/order',
        body: { ids: ['b2', 'b1', 'b3'] },
      }),
    ]);
    // At the top it cannot go up any more: the focus waits on its "down" twin.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Trivia week down' })).toHaveFocus(),
    );
    expect(screen.getByRole('button', { name: 'Move Trivia week up' })).toBeDisabled();
    // Said to screen readers too.
    expect(screen.getByText('Trivia week moved to position 1 of 3.')).toHaveAttribute(
      'role',
      'status',
    );

    await user.keyboard(' ');
    await waitFor(() =>
      expect(server.changes().at(-1)).toMatchObject({ body: { ids: ['b1', 'b2', 'b3'] } }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Trivia week down' })).toHaveFocus(),
    );
  });

  it('puts the old order back when the server refuses the new one', async () => {
    const server = fakeRewardsApi({ banners: [SUMMER, TRIVIA] });
    server.fail('PUT', '/api/banners/order', {
      status: 400,
      body: { message: 'ids must name each of the 3 banners once', error: 'Bad Request' },
    });
    const { user } = renderPage();
    await screen.findByText('Summer rewards');
    await user.click(screen.getByRole('button', { name: 'Move Summer rewards down' }));
    expect(
      await screen.findByText('The order was not saved: ids must name each of the 3 banners once'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(titles()).toEqual(['Position 1 of 2: Summer rewards', 'Position 2 of 2: Trivia week']),
    );
  });

  it('deactivates a banner with Undo, and deletes one once confirmed', async () => {
    const server = fakeRewardsApi({ banners: [SUMMER, TRIVIA] });
    const { user } = renderPage();
    await screen.findByText('Summer rewards');
    await user.click(screen.getByRole('button', { name: 'Deactivate Summer rewards' }));
    expect(
      await screen.findByText(
        'Summer rewards was deactivated: it no longer shows on the home page.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(item('Summer rewards')).getByText('Not on the home page')).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Summer rewards is active again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Trivia week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this banner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = (await screen.findByText('Trivia week was deleted.')).closest('.toast');
    await waitFor(() => expect(screen.getAllByTestId('banner-item')).toHaveLength(1));
    // Sent once its Undo is no longer offered.
    expect(server.changes()).toHaveLength(2);
    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(server.changes()).toMatchObject([
        { method: 'PATCH', path: '/api/banners/b1', body: { active: false } },
        { method: 'PATCH', path: '/api/banners/b1', body: { active: true } },
        { method: 'DELETE', path: '/api/banners/b2' },
      ]),
    );
  });

  it('says when there are no banners yet', async () => {
    fakeRewardsApi();
    renderPage();
    expect(await screen.findByText('No banners yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New banner' })).toHaveLength(2);
  });
});
