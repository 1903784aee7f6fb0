import { act, screen, waitFor } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { setUnauthorizedHandler } from '../../../lib/api/client';
import { setErrorCodeTranslator } from '../../../lib/api/errors';
import { errorCodeTranslator } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { ConfirmationRequiredPage } from './ConfirmationRequiredPage';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';
import { UnlockSessionPage } from './UnlockSessionPage';

const USER = {
  id: 'u1',
  name: 'Lucía',
  surname: 'Fernández',
  email: 'lucia@talento.local',
  avatar: null,
  empresa: 'Talento',
  ctaid: '',
  phone: '',
  language: null,
  onboarded: true,
  passwordChangeRequired: false,
  status: 'online' as const,
  roles: ['recruiter' as const],
};

/** What the server answers a wrong e-mail or password, on sign-in and unlock. */
const wrongCredentials = () =>
  jsonResponse(
    {
      statusCode: 404,
      message: 'Wrong email or password',
      error: 'Not Found',
      code: 'wrong-credentials',
    },
    404,
    'Not Found',
  );

const refused = (code: string, message: string) =>
  jsonResponse({ statusCode: 403, message, error: 'Forbidden', code }, 403, 'Forbidden');

function renderSignIn(path = '/sign-in') {
  return renderRoutes(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/welcome', element: <h1>Welcome</h1> },
      { path: '/apps/candidates', element: <h1>Candidates</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
}

async function signIn(user: ReturnType<typeof renderSignIn>['user']) {
  await user.type(screen.getByLabelText('Email address'), USER.email);
  await user.type(screen.getByLabelText('Password'), 'Right-Password-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  afterEach(() => act(() => session.forget()));

  const answer = (user: Partial<Omit<typeof USER, 'language'>> & { language?: string }) =>
    stubFetch(() =>
      jsonResponse({ user: { ...USER, ...user }, accessToken: 'token', tokenType: 'bearer' }),
    );

  it('names its fields as password managers look for them', () => {
    renderSignIn();
    // A password manager fills, and saves, the e-mail as the account's user name.
    expect(screen.getByLabelText('Email address')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('sends a first sign-in to the onboarding, carrying where it was going', async () => {
    answer({ onboarded: false });
    const { user, router } = renderSignIn('/sign-in?redirectURL=%2Fapps%2Fcandidates');
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fapps%2Fcandidates');
  });

  it('signs an onboarded account straight in, in the language of its profile', async () => {
    answer({ language: 'tr' });
    const { user, router, i18n } = renderSignIn('/sign-in?redirectURL=%2Fapps%2Fcandidates');
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Candidates' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(i18n.language).toBe('tr');
  });

  it.each([
    [
      'account-pending',
      'This account is awaiting approval by an administrator',
      /awaiting approval/,
    ],
    ['account-rejected', 'This account’s sign-up was rejected', /sign-up was not approved/],
    ['account-deactivated', 'Account deactivated (server text)', /has been deactivated\. Ask/],
  ])('explains a 403 %s in the reader’s language', async (code, message, expected) => {
    stubFetch(() => refused(code, message));
    const { user, router } = renderSignIn();
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(expected);
    // The translated sentence, not the server's English one.
    expect(alert).not.toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(session.getState().status).not.toBe('signed-in');
  });

  it('says awaiting approval as a warning, not a failure', async () => {
    stubFetch(() => refused('account-pending', 'pending'));
    const { user } = renderSignIn();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveClass('alert-warning');
  });

  it('says a wrong e-mail or password (404 wrong-credentials) in the reader’s language', async () => {
    stubFetch(() => wrongCredentials());
    const { user, router, i18n } = renderSignIn();
    const restore = setErrorCodeTranslator(errorCodeTranslator(i18n));
    try {
      await signIn(user);
      // errors.wrong-credentials, not the server's English sentence.
      expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    } finally {
      restore();
    }
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(session.getState().status).not.toBe('signed-in');
  });

  it('keeps a 403 of another kind as the server says it', async () => {
    stubFetch(() => refused('something-else', 'Refused for another reason'));
    const { user } = renderSignIn();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused for another reason');
  });

  it('checks the fields on submit, then as they change, sending nothing while wrong', async () => {
    const fetch = stubFetch(() =>
      jsonResponse({ user: USER, accessToken: 'token', tokenType: 'bearer' }),
    );
    const { user, router } = renderSignIn();
    const email = screen.getByLabelText('Email address');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(email).toHaveClass('is-invalid');
    expect(email).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, USER.email);
    await waitFor(() =>
      expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument(),
    );
    expect(email).not.toHaveClass('is-invalid');
    expect(screen.getByText('Enter your password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'Right-Password-1');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = fetch.mock.calls[0][0] as Request;
    expect(await sent.json()).toEqual({ email: USER.email, password: 'Right-Password-1' });
    // Not remembered: the token lives in this tab's session storage only.
    expect(localStorage.getItem('talento.accessToken')).toBeNull();
    expect(sessionStorage.getItem('talento.accessToken')).toBe('token');
  });

  it('signs an active account in', async () => {
    stubFetch(() => jsonResponse({ user: USER, accessToken: 'token', tokenType: 'bearer' }));
    const { user, router } = renderSignIn();
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.getState().user?.roles).toEqual(['recruiter']);
  });
});

describe('UnlockSessionPage', () => {
  beforeEach(() => session.start({ user: USER, accessToken: 'token', tokenType: 'bearer' }));
  afterEach(() => act(() => session.forget()));

  it('says a wrong password and keeps the person signed in, the token still held', async () => {
    const onUnauthorized = jest.fn();
    const restores = [setUnauthorizedHandler(onUnauthorized)];
    const fetch = stubFetch(() => wrongCredentials());
    try {
      const { user, i18n } = renderRoutes(
        [{ path: '/unlock-session', element: <UnlockSessionPage /> }],
        { initialEntries: ['/unlock-session'] },
      );
      restores.push(setErrorCodeTranslator(errorCodeTranslator(i18n)));
      await user.type(screen.getByLabelText('Password'), 'Wrong-Password-1');
      await user.click(screen.getByRole('button', { name: 'Unlock' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
      expect(fetch.mock.calls[0][0].headers.get('Authorization')).toBe('Bearer token');
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(session.getState().status).toBe('signed-in');
    } finally {
      for (const restore of restores) restore();
    }
  });

  it('explains that the account was deactivated meanwhile', async () => {
    stubFetch(() => refused('account-deactivated', 'This account has been deactivated'));
    const { user } = renderRoutes([{ path: '/unlock-session', element: <UnlockSessionPage /> }], {
      initialEntries: ['/unlock-session'],
    });
    await user.type(screen.getByLabelText('Password'), 'Right-Password-1');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has been deactivated. Ask an administrator to reactivate it.',
    );
  });
});

function renderSignUp() {
  return renderRoutes(
    [
      { path: '/sign-up', element: <SignUpPage /> },
      { path: '/sign-in', element: <h1>Sign in</h1> },
      { path: '/confirmation-required', element: <ConfirmationRequiredPage /> },
    ],
    { initialEntries: ['/sign-up'] },
  );
}

async function fillSignUp(user: ReturnType<typeof renderSignUp>['user']) {
  await user.type(screen.getByLabelText('Full name'), 'Ana Díaz');
  await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret-Password-1');
  await user.type(screen.getByLabelText('Company'), 'Acme');
  await user.click(screen.getByLabelText(/I agree/));
  await user.click(screen.getByRole('button', { name: 'Create your free account' }));
}

describe('SignUpPage', () => {
  it('shows that sign-up is closed, without a form, and the way to sign in', async () => {
    stubFetch(() => jsonResponse({ mode: 'closed' }));
    const { user, router } = renderSignUp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-up is closed' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create your free account' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('turns to the closed state when the server refuses the sign-up as closed', async () => {
    stubFetch((request) =>
      request.method === 'GET'
        ? jsonResponse({ mode: 'approval' })
        : jsonResponse(
            { statusCode: 403, message: 'closed', error: 'Forbidden', code: 'signup-closed' },
            403,
          ),
    );
    const { user } = renderSignUp();
    await screen.findByLabelText('Full name');
    await fillSignUp(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-up is closed' }),
    ).toBeInTheDocument();
  });

  it('under approval, says so and lands on a confirmation that an administrator must approve', async () => {
    const fetch = stubFetch((request) =>
      request.method === 'GET' ? jsonResponse({ mode: 'approval' }) : jsonResponse(true),
    );
    const { user, router } = renderSignUp();
    expect(
      await screen.findByText('An administrator reviews every new account before it can sign in.'),
    ).toBeInTheDocument();
    await fillSignUp(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation-required'));
    expect(router.state.location.search).toBe('?mode=approval');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Awaiting approval' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('confirmation')).toHaveTextContent(
      'An administrator must approve it before you can sign in',
    );
    const post = fetch.mock.calls.find(([request]) => request.method === 'POST');
    expect(await post![0].json()).toEqual({
      name: 'Ana Díaz',
      email: 'ana@example.com',
      password: 'Secret-Password-1',
      company: 'Acme',
      agreements: true,
    });
  });

  it('offers the new password to be saved under the e-mail', async () => {
    stubFetch(() => jsonResponse({ mode: 'open' }));
    renderSignUp();
    await screen.findByLabelText('Full name');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('in open mode, says on the confirmation that the account can sign in now', async () => {
    stubFetch((request) =>
      request.method === 'GET' ? jsonResponse({ mode: 'open' }) : jsonResponse(true),
    );
    const { user, router } = renderSignUp();
    await screen.findByLabelText('Full name');
    expect(screen.queryByTestId('sign-up-approval-note')).not.toBeInTheDocument();
    await fillSignUp(user);
    await waitFor(() => expect(router.state.location.search).toBe('?mode=open'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account created' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('confirmation')).toHaveTextContent('Your account is ready.');
    // A taken address is answered the same: the page says where its owner should look.
    expect(screen.getByTestId('confirmation-existing')).toHaveTextContent(
      'If this address already had an account, nothing was created',
    );
  });
});
