import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../test/render';
import { RootRoute } from './RootRoute';

/** Where react-router keeps each history entry's scroll position for the tab. */
const POSITIONS = 'react-router-scroll-positions';

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        element: <RootRoute />,
        children: [
          { path: '/apps/activities', element: <h1>Activities</h1> },
          { path: '/apps/listadovacanciaInterna', element: <h1>Vacancies</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
}

describe('RootRoute', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('opens an address typed in the tab at the top, not where the page before it was', async () => {
    // The vacancy list, loaded first in the tab, was left scrolled down; every page loaded
    // afresh gets the same history key, "default".
    sessionStorage.setItem(POSITIONS, JSON.stringify({ default: 273 }));
    renderAt('/apps/activities');
    expect(await screen.findByRole('heading', { name: 'Activities' })).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());
    expect(scrollTo).not.toHaveBeenCalledWith(0, 273);
  });

  it('keeps the position of a page loaded again at its own address (a reload)', async () => {
    sessionStorage.setItem(POSITIONS, JSON.stringify({ '/apps/activities': 120 }));
    renderAt('/apps/activities');
    expect(await screen.findByRole('heading', { name: 'Activities' })).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 120));
  });
});
