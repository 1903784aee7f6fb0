import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import en from '../../public/i18n/en.json';
import { HEALTH_OK, jsonResponse, stubFetch } from '../test/fetch';
import { renderRoutes } from '../test/render';
import { createSession } from '../lib/session';
import type { Role } from '../lib/access';
import { createTokenStore } from '../lib/auth-token';
import { useRouteHandle } from '../shell/route-handle';
import { prefetchShellData } from '../shell/shell-data';
import { createGuards } from './guards';
import { type LazyScreen, type ScreenRoute, SCREEN_ROUTES } from './route-table';
import { buildLazyRoutes, buildRoutes, mayMatch } from './routes';

// The frame's own data (its menu and toolbar answers): what starts it is tested here.
jest.mock('../shell/shell-data', () => ({ prefetchShellData: jest.fn(async () => undefined) }));

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
  passwordChangeRequired: false,
  status: 'online' as const,
  roles: ['admin' as const],
};

/** A session whose stored token the server accepts, or with no token at all. */
function sessionFor(status: 'signed-in' | 'signed-out', roles: Role[] = ['admin']) {
  const tokens = createTokenStore(null, null);
  if (status === 'signed-in') tokens.set('stored-token');
  return createSession({
    tokens,
    signInWithToken: async () => ({
      user: { ...USER, roles },
      accessToken: 'fresh-token',
      tokenType: 'bearer',
    }),
    signOut: async () => true,
  });
}

/** Guards over such a session. */
function guardsFor(status: 'signed-in' | 'signed-out', roles: Role[] = ['admin']) {
  return createGuards(sessionFor(status, roles));
}

/** Stands in for every screen (routing and layouts only): the route's title, as a heading. */
function StandInScreen() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return <h1 data-testid="stand-in-screen">{handle ? t(handle.titleKey) : null}</h1>;
}
const standIn: LazyScreen = async () => ({ Component: StandInScreen });
const STAND_INS: ScreenRoute[] = SCREEN_ROUTES.map((route) => ({ ...route, screen: standIn }));

/**
 * Runs the timers already set and the promises they lead to: whatever the last step started
 * has done its work, so what has not happened by now is not going to.
 */
async function settle() {
  await act(() => jest.runOnlyPendingTimersAsync());
}

function renderAt(
  path: string,
  status: 'signed-in' | 'signed-out' = 'signed-in',
  table: readonly ScreenRoute[] = STAND_INS,
  roles: Role[] = ['admin'],
) {
  stubFetch(() => jsonResponse(HEALTH_OK));
  // As the app starts: with the screens for its first address, the others found later.
  const { routes, patchRoutesOnNavigation } = buildLazyRoutes(
    path,
    table,
    guardsFor(status, roles),
  );
  return renderRoutes(routes, { initialEntries: [path], patchRoutesOnNavigation });
}

/** Every screen path anywhere in a route tree. */
function pathsIn(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...pathsIn(route.children ?? []),
  ]);
}

const titleOf = (titleKey: string) =>
  (en.routes as Record<string, string>)[titleKey.replace('routes.', '')];

