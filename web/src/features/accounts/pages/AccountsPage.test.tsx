import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { StaffAccount } from '../api/accounts';
import { AccountsPage } from './AccountsPage';

function account(
  id: string,
  name: string,
  state: StaffAccount['state'],
  roles: StaffAccount['roles'],
): StaffAccount {
  return {
    id,
    name,
    surname: '',
    email: `${name.toLowerCase()}@talento.local`,
    avatar: null,
    empresa: 'Talento',
    status: 'online',
    state,
    roles,
    source: 'local',
    phone: '',
    language: null,
    onboardedAt: '2026-11-20T10:00:00.000Z',
    reviewedBy: null,
    reviewedAt: null,
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

/** A small stand-in for the accounts API, recording every call. */
function fakeServer(initial: StaffAccount[]) {
  let accounts = [...initial];
  const calls: Call[] = [];
  const failures = new Map<string, { status: number; message: string }>();
  const fetch = stubFetch(async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.text();
    const call = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: body ? (JSON.parse(body) as unknown) : undefined,
    };
    calls.push(call);
    const failure = failures.get(`${request.method} ${url.pathname}`);
    if (failure) {
      return jsonResponse(
        { statusCode: failure.status, message: failure.message, error: 'Conflict' },
        failure.status,
      );
    }
    if (request.method === 'GET' && url.pathname === '/api/accounts') {
      const state = url.searchParams.get('state');
      const role = url.searchParams.get('role');
      const items = accounts
        .filter((item) => !state || item.state === state)
        .filter((item) => !role || item.roles.includes(role as never));
      return jsonResponse({
        items,
        pagination: items.length
          ? { length: items.length, size: 10, page: 1, lastPage: 1, startIndex: 0, endIndex: 0 }
          : { length: 0, size: 10, page: 1, lastPage: 1 },
      });
    }
    const match = /^\/api\/accounts\/([^/]+)\/([\w/]+)$/.exec(url.pathname);
    if (!match) return jsonResponse({});
    const [, id, action] = match;
    const update = (change: Partial<StaffAccount>) => {
      accounts = accounts.map((item) => (item.id === id ? { ...item, ...change } : item));
      return jsonResponse(accounts.find((item) => item.id === id));
    };
    const roles = (call.body as { roles?: StaffAccount['roles'] } | undefined)?.roles;
    switch (action) {
      case 'approve':
        return update({ state: 'active', roles });
      case 'reject':
        return update({ state: 'rejected' });
      case 'roles':
        return update({ roles });
      case 'deactivate':
        return update({ state: 'deactivated' });
      case 'reactivate':
        return update({ state: 'active' });
      case 'onboarding/reset':
        return update({ onboardedAt: null });
      case 'sessions':
        return jsonResponse({ revoked: 3 });
      default:
        return jsonResponse({});
    }
  });
  return {
    fetch,
    calls,
    actions: () => calls.filter((call) => call.method !== 'GET'),
    fail: (method: string, path: string, status: number, message: string) =>
      failures.set(`${method} ${path}`, { status, message }),
  };
}

const ADMIN = account('a1', 'Admin', 'active', ['admin']);
const PENDING = account('p1', 'Paula', 'pending', []);
const RECRUITER = account('r1', 'Rosa', 'active', ['recruiter']);
const GONE = account('d1', 'Diego', 'deactivated', ['rewards']);

