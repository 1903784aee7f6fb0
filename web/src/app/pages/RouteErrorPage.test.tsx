import { screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../test/fetch';
import { renderRoutes } from '../../test/render';
import { RouteErrorPage } from './RouteErrorPage';

/** A screen whose code fails to load with `error`, as after a deploy or offline. */
function renderFailingScreen(error: Error) {
  return renderRoutes(
    [
      {
        path: '/apps/contacts',
        ErrorBoundary: RouteErrorPage,
        lazy: () => Promise.reject(error),
      },
    ],
    { initialEntries: ['/apps/contacts'] },
  );
}

describe('RouteErrorPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says to check the connection when a screen’s code cannot be fetched and the server does not answer', async () => {
    const fetch = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderFailingScreen(
      new TypeError('Failed to fetch dynamically imported module: /assets/ContactsPage-x1.js'),
    );
    expect(
      await screen.findByRole('heading', { name: 'This screen could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Check your connection, then reload the page\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    // It asked the server first: had it answered, the page would have loaded anew.
    expect(String(fetch.mock.calls[0][0])).toBe('/api/health/live');
  });

  it('says that the screen failed for any other error, without asking the server', async () => {
    const fetch = stubFetch(() => jsonResponse({ status: 'ok' }));
    renderFailingScreen(new TypeError('Cannot read properties of undefined'));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
