import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { sampleVacancy } from '../testing/vacancies';
import { VacancyFormPage } from './VacancyFormPage';

const CREATED = sampleVacancy({ title: 'Contador' });
const EMPTY_PAGE = {
  items: [],
  pagination: { length: 0, size: 10, page: 1, lastPage: 1, startIndex: 0, endIndex: 0 },
};

function api() {
  return stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path === '/api/vacancies') return jsonResponse(CREATED, 201);
    return jsonResponse(EMPTY_PAGE);
  });
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/apps/crearvacanciaInterno', element: <VacancyFormPage /> },
      { path: '/apps/listadovacanciaInterna', element: <h1>Vacancy list</h1> },
    ],
    { initialEntries: ['/apps/crearvacanciaInterno'] },
  );
}

/** The breadcrumb back to the list asks first; Cancel in the question keeps the form. */
async function stayAfterAsking(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('link', { name: 'Vacancy List' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('VacancyFormPage', () => {
  it('asks before another screen takes a typed vacancy away', async () => {
    api();
    const { user, router } = renderPage();
    await user.type(await screen.findByLabelText('Title'), 'Contador');
    await user.click(screen.getByRole('link', { name: 'Vacancy List' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/apps/crearvacanciaInterno');
    expect(screen.getByLabelText('Title')).toHaveValue('Contador');

    await user.click(screen.getByRole('link', { name: 'Vacancy List' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByRole('heading', { name: 'Vacancy list' })).toBeVisible();
  });

  it('lets an untouched form go, and warns before a reload once something is typed', async () => {
    api();
    const untouched = renderPage();
    await screen.findByLabelText('Title');
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await untouched.user.click(screen.getByRole('link', { name: 'Vacancy List' }));
    expect(await screen.findByRole('heading', { name: 'Vacancy list' })).toBeVisible();
    untouched.unmount();

    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Title'), 'Contador');
    const typed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(true);
  });

  it('goes to the list without asking once the vacancy is saved, or on Cancel', async () => {
    api();
    const saved = renderPage();
    await saved.user.type(await screen.findByLabelText('Title'), 'Contador');
    await stayAfterAsking(saved.user);
    await saved.user.click(screen.getByRole('button', { name: 'Create vacancy' }));
    expect(await screen.findByRole('heading', { name: 'Vacancy list' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    saved.unmount();

    const cancelled = renderPage();
    await cancelled.user.type(await screen.findByLabelText('Title'), 'Contador');
    await stayAfterAsking(cancelled.user);
    await cancelled.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Vacancy list' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
