import { screen, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { IconsPage } from './IconsPage';

const routes = [
  { path: '/ui/icons', element: <IconsPage /> },
  { path: '/ui/icons/:set', element: <IconsPage /> },
];

function stubSets() {
  return stubFetch((request) => {
    const set = new URL(request.url).pathname.split('/').pop();
    return set === 'feather'
      ? jsonResponse({ namespace: 'feather', name: 'Feather', grid: 'icon-size-6', list: ['star'] })
      : jsonResponse({
          namespace: 'heroicons_outline',
          name: 'Heroicons Outline',
          grid: 'icon-size-6',
          list: ['bell', 'star'],
        });
  });
}

describe('IconsPage (ui/icons)', () => {
  it('shows the product’s own set first, and another set from the address', async () => {
    const fetch = stubSets();
    const { user, router } = renderRoutes(routes, { initialEntries: ['/ui/icons'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Icons' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Copy heroicons_outline:bell' }),
    ).toBeInTheDocument();
    const sets = within(screen.getByRole('group', { name: 'Icon sets' }));
    expect(sets.getByRole('link', { name: 'Heroicons outline' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(sets.getByRole('link', { name: 'Feather' }));
    expect(router.state.location.pathname).toBe('/ui/icons/feather');
    expect(await screen.findByRole('button', { name: 'Copy feather:star' })).toBeInTheDocument();
    expect(fetch.mock.calls.map(([request]) => new URL(request.url).pathname)).toEqual([
      '/api/ui/icons/heroicons-outline',
      '/api/ui/icons/feather',
    ]);
  });

  it('says so for a set it does not have, and leads to the icons', async () => {
    const fetch = stubSets();
    const { user, router } = renderRoutes(routes, { initialEntries: ['/ui/icons/fontawesome'] });
    expect(screen.getByText('There is no icon set “fontawesome”.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Show the icons' }));
    expect(router.state.location.pathname).toBe('/ui/icons/heroicons-outline');
  });
});