describe('the router', () => {
  // The application layout loads lazily, as in the browser; loading it once up front keeps
  // its first import (the whole shell, transformed on a cold cache) out of a test's waits.
  beforeAll(() => import('../shell/layouts/AppLayout'));

  it('shows a screen in the configured layout, without the API status', async () => {
    const { container } = renderAt('/apps/tablero');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summary Dashboard' }),
    ).toBeVisible();
    // The API status is for operators: the administrators' health page, no other screen.
    expect(screen.queryByTestId('health-card')).not.toBeInTheDocument();
    expect(screen.queryByText('API status')).not.toBeInTheDocument();
    // The configured application layout: classy unless the settings chose another.
    expect(container.querySelector('[data-layout="classy"]')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Summary Dashboard · Talento Admin'));
  });

  it('shows the API status on the administrators’ health page', async () => {
    renderAt('/admin/health', 'signed-in', SCREEN_ROUTES);
    expect(await screen.findByRole('heading', { level: 1, name: 'System health' })).toBeVisible();
    expect(await screen.findByTestId('health-status')).toHaveTextContent('OK');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('frames signed-in screens with the navigation, the top bar and the footer', async () => {
    renderAt('/mantenimiento/empresas');
    await screen.findByRole('heading', { level: 1, name: 'Companies' });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Companies');
    expect(screen.getByRole('button', { name: 'Open the settings' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /Talento Admin/ })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Talento Admin`,
    );
  });

  it('shows the auth screens in the empty layout', async () => {
    const { container } = renderAt('/sign-in', 'signed-out', SCREEN_ROUTES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="empty"]')).not.toBeNull();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('matches mixed-case paths (apps/Busquedapostulante) case-insensitively', async () => {
    renderAt('/apps/busquedapostulante');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Applicant Search' }),
    ).toBeInTheDocument();
  });

  it('sends the empty path to favoritos', async () => {
    const { router } = renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Favourites' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favoritos');
  });

  it('shows the 404 page for an unknown path, with a link home', async () => {
    const { user, router } = renderAt('/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('health-card')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Favourites' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favoritos');
  });

  it.each(
    STAND_INS.map((route) => [route.path, titleOf(route.titleKey), route.layout, route.access]),
  )('/%s shows "%s" in the %s layout', async (path, title, layout, access) => {
    const { container } = renderAt(`/${path}`, access === 'guest' ? 'signed-out' : 'signed-in');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const shown = container.querySelector('[data-layout]')?.getAttribute('data-layout');
    // 'app' is whichever application layout is configured; 'empty' is always itself.
    if (layout === 'empty') expect(shown).toBe('empty');
    else expect(shown).toMatch(/^(?!empty$)\w+/);
  });

  describe('roles', () => {
    it('shows the not-allowed page inside the app frame, saying what is missing', async () => {
      const { container, router } = renderAt('/apps/premios', 'signed-in', STAND_INS, [
        'recruiter',
      ]);
      expect(
        await screen.findByRole('heading', { level: 1, name: "You can't open this screen" }),
      ).toBeInTheDocument();
      // No redirect, and the frame stays: layout, menu, toolbar.
      expect(router.state.location.pathname).toBe('/apps/premios');
      expect(container.querySelector('[data-layout="classy"]')).not.toBeNull();
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      const page = screen.getByTestId('not-allowed');
      expect(page).toHaveTextContent('Rewards is for accounts with another role than yours.');
      expect(within(page).getByText('Needs the role').nextElementSibling).toHaveTextContent(
        'Rewards',
      );
      expect(within(page).getByText('Your roles').nextElementSibling).toHaveTextContent(
        'Recruiter',
      );
      // The screen itself never rendered.
      expect(screen.queryByTestId('stand-in-screen')).not.toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Rewards · Talento Admin'));
    });

    it('names every role of a screen that several open, and leads home', async () => {
      const { user, router } = renderAt('/apps/tablero', 'signed-in', STAND_INS, []);
      const page = await screen.findByTestId('not-allowed');
      expect(within(page).getByText('Needs one of the roles').nextElementSibling).toHaveTextContent(
        'RecruiterRewards',
      );
      expect(within(page).getByText('No role yet')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Go to your home screen' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/apps/file-manager'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'File Manager' }),
      ).toBeInTheDocument();
    });

    it('opens screens for any account and the ones the roles allow', async () => {
      for (const [path, title] of [
        ['/apps/contacts', 'Contacts'],
        ['/apps/premios', 'Rewards'],
        ['/mantenimiento/categorias', 'Categories'],
      ]) {
        const { unmount } = renderAt(path, 'signed-in', STAND_INS, ['rewards']);
        expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
        expect(screen.queryByTestId('not-allowed')).not.toBeInTheDocument();
        unmount();
      }
    });

    it.each([[['recruiter']], [['rewards']], [['recruiter', 'rewards']], [[]]] as Role[][][])(
      'refuses the health page to an account holding %j',
      async (roles) => {
        renderAt('/admin/health', 'signed-in', SCREEN_ROUTES, roles);
        const page = await screen.findByTestId('not-allowed');
        expect(within(page).getByText('Needs the role').nextElementSibling).toHaveTextContent(
          'Administrator',
        );
        expect(screen.queryByTestId('health-card')).not.toBeInTheDocument();
      },
    );

    it('lets an administrator open every screen', async () => {
      renderAt('/mantenimiento/cuentas');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Accounts' }),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('not-allowed')).not.toBeInTheDocument();
    });

    it('sends a rewards-only account from the empty path to a screen it may open', async () => {
      const { router } = renderAt('/', 'signed-in', STAND_INS, ['rewards']);
      await waitFor(() => expect(router.state.location.pathname).toBe('/mantenimiento/categorias'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Categories' }),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('not-allowed')).not.toBeInTheDocument();
    });

    it('sends a recruiter from the empty path to favoritos', async () => {
      const { router } = renderAt('/', 'signed-in', STAND_INS, ['recruiter']);
      await waitFor(() => expect(router.state.location.pathname).toBe('/favoritos'));
    });

    it('sends a visitor from the empty path to sign-in, with nothing to come back to', async () => {
      const { router } = renderAt('/', 'signed-out');
      await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
      expect(router.state.location.search).toBe('');
    });
  });

  describe('guards', () => {
    it('sends a visitor from a signed-in screen to sign-in, carrying the address', async () => {
      const { router } = renderAt('/apps/tablero?tab=2', 'signed-out');
      await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
      expect(router.state.location.search).toBe(
        `?redirectURL=${encodeURIComponent('/apps/tablero?tab=2')}`,
      );
    });

    it('sends a visitor of /sign-out to sign-in without a redirectURL', async () => {
      const { router } = renderAt('/sign-out', 'signed-out');
      await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
      expect(router.state.location.search).toBe('');
    });

    it('sends a screen reached again after signing out (Back) to sign-in', async () => {
      stubFetch(() => jsonResponse(HEALTH_OK));
      const session = sessionFor('signed-in');
      const { routes, patchRoutesOnNavigation } = buildLazyRoutes(
        '/apps/contacts',
        STAND_INS,
        createGuards(session),
      );
      const { router } = renderRoutes(routes, {
        initialEntries: ['/apps/contacts'],
        patchRoutesOnNavigation,
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
      await act(() => router.navigate('/sign-out'));
      await act(() => session.end());

      await act(() => router.navigate(-1));
      await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
      expect(router.state.location.search).toBe(
        `?redirectURL=${encodeURIComponent('/apps/contacts')}`,
      );
    });

    it('sends a signed-in person away from the visitors-only screens to the root', async () => {
      const { router } = renderAt('/sign-up', 'signed-in');
      await waitFor(() => expect(router.state.location.pathname).toBe('/favoritos'));
    });

    it('lets everyone see the public home', async () => {
      for (const status of ['signed-in', 'signed-out'] as const) {
        const { router, unmount } = renderAt('/home', status);
        await screen.findByRole('heading', { level: 1 });
        expect(router.state.location.pathname).toBe('/home');
        unmount();
      }
    });
  });

  describe('a screen’s first data', () => {
    const prefetch = jest.fn(async () => undefined);
    const withData: ScreenRoute[] = STAND_INS.map((route) =>
      route.path === 'apps/listadovacanciaInterna'
        ? { ...route, data: async () => ({ prefetch }) }
        : route,
    );

    function openWithData(
      path: string,
      roles: Role[],
      status: 'signed-in' | 'signed-out' = 'signed-in',
    ) {
      const queryClient = new QueryClient();
      stubFetch(() => jsonResponse(HEALTH_OK));
      const rendered = renderRoutes(buildRoutes(withData, guardsFor(status, roles), queryClient), {
        initialEntries: [path],
      });
      return { ...rendered, queryClient };
    }

    const shellData = jest.mocked(prefetchShellData);
    beforeEach(() => {
      prefetch.mockClear();
      shellData.mockClear();
      jest.useFakeTimers();
    });
    afterEach(() => jest.useRealTimers());

    it('starts loading the frame’s own data with the first signed-in screen, once', async () => {
      const { queryClient, router } = openWithData('/apps/listadovacanciaInterna', ['admin']);
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(shellData).toHaveBeenCalledWith(queryClient));
      // A filter changes the search: routes that stay rendered load again, but not this.
      await act(() => router.navigate('/apps/listadovacanciaInterna?status=open'));
      await waitFor(() => expect(router.state.location.search).toBe('?status=open'));
      await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(2));
      await settle();
      expect(shellData).toHaveBeenCalledTimes(1);
    });

    it('asks for no frame data for a person who is not signed in', async () => {
      const { router } = openWithData('/apps/listadovacanciaInterna', [], 'signed-out');
      await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
      await settle();
      expect(shellData).not.toHaveBeenCalled();
    });

    it('starts loading with the route, for the URL it opens', async () => {
      const { queryClient } = openWithData('/apps/listadovacanciaInterna?status=open', [
        'recruiter',
      ]);
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
      const [client, url] = prefetch.mock.calls[0] as unknown as [QueryClient, URL];
      expect(client).toBe(queryClient);
      expect(url.pathname).toBe('/apps/listadovacanciaInterna');
      expect(url.searchParams.get('status')).toBe('open');
    });

    it('asks for nothing when the account may not open the screen', async () => {
      openWithData('/apps/listadovacanciaInterna', ['rewards']);
      await screen.findByRole('heading', { level: 1 });
      await settle();
      expect(prefetch).not.toHaveBeenCalled();
    });

    it('never holds the screen while its data is on the way', async () => {
      prefetch.mockImplementationOnce(() => new Promise<undefined>(() => undefined));
      openWithData('/apps/listadovacanciaInterna', ['admin']);
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: titleOf('routes.listadoVacanciaInterna'),
        }),
      ).toBeInTheDocument();
    });
  });

  describe('lazy route discovery', () => {
    it('starts with only the screens that may match the first address', () => {
      const { routes } = buildLazyRoutes('/apps/notes', STAND_INS, guardsFor('signed-in'));
      const paths = pathsIn(routes);
      expect(paths).toContain('apps/notes');
      expect(paths).not.toContain('apps/notes/archived');
      expect(paths).not.toContain('favoritos');
      expect(paths).not.toContain('sign-in');
      // The unknown-address page is always there, to be shown when nothing else matches.
      expect(paths).toContain('*');
    });

    it('adds a screen on its first visit, inside the frame already on the screen', async () => {
      const { container, router } = renderAt('/apps/notes');
      await screen.findByRole('heading', { level: 1, name: 'Notes' });
      const frame = container.querySelector('[data-layout]');
      expect(pathsIn(router.routes)).not.toContain('apps/contacts');

      await act(() => router.navigate('/apps/contacts'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Contacts' }),
      ).toBeInTheDocument();
      expect(pathsIn(router.routes)).toContain('apps/contacts');
      // The same frame: not mounted again around the new screen.
      expect(container.querySelector('[data-layout]')).toBe(frame);
      // Each screen once, however often it is visited.
      await act(() => router.navigate('/apps/notes'));
      await act(() => router.navigate('/apps/contacts'));
      expect(pathsIn(router.routes).filter((path) => path === 'apps/contacts')).toHaveLength(1);
    });

    it('puts a screen found later behind its roles, checked as before', async () => {
      const { router } = renderAt('/favoritos', 'signed-in', STAND_INS, ['recruiter']);
      await screen.findByRole('heading', { level: 1, name: 'Favourites' });
      // A group that did not exist yet (rewards), then a screen joining an existing one.
      await act(() => router.navigate('/apps/premios'));
      expect(await screen.findByTestId('not-allowed')).toHaveTextContent('Rewards');
      await act(() => router.navigate('/mantenimiento/empresas'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Companies' }),
      ).toBeInTheDocument();
      await act(() => router.navigate('/apps/canjes'));
      expect(await screen.findByTestId('not-allowed')).toHaveTextContent('Redemptions');
    });

    it('finds a visitor’s screens and the unknown-address page after a signed-in start', async () => {
      const { router } = renderAt('/home', 'signed-out');
      await screen.findByRole('heading', { level: 1, name: titleOf('routes.home') });
      await act(() => router.navigate('/sign-up'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
      await act(() => router.navigate('/apps/nothing-here'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
    });

    it('tells which screens may match an address: segments, parameters, any case', () => {
      const route = (path: string) => ({ ...STAND_INS[0], path });
      expect(mayMatch(route('apps/notes'), '/apps/notes')).toBe(true);
      expect(mayMatch(route('apps/notes'), '/APPS/Notes/')).toBe(true);
      expect(mayMatch(route('apps/Busquedapostulante'), '/apps/busquedapostulante')).toBe(true);
      expect(mayMatch(route('apps/notes'), '/apps/notes/archived')).toBe(false);
      expect(mayMatch(route('apps/notes'), '/apps')).toBe(false);
      expect(mayMatch(route('apps/chat/:chatId'), '/apps/chat/c-1')).toBe(true);
      expect(mayMatch(route('apps/chat/:chatId'), '/apps/chat')).toBe(false);
      expect(mayMatch(route('apps/notes'), '/apps/%6Eotes?x=1')).toBe(true);
      expect(mayMatch(route('apps/notes'), '/apps/%E0%A4%A')).toBe(false);
    });
  });

  describe('a screen’s code', () => {
    /** The route object for a path, anywhere in the tree. */
    function routeAt(routes: RouteObject[], path: string): RouteObject | undefined {
      for (const route of routes) {
        if (route.path === path) return route;
        const found = routeAt(route.children ?? [], path);
        if (found) return found;
      }
      return undefined;
    }

    it('starts loading in the task after the router’s own', async () => {
      const Screen = () => null;
      const load = jest.fn(async () => ({ Component: Screen }));
      const table = STAND_INS.map((route) =>
        route.path === 'apps/listadovacanciaInterna' ? { ...route, screen: load } : route,
      );
      const routes = buildRoutes(table, guardsFor('signed-in'));
      const lazy = routeAt(routes, 'apps/listadovacanciaInterna')?.lazy as () => Promise<unknown>;
      const loading = lazy();
      await Promise.resolve();
      expect(load).not.toHaveBeenCalled();
      await expect(loading).resolves.toEqual({ Component: Screen });
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});
