import { act, screen } from '@testing-library/react';
import { setErrorCodeTranslator } from '../../../lib/api/errors';
import { errorCodeTranslator } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { ChangePasswordPage } from './ChangePasswordPage';
import { SignInPage } from './SignInPage';

const USER = {
  id: 'u1',
  name: 'Lucía',
  surname: 'Fernández',
  email: 'admin@talento.local',
  avatar: null,
  empresa: 'Talento',
  ctaid: '',
  phone: '',
  language: null,
  onboarded: true,
  passwordChangeRequired: true,
  status: 'online' as const,
  roles: ['admin' as const],
};
const ONE_TIME = 'Gq3v_Jx8TzR1mWc4nY7pLs2a';

function renderFlow(path = '/sign-in?redirectURL=%2Fapps%2Fcandidates') {
  return renderRoutes(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/change-password', element: <ChangePasswordPage /> },
      { path: '/welcome', element: <h1>Welcome</h1> },
      { path: '/apps/candidates', element: <h1>Candidates</h1> },
      { path: '/sign-out', element: <h1>Signed out</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
}

/** The server: sign-in answers the flagged account; the password change as `changed` says. */
function server(changed: () => Response) {
  return stubFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/auth/sign-in') {
      return jsonResponse({ user: USER, accessToken: 'token', tokenType: 'bearer' });
    }
    if (url.pathname === '/api/common/user/password' && request.method === 'POST') {
      return changed();
    }
    return jsonResponse({ statusCode: 404, message: 'Not here', error: 'Not Found' }, 404);
  });
}

async function signInWithOneTimePassword(user: ReturnType<typeof renderFlow>['user']) {
  await user.type(screen.getByLabelText('Email address'), USER.email);
  await user.type(screen.getByLabelText('Password'), ONE_TIME);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Choose your own password' });
}

async function fillIn(
  user: ReturnType<typeof renderFlow>['user'],
  current: string,
  next: string,
  confirmation = next,
) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm the new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('changing a one-time password', () => {
  afterEach(() => act(() => session.forget()));

  it('leads from sign-in to the change, then on to where the person was going', async () => {
    const fetchStub = server(() => jsonResponse({ ...USER, passwordChangeRequired: false }));
    const { user, router } = renderFlow();
    await signInWithOneTimePassword(user);
    expect(router.state.location.pathname).toBe('/change-password');
    expect(router.state.location.search).toBe('?next=%2Fapps%2Fcandidates');

    await fillIn(user, ONE_TIME, 'Mine-At-Last-1');
    expect(await screen.findByRole('heading', { name: 'Candidates' })).toBeInTheDocument();
    const sent = fetchStub.mock.calls
      .map(([request]) => request as Request)
      .find((request) => new URL(request.url).pathname === '/api/common/user/password')!;
    expect(await sent.json()).toEqual({
      currentPassword: ONE_TIME,
      newPassword: 'Mine-At-Last-1',
    });
    expect(session.getState().user?.passwordChangeRequired).toBe(false);
  });

  it('checks the form before sending: confirmation, length, a password that differs', async () => {
    const fetchStub = server(() => jsonResponse(USER));
    const { user } = renderFlow();
    await signInWithOneTimePassword(user);
    const sentBefore = fetchStub.mock.calls.length;

    await fillIn(user, ONE_TIME, 'Mine-At-Last-1', 'Mine-At-Last-2');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    for (const label of ['Current password', 'New password', 'Confirm the new password']) {
      await user.clear(screen.getByLabelText(label));
    }
    await fillIn(user, ONE_TIME, ONE_TIME);
    expect(
      await screen.findByText('The new password must differ from the current one'),
    ).toBeInTheDocument();
    expect(fetchStub.mock.calls.length).toBe(sentBefore);
  });

  it('says a wrong current password in the reader’s language and stays', async () => {
    server(() =>
      jsonResponse(
        {
          statusCode: 400,
          message: 'The current password is wrong',
          error: 'Bad Request',
          code: 'current-password-wrong',
        },
        400,
        'Bad Request',
      ),
    );
    const { user, router, i18n } = renderFlow();
    const restore = setErrorCodeTranslator(errorCodeTranslator(i18n));
    try {
      await signInWithOneTimePassword(user);
      await fillIn(user, 'not-it-at-all', 'Mine-At-Last-1');
      expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong.');
    } finally {
      restore();
    }
    expect(router.state.location.pathname).toBe('/change-password');
    expect(session.getState().user?.passwordChangeRequired).toBe(true);
  });
});

describe('changing a password too many times wrongly', () => {
  afterEach(() => act(() => session.forget()));

  it('tells the wait the server gives, in the reader’s units, and keeps the form', async () => {
    server(
      () =>
        new Response(
          JSON.stringify({
            statusCode: 429,
            message: 'Too many attempts. Try again in 900 seconds.',
            error: 'Too Many Requests',
            code: 'too-many-attempts',
            requestId: 'req-1',
          }),
          { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '900' } },
        ),
    );
    const { user, router, i18n } = renderFlow();
    const restore = setErrorCodeTranslator(errorCodeTranslator(i18n));
    try {
      await signInWithOneTimePassword(user);
      await fillIn(user, 'yet-another-guess', 'Mine-At-Last-1');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Too many attempts. Try again in 15 minutes.',
      );
    } finally {
      restore();
    }
    expect(screen.getByRole('button', { name: 'Save the new password' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/change-password');
    expect(session.getState().user?.passwordChangeRequired).toBe(true);
  });
});