function renderPage(path = '/mantenimiento/cuentas') {
  return renderRoutes([{ path: '/mantenimiento/cuentas', element: <AccountsPage /> }], {
    initialEntries: [path],
  });
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('AccountsPage', () => {
  it('lists accounts with roles and state, and counts the pending sign-ups', async () => {
    fakeServer([ADMIN, PENDING, RECRUITER, GONE]);
    renderPage();
    expect(await screen.findByText('Paula')).toBeInTheDocument();
    expect(within(row('Rosa')).getByText('Recruiter')).toBeInTheDocument();
    expect(row('Rosa')).toHaveTextContent('Active');
    expect(row('Paula')).toHaveTextContent('Awaiting approval');
    expect(row('Diego')).toHaveTextContent('Deactivated');
    expect(within(row('Admin')).getByText('Administrator')).toBeInTheDocument();
    const shortcut = screen.getByTestId('pending-shortcut');
    await waitFor(() => expect(shortcut).toHaveTextContent('1 sign-up awaits approval'));
  });

  it('filters by the pending shortcut, the state and the role, keeping them in the URL', async () => {
    const server = fakeServer([ADMIN, PENDING, RECRUITER, GONE]);
    const { user, router } = renderPage();
    await screen.findByText('Paula');
    await user.click(screen.getByTestId('pending-shortcut'));
    await waitFor(() => expect(router.state.location.search).toBe('?state=pending'));
    await waitFor(() => expect(screen.queryByText('Rosa')).not.toBeInTheDocument());
    expect(screen.getByTestId('pending-shortcut')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('pending');

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'recruiter');
    await waitFor(() => expect(router.state.location.search).toBe('?role=recruiter'));
    await waitFor(() => expect(screen.queryByText('Diego')).not.toBeInTheDocument());
    const last = server.calls.filter((call) => call.path === '/api/accounts').at(-1);
    expect(last?.query.get('role')).toBe('recruiter');
    expect(last?.query.get('state')).toBeNull();
  });

  it('approves a sign-up with the roles chosen in the dialog, at least one', async () => {
    const server = fakeServer([ADMIN, PENDING]);
    const { user } = renderPage();
    await screen.findByText('Paula');
    await user.click(screen.getByRole('button', { name: 'Approve Paula' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Paula' });
    const recruiter = within(dialog).getByRole('checkbox', { name: /Recruiter/ });
    expect(recruiter).toBeChecked();
    await user.click(recruiter);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Choose at least one role.')).toBeInTheDocument();
    expect(server.actions()).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: /Rewards/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Paula was approved and can sign in now.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.actions()).toMatchObject([
      { method: 'POST', path: '/api/accounts/p1/approve', body: { roles: ['rewards'] } },
    ]);
    await waitFor(() => expect(row('Paula')).toHaveTextContent('Active'));
  });

  it('administrator includes every role: the others show chosen and locked', async () => {
    const server = fakeServer([ADMIN, RECRUITER]);
    const { user } = renderPage();
    await screen.findByText('Rosa');
    await user.click(screen.getByRole('button', { name: 'Change the roles of Rosa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Rosa' });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Administrator/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Rewards/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Rewards/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByText("Rosa's roles were saved.")).toBeVisible();
    expect(server.actions()).toMatchObject([
      {
        method: 'PUT',
        path: '/api/accounts/r1/roles',
        body: { roles: ['admin', 'recruiter', 'rewards'] },
      },
    ]);
  });

  it('keeps the dialog open with the server’s message when it refuses (409 last admin)', async () => {
    const server = fakeServer([ADMIN]);
    server.fail(
      'PUT',
      '/api/accounts/a1/roles',
      409,
      'The last active administrator cannot lose the admin role or be deactivated',
    );
    const { user } = renderPage();
    await screen.findByText('Admin');
    await user.click(screen.getByRole('button', { name: 'Change the roles of Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Admin' });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Administrator/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The last active administrator cannot lose the admin role',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('rejects a sign-up after confirming', async () => {
    const server = fakeServer([ADMIN, PENDING]);
    const { user } = renderPage();
    await screen.findByText('Paula');
    await user.click(screen.getByRole('button', { name: 'Reject Paula' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reject this sign-up?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.actions()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject Paula' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }),
    );
    expect(await screen.findByText("Paula's sign-up was rejected.")).toBeInTheDocument();
    expect(server.actions()).toMatchObject([{ method: 'POST', path: '/api/accounts/p1/reject' }]);
  });

  it('deactivates and reactivates after confirming, each with a toast', async () => {
    const server = fakeServer([ADMIN, RECRUITER, GONE]);
    const { user } = renderPage();
    await screen.findByText('Rosa');
    await user.click(screen.getByRole('button', { name: 'Deactivate Rosa' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Deactivate this account?');
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Rosa was deactivated and signed out.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reactivate Diego' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reactivate' }),
    );
    expect(await screen.findByText('Diego was reactivated.')).toBeInTheDocument();
    expect(server.actions()).toMatchObject([
      { method: 'POST', path: '/api/accounts/r1/deactivate' },
      { method: 'POST', path: '/api/accounts/d1/reactivate' },
    ]);
  });

  it('shows an account the onboarding again after confirming, once', async () => {
    const server = fakeServer([ADMIN, RECRUITER]);
    const { user } = renderPage();
    await screen.findByText('Rosa');
    await user.click(screen.getByRole('button', { name: 'Show Rosa the onboarding again' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Rosa will see the welcome and the profile form');
    await user.click(within(confirm).getByRole('button', { name: 'Show again' }));
    expect(
      await screen.findByText('Rosa will see the onboarding at their next sign-in.'),
    ).toBeInTheDocument();
    expect(server.actions()).toMatchObject([
      { method: 'POST', path: '/api/accounts/r1/onboarding/reset' },
    ]);
    // Until Rosa goes through it again there is nothing to reset.
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Show Rosa the onboarding again' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s message in a toast when an action is refused', async () => {
    const server = fakeServer([ADMIN]);
    server.fail(
      'POST',
      '/api/accounts/a1/deactivate',
      409,
      'The last active administrator cannot lose the admin role or be deactivated',
    );
    const { user } = renderPage();
    await screen.findByText('Admin');
    await user.click(screen.getByRole('button', { name: 'Deactivate Admin' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
    );
    const toast = await screen.findByText(/Admin was not changed/);
    expect(toast).toHaveTextContent(
      'Admin was not changed: The last active administrator cannot lose the admin role',
    );
  });

  it('signs an account out everywhere, saying how many sessions ended', async () => {
    const server = fakeServer([ADMIN, RECRUITER]);
    const { user } = renderPage();
    await screen.findByText('Rosa');
    await user.click(screen.getByRole('button', { name: 'Sign Rosa out everywhere' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Sign out everywhere?');
    await user.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Rosa was signed out: 3 sessions ended.')).toBeInTheDocument();
    expect(server.actions()).toMatchObject([
      { method: 'DELETE', path: '/api/accounts/r1/sessions' },
    ]);
  });

  it('offers only the actions that fit each state', async () => {
    fakeServer([PENDING, RECRUITER, GONE, account('x1', 'Xavi', 'rejected', [])]);
    renderPage();
    await screen.findByText('Paula');
    const actionsOf = (name: string) =>
      within(row(name))
        .getAllByRole('button')
        .map((button) => button.getAttribute('data-action'))
        .filter(Boolean);
    expect(actionsOf('Paula')).toEqual(['approve', 'reject']);
    expect(actionsOf('Rosa')).toEqual(['roles', 'signOut', 'onboarding', 'deactivate']);
    expect(actionsOf('Diego')).toEqual(['roles', 'reactivate']);
    expect(actionsOf('Xavi')).toEqual(['approve']);
  });
});
