import { act, screen, waitFor } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../test/fetch';
import { renderRoutes } from '../../test/render';
import { session } from '../../lib/session';
import { Component as FormConfirmationPage } from './pages/FormConfirmationPage';
import { Component as FormOutPage } from './pages/FormOutPage';
import { Component as ProfileFormPage } from './pages/ProfileFormPage';
import { Component as WelcomePage } from './pages/WelcomePage';

const NEWCOMER = {
  id: 'u2',
  name: 'Marta',
  surname: '',
  email: 'marta@talento.local',
  avatar: null,
  empresa: 'Talento',
  ctaid: '',
  phone: '',
  language: null,
  onboarded: false,
  passwordChangeRequired: false,
  status: 'online' as const,
  roles: ['recruiter' as const],
};

function renderFlow(path: string) {
  return renderRoutes(
    [
      { path: '/welcome', element: <WelcomePage /> },
      { path: '/forms', element: <ProfileFormPage /> },
      { path: '/form-out', element: <FormOutPage /> },
      { path: '/form-confirmation', element: <FormConfirmationPage /> },
      { path: '/apps/candidates', element: <h1>Candidates</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
}

describe('the first sign-in onboarding', () => {
  afterEach(() => act(() => session.forget()));

  it('leads through welcome, the profile and the confirmation, then on', async () => {
    const sent: unknown[] = [];
    stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/common/user/onboarding') {
        const body = await request.json();
        sent.push(body);
        return jsonResponse({ ...NEWCOMER, ...body, onboarded: true });
      }
      return jsonResponse({ message: 'NOT FOUND' }, 404);
    });
    act(() => session.start({ user: NEWCOMER, accessToken: 'token', tokenType: 'bearer' }));
    const { user, router, i18n } = renderFlow('/welcome?next=%2Fapps%2Fcandidates');

    expect(
      await screen.findByRole('heading', { name: 'Welcome to Talento, Marta' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fapps%2Fcandidates');
    expect(screen.getByText('Welcome', { selector: 'li' })).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('link', { name: 'Set up my profile' }));

    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    // Required fields are checked before anything is sent.
    expect(await screen.findAllByText('This field is required')).toHaveLength(1);
    expect(screen.getByText(/Enter a phone number/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Surname'), 'Ibáñez');
    await user.type(screen.getByLabelText('Phone'), '+52 55 1234 5678');
    await user.selectOptions(screen.getByLabelText('Language'), 'Español');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/form-confirmation'));
    expect(sent).toEqual([
      { name: 'Marta', surname: 'Ibáñez', language: 'es', phone: '+52 55 1234 5678', avatar: null },
    ]);
    expect(session.getState().user?.onboarded).toBe(true);
    // The profile's language is the console's from now on.
    expect(i18n.language).toBe('es');
    await screen.findByRole('heading', { name: 'You are all set' });
    await user.click(screen.getByRole('link', { name: 'Go to the console' }));
    expect(await screen.findByRole('heading', { name: 'Candidates' })).toBeInTheDocument();
  });

  it('shows the server’s refusal beside the field it names', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          statusCode: 400,
          message: 'phone must be a phone number',
          error: 'Bad Request',
          fields: { phone: ['phone must be a phone number'] },
        },
        400,
      ),
    );
    act(() =>
      session.start({
        user: { ...NEWCOMER, surname: 'Ibáñez', phone: '+1 555 0100' },
        accessToken: 'token',
        tokenType: 'bearer',
      }),
    );
    const { user, router } = renderFlow('/forms');
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('phone must be a phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveClass('is-invalid');
    expect(router.state.location.pathname).toBe('/forms');
  });

  it('lets the person leave and come back to the form, keeping where they were going', async () => {
    act(() => session.start({ user: NEWCOMER, accessToken: 'token', tokenType: 'bearer' }));
    const { user, router } = renderFlow('/welcome?next=%2Fapps%2Fcandidates');
    await user.click(await screen.findByRole('link', { name: 'Not now' }));
    expect(
      await screen.findByRole('heading', { name: 'Your profile can wait' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toHaveAttribute(
      'href',
      '/apps/candidates',
    );
    await user.click(screen.getByRole('link', { name: 'Back to my profile' }));
    expect(router.state.location.pathname).toBe('/forms');
    expect(router.state.location.search).toBe('?next=%2Fapps%2Fcandidates');
  });
});
