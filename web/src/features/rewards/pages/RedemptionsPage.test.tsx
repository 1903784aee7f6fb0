import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { Redemption } from '../api/redemptions';
import { RedemptionsPage } from './RedemptionsPage';

function redemption(id: string, member: string, status: Redemption['status']): Redemption {
  return {
    id,
    memberId: `m-${id}`,
    memberName: member,
    memberEmail: `${member.split(' ')[0].toLowerCase()}@members.test`,
    rewardId: 'r-1',
    rewardName: 'Smart watch',
    rewardImage: null,
    points: 1200,
    status,
    notes: '',
    cancelReason: null,
    history: [],
    completedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

function fakeServer(rows: Redemption[]) {
  const calls: Call[] = [];
  stubFetch(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    if (request.method === 'GET' && url.pathname === '/api/redemptions') {
      const status = url.searchParams.get('status');
      const items = rows.filter((row) => !status || row.status === status);
      return jsonResponse({
        items,
        pagination: {
          length: items.length,
          size: 10,
          page: 1,
          lastPage: 1,
          startIndex: 0,
          endIndex: items.length - 1,
        },
      });
    }
    if (url.pathname === '/api/redemptions/bulk') {
      const { ids } = body as { ids: string[] };
      return jsonResponse({
        done: rows
          .filter((row) => ids.includes(row.id))
          .map((row) => ({ ...row, status: 'approved' })),
        refused: [],
      });
    }
    const match = /^\/api\/redemptions\/([^/]+)\/(\w+)$/.exec(url.pathname);
    if (match?.[2] === 'deliver') {
      return jsonResponse(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'The redemption is pending; it cannot be moved to delivered',
        },
        409,
      );
    }
    const row = rows.find((one) => one.id === match?.[1]);
    return jsonResponse({ ...row, status: match?.[2] === 'cancel' ? 'cancelled' : 'approved' });
  });
  return calls;
}

const ROWS = [redemption('a', 'Ana Pérez', 'pending'), redemption('b', 'Luis Gómez', 'approved')];

describe('RedemptionsPage (apps/canjes)', () => {
  const open = (path = '/apps/canjes') =>
    renderRoutes([{ path: '/apps/canjes', element: <RedemptionsPage completed={false} /> }], {
      initialEntries: [path],
    });

  it('lists open redemptions and offers only the actions each status allows', async () => {
    const calls = fakeServer(ROWS);
    open();
    const table = await screen.findByRole('table', { name: 'Redemptions' });
    const ana = (await within(table).findByText('Ana Pérez')).closest('tr')!;
    expect(
      within(ana).getByRole('button', { name: 'Approve Ana Pérez’s Smart watch' }),
    ).toBeInTheDocument();
    expect(
      within(ana).queryByRole('button', { name: /Mark .* delivered/ }),
    ).not.toBeInTheDocument();
    const luis = within(table).getByText('Luis Gómez').closest('tr')!;
    expect(
      within(luis).getByRole('button', { name: 'Mark Luis Gómez’s Smart watch delivered' }),
    ).toBeInTheDocument();
    expect(calls[0].query.get('completed')).toBe('false');
    // Newest first, as the Redeemed column's header says.
    expect([calls[0].query.get('sort'), calls[0].query.get('order')]).toEqual([
      'createdAt',
      'desc',
    ]);
    expect(within(table).getByRole('columnheader', { name: /Redeemed/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('approves a row and says so', async () => {
    const calls = fakeServer(ROWS);
    const { user } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Approve Ana Pérez’s Smart watch' }),
    );
    expect(await screen.findByText('Ana Pérez’s Smart watch was approved')).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/redemptions/a/approve'),
    ).toBe(true);
  });

  it('asks before cancelling, sends the reason, and shows a refusal from the server', async () => {
    const calls = fakeServer(ROWS);
    const { user } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel Luis Gómez’s Smart watch' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this redemption?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Wrong size');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel redemption' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/redemptions/b/cancel')?.body).toEqual({
        reason: 'Wrong size',
      }),
    );
    expect(await screen.findByText(/was cancelled and the points refunded/)).toBeInTheDocument();
  });

  it('approves the selected rows in bulk', async () => {
    const calls = fakeServer(ROWS);
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Redemptions' });
    await within(table).findByText('Ana Pérez');
    const checkboxes = within(table).getAllByRole('checkbox');
    await user.click(checkboxes[1]);
    await user.click(checkboxes[2]);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/redemptions/bulk')?.body).toEqual({
        action: 'approve',
        ids: ['a'],
      }),
    );
    expect(await screen.findByText('1 redemption approved')).toBeInTheDocument();
    // Luis's was approved already: it is left as it was, and the page says so.
    expect(await screen.findByText('1 was left as it was')).toBeInTheDocument();
  });

  it('keeps the status filter in the URL', async () => {
    const calls = fakeServer(ROWS);
    const { user, router } = open();
    await screen.findByRole('table', { name: 'Redemptions' });
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'approved');
    await waitFor(() => expect(router.state.location.search).toContain('status=approved'));
    await waitFor(() => expect(calls.at(-1)?.query.get('status')).toBe('approved'));
  });
});
