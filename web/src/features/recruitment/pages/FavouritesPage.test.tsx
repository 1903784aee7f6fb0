import { screen, waitFor } from '@testing-library/react';
import { deferred, jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { FavouritesPage } from './FavouritesPage';

const FAVOURITE = {
  id: 'f1',
  kind: 'vacancy',
  targetId: '33333333-3333-4333-8333-333333333333',
  createdAt: '2026-11-20T10:00:00.000Z',
  vacancy: {
    id: '33333333-3333-4333-8333-333333333333',
    code: 'VAC-0007',
    title: 'Contador General',
    status: 'open',
    companyName: 'Acme',
    openings: 2,
  },
};

function page(items: unknown[]) {
  return {
    items,
    pagination: items.length
      ? {
          length: items.length,
          size: 12,
          page: 1,
          lastPage: 1,
          startIndex: 0,
          endIndex: items.length - 1,
        }
      : { length: 0, size: 12, page: 1, lastPage: 1 },
  };
}

describe('FavouritesPage', () => {
  it('shows starred vacancies and unstars one at once, before the server answers', async () => {
    const unstar = deferred<Response>();
    let starred = [FAVOURITE];
    const fetch = stubFetch((request) => {
      if (request.method === 'DELETE') return unstar.promise;
      const url = new URL(request.url);
      return jsonResponse(page(url.searchParams.get('kind') === 'vacancy' ? starred : []));
    });
    const { user } = renderRoutes([{ path: '/favoritos', element: <FavouritesPage /> }], {
      initialEntries: ['/favoritos'],
    });
    expect(await screen.findByText('Contador General')).toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pipeline/ })).toHaveAttribute(
      'href',
      `/apps/candidates?vacancy=${FAVOURITE.targetId}`,
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Remove Contador General from favourites' }),
      ).toBeEnabled(),
    );
    await user.click(
      screen.getByRole('button', { name: 'Remove Contador General from favourites' }),
    );
    expect(screen.queryByText('Contador General')).not.toBeInTheDocument();
    expect(await screen.findByText('No starred vacancies')).toBeInTheDocument();
    starred = [];
    unstar.resolve(new Response(null, { status: 204 }));
    const deleteCall = fetch.mock.calls.find(([request]) => request.method === 'DELETE');
    expect(new URL(deleteCall![0].url).pathname).toBe(
      `/api/favourites/vacancy/${FAVOURITE.targetId}`,
    );
  });

  it('gives the focus to the next card’s star once a card is unstarred', async () => {
    const SECOND = {
      ...FAVOURITE,
      id: 'f2',
      targetId: '44444444-4444-4444-8444-444444444444',
      vacancy: {
        ...FAVOURITE.vacancy,
        id: '44444444-4444-4444-8444-444444444444',
        title: 'Cajero',
      },
    };
    let starred = [FAVOURITE, SECOND];
    stubFetch((request) => {
      if (request.method === 'DELETE') {
        starred = starred.filter((one) => !request.url.endsWith(one.targetId));
        return new Response(null, { status: 204 });
      }
      const url = new URL(request.url);
      return jsonResponse(page(url.searchParams.get('kind') === 'vacancy' ? starred : []));
    });
    const { user } = renderRoutes([{ path: '/favoritos', element: <FavouritesPage /> }], {
      initialEntries: ['/favoritos'],
    });
    const first = await screen.findByRole('button', {
      name: 'Remove Contador General from favourites',
    });
    await waitFor(() => expect(first).toBeEnabled());
    await user.click(first);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Cajero from favourites' })).toHaveFocus(),
    );
  });

  it('suggests where to star things when there are none', async () => {
    stubFetch(() => jsonResponse(page([])));
    const { user } = renderRoutes([{ path: '/favoritos', element: <FavouritesPage /> }], {
      initialEntries: ['/favoritos'],
    });
    expect(await screen.findByText('No starred vacancies')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to vacancies' })).toHaveAttribute(
      'href',
      '/apps/listadovacanciaInterna',
    );
    await user.click(screen.getByRole('tab', { name: /Applicants/ }));
    expect(await screen.findByText('No starred applicants')).toBeInTheDocument();
  });
});
