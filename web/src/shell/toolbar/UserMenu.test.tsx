import { act, screen, waitFor } from '@testing-library/react';
import { session } from '../../lib/session';
import { deferred, jsonResponse, stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { ToolbarToasts } from './common/toasts';
import { UserMenu } from './UserMenu';

const USER = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Lucía',
  surname: 'Fernández',
  email: 'admin@talento.local',
  avatar: null,
  empresa: 'Talento',
  ctaid: '',
  phone: '',
  language: null,
  onboarded: true,
  passwordChangeRequired: false,
  status: 'online' as const,
  roles: ['admin' as const],
};

function renderMenu() {
  return renderWithProviders(
    <ToolbarToasts>
      <UserMenu />
    </ToolbarToasts>,
  );
}

describe('UserMenu', () => {
  beforeEach(() => session.start({ user: USER, accessToken: 'token', tokenType: 'bearer' }));
  // Still mounted: the menu re-renders as the session ends.
  afterEach(() => act(() => session.forget()));

  it('names its button after the person it shows, so the name holds the visible text', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Lucía Fernández, user menu' });
    expect(button).toHaveTextContent('Lucía Fernández');
  });

  it('shows who is signed in and the ways out', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: /user menu/i }));
    expect(screen.getByText('Signed in as')).toBeInTheDocument();
    expect(screen.getByText('admin@talento.local')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/sign-out');
    for (const status of ['Online', 'Away', 'Busy', 'Invisible']) {
      expect(screen.getByRole('button', { name: status })).toBeInTheDocument();
    }
  });

  it('leads an administrator to the system health', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: /user menu/i }));
    expect(screen.getByRole('link', { name: 'System health' })).toHaveAttribute(
      'href',
      '/admin/health',
    );
  });

  it('leaves the system health out for other roles', async () => {
    session.start({
      user: { ...USER, roles: ['recruiter', 'rewards'] },
      accessToken: 'token',
      tokenType: 'bearer',
    });
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: /user menu/i }));
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'System health' })).not.toBeInTheDocument();
  });

  it('leads an administrator, and no one else, to the audit trail', async () => {
    const { user, unmount } = renderMenu();
    await user.click(screen.getByRole('button', { name: /user menu/i }));
    expect(screen.getByRole('link', { name: 'Audit trail' })).toHaveAttribute(
      'href',
      '/admin/audit',
    );
    unmount();
    session.start({
      user: { ...USER, roles: ['recruiter', 'rewards'] },
      accessToken: 'token',
      tokenType: 'bearer',
    });
    renderMenu();
    await user.click(screen.getByRole('button', { name: /user menu/i }));
    expect(screen.queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
  });

  it('shows a new status at once and keeps what the server answers', async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: /user menu/i }));
    await user.click(screen.getByRole('button', { name: 'Busy' }));
    expect(screen.getByTestId('user-status-dot')).toHaveAttribute('data-status', 'busy');
    const request = fetch.mock.calls[0][0];
    expect(request.method).toBe('PATCH');
    expect(new URL(request.url).pathname).toBe('/api/common/user');
    expect(await request.json()).toEqual({ status: 'busy' });
    answer.resolve(jsonResponse({ ...USER, status: 'busy' }));
    await waitFor(() => expect(session.getState().user?.status).toBe('busy'));
  });

  it('puts the old status back when the server refuses', async () => {
    stubFetch(() => jsonResponse({ statusCode: 500, message: 'Boom', error: 'Internal' }, 500));
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: /user menu/i }));
    await user.click(screen.getByRole('button', { name: 'Invisible' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The status could not be saved.');
    expect(screen.getByTestId('user-status-dot')).toHaveAttribute('data-status', 'online');
    expect(session.getState().user?.status).toBe('online');
  });
});
