import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '../../../lib/access';
import { AccessContext } from '../../../lib/access';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { LiveSession } from '../api/sessions';
import { SessionsPage } from './SessionsPage';

function live(id: string, name: string, current = false): LiveSession {
  return {
    id,
    accountId: `account-${name}`,
    accountAvatar: null,
    accountName: name,
    accountEmail: `${name.toLowerCase()}@talento.local`,
    createdAt: new Date().toISOString(),
    lastSeenAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    ip: '127.0.0.1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
    current,
  };
}

const OWN = [live('s1', 'Lucía', true), live('s2', 'Lucía')];
const EVERYONE = [...OWN, live('s3', 'Rosa')];

function renderPage(roles: Role[], path = '/apps/usuarios-logueados') {
  const fetch = stubFetch((request) => {
    const url = new URL(request.url);
    if (request.method === 'DELETE') return jsonResponse(true);
    return jsonResponse(url.searchParams.get('all') === 'true' ? EVERYONE : OWN);
  });
  const rendered = renderRoutes(
    [
      {
        path: '/apps/usuarios-logueados',
        element: (
          <AccessContext value={{ accountId: 'account-Lucía', roles }}>
            <SessionsPage />
          </AccessContext>
        ),
      },
      { path: '/sign-out', element: <h1>Signing out</h1> },
    ],
    { initialEntries: [path] },
  );
  return { ...rendered, fetch };
}

const listCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname === '/api/sessions');

describe('SessionsPage', () => {
  it('shows a person their own sessions, with no switch to see everyone', async () => {
    const { fetch } = renderPage(['recruiter'], '/apps/usuarios-logueados?all=true');
    expect(await screen.findAllByTestId('session-row')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: "Every account's sessions" })).toBeNull();
    // ?all=true means nothing without the admin role: the server would answer 403.
    expect(listCalls(fetch).every((url) => !url.searchParams.has('all'))).toBe(true);
    expect(screen.getByText(/The browsers where you are signed in/)).toBeInTheDocument();
  });

  it('lets an administrator switch to every account’s sessions, kept in the URL', async () => {
    const { user, router, fetch } = renderPage(['admin']);
    expect(await screen.findAllByTestId('session-row')).toHaveLength(2);
    const toggle = screen.getByRole('checkbox', { name: "Every account's sessions" });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(router.state.location.search).toBe('?all=true'));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(3));
    expect(listCalls(fetch).at(-1)?.searchParams.get('all')).toBe('true');
    expect(screen.getByText(/Everyone signed in to the console/)).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
  });

  it('revokes another session after confirming and says so', async () => {
    const { user, fetch } = renderPage(['admin'], '/apps/usuarios-logueados?all=true');
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(3));
    const rosa = screen
      .getAllByTestId('session-row')
      .find((row) => row.textContent?.includes('Rosa'));
    await user.click(within(rosa!).getByRole('button', { name: 'Revoke' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText("Rosa's session was revoked.")).toBeInTheDocument();
    const deleted = fetch.mock.calls.find(([request]) => request.method === 'DELETE');
    expect(new URL(deleted![0].url).pathname).toBe('/api/sessions/s3');
  });

  it('signs out properly when the current session is revoked', async () => {
    const { user, router, fetch } = renderPage(['recruiter']);
    const rows = await screen.findAllByTestId('session-row');
    const current = rows.find((row) => row.textContent?.includes('This browser'));
    await user.click(within(current!).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This is your own session: you will be signed out.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-out'));
    // The sign-out page revokes it; this page does not call DELETE itself.
    expect(fetch.mock.calls.some(([request]) => request.method === 'DELETE')).toBe(false);
  });
});
