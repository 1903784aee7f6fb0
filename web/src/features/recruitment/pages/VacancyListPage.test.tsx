import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { Vacancy } from '../api/vacancies';
import { sampleVacancy } from '../testing/vacancies';
import { VacancyListPage } from './VacancyListPage';

function vacancy(id: string, code: string, title: string): Vacancy {
  return sampleVacancy({ id, code, title });
}

/** The vacancies API over a list; the writes it receives are kept. */
function fakeApi() {
  const vacancies = [vacancy('v1', 'VAC-0001', 'Contador'), vacancy('v2', 'VAC-0002', 'Diseñador')];
  const writes: string[] = [];
  stubFetch((request) => {
    const { pathname } = new URL(request.url);
    if (request.method !== 'GET') {
      writes.push(`${request.method} ${pathname}`);
      const index = vacancies.findIndex((item) => pathname.endsWith(item.id));
      if (index >= 0) vacancies.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    const items = pathname === '/api/vacancies' ? vacancies : [];
    return jsonResponse({
      items,
      pagination: { length: items.length, size: 10, page: 1, lastPage: 1 },
    });
  });
  return { writes };
}

async function deleteContador() {
  const server = fakeApi();
  const rendered = renderRoutes(
    [{ path: '/apps/listadovacanciaInterna', element: <VacancyListPage /> }],
    {
      initialEntries: ['/apps/listadovacanciaInterna'],
    },
  );
  const { user } = rendered;
  await screen.findByRole('link', { name: 'Contador' }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'Actions for VAC-0001' }));
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this vacancy?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete vacancy' }));
  const toast = (await screen.findByText('VAC-0001 was deleted.')).closest('.toast') as HTMLElement;
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Contador' })).toBeNull());
  // Nothing is sent while Undo is offered.
  expect(server.writes).toEqual([]);
  return { ...rendered, server, toast };
}

describe('VacancyListPage (apps/listadovacanciaInterna)', () => {
  it('keeps the search and filters of a list that failed, and searches again from them', async () => {
    const searches: URLSearchParams[] = [];
    let down = true;
    stubFetch((request) => {
      const url = new URL(request.url);
      const listed = url.pathname === '/api/vacancies';
      if (listed) searches.push(url.searchParams);
      if (listed && down) {
        return jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500);
      }
      const items = listed ? [vacancy('v1', 'VAC-0001', 'Contador')] : [];
      return jsonResponse({
        items,
        pagination: { length: items.length, size: 10, page: 1, lastPage: 1 },
      });
    });
    const { user } = renderRoutes(
      [{ path: '/apps/listadovacanciaInterna', element: <VacancyListPage /> }],
      { initialEntries: ['/apps/listadovacanciaInterna?q=Dise%C3%B1o&status=open'] },
    );
    // The error and its Retry stand where the table would be.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(screen.queryByRole('table', { name: 'Vacancy List' })).not.toBeInTheDocument();
    expect(alert).toHaveTextContent('The vacancies could not be loaded');
    const asked = searches.length;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(searches).toHaveLength(asked + 1));
    expect(searches.at(-1)?.get('search')).toBe('Diseño');
    // What the person asked for stays on the screen, to change or reset.
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveValue('Diseño');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    expect(screen.getByRole('combobox', { name: 'Company' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset view' })).toBeInTheDocument();

    down = false;
    await user.clear(search);
    await user.type(search, 'Conta');
    // A busy machine may pause between keys long enough to send what was typed so far:
    // what counts is that the whole search is sent, with the filter kept.
    await waitFor(() => expect(searches.at(-1)?.get('search')).toBe('Conta'));
    expect(searches.at(-1)?.get('status')).toBe('open');
    expect(await screen.findByRole('link', { name: 'Contador' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a vacancy once its Undo is no longer offered', async () => {
    const { user, server, toast } = await deleteContador();
    await user.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(server.writes).toEqual(['DELETE /api/vacancies/v1']));
    expect(screen.queryByRole('link', { name: 'Contador' })).toBeNull();
  });

  it('puts a deleted vacancy back on Undo and sends no delete', async () => {
    const { user, server, toast, unmount } = await deleteContador();
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('VAC-0001 is back.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contador' })).toBeInTheDocument();
    unmount();
    expect(server.writes).toEqual([]);
  });
});
