import { type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from '../shell/route-handle';
import { EmptyLayout } from '../shell/layouts/EmptyLayout';
import { AppLayout } from '../shell/layouts/AppLayout';
import { type Guards, guards as appGuards } from './guards';
import { RootRoute } from './RootRoute';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { HOME_PATH, type LazyScreen, SCREEN_ROUTES, type ScreenRoute } from './route-table';

const placeholderScreen: LazyScreen = async () => ({
  Component: (await import('./pages/PlaceholderPage')).PlaceholderPage,
});

function screenRoute({ path, titleKey, layout, screen }: ScreenRoute): RouteObject {
  const handle: RouteHandle = { titleKey, layout };
  return { path, handle, lazy: screen ?? placeholderScreen };
}

/**
 * Each layout holding its screens: 'app' screens in the configured application layout
 * (AppLayout), 'empty' ones in the empty layout. Layouts without screens are left out.
 */
function inLayouts(routes: readonly ScreenRoute[], extraEmpty: RouteObject[] = []): RouteObject[] {
  // Anything but 'empty' is framed by AppLayout, which also honours a route naming one
  // of the eleven layouts.
  const app = routes.filter((route) => route.layout !== 'empty').map(screenRoute);
  const empty = [
    ...routes.filter((route) => route.layout === 'empty').map(screenRoute),
    ...extraEmpty,
  ];
  return [
    ...(app.length ? [{ Component: AppLayout, children: app }] : []),
    ...(empty.length ? [{ Component: EmptyLayout, children: empty }] : []),
  ];
}

/**
 * The app's routes: layouts eager (they are the first screen), every screen lazy, each
 * access group behind its guard. Built from the route table and guards, so a test can
 * build them from others.
 */
export function buildRoutes(
  table: readonly ScreenRoute[] = SCREEN_ROUTES,
  guards: Guards = appGuards,
): RouteObject[] {
  const notFound: RouteHandle = { titleKey: 'routes.notFound', layout: 'empty' };
  const signedIn = table.filter((route) => route.access === 'signed-in');
  const onboarding = signedIn.filter((route) => route.onboarding);
  return [
    {
      id: 'root',
      Component: RootRoute,
      ErrorBoundary: RouteErrorPage,
      // The splash screen covers the page until the first navigation completes.
      HydrateFallback: () => null,
      children: [
        // The loader redirects before anything renders; the empty Component only tells
        // the router this leaf is not missing one.
        { index: true, loader: () => redirect(HOME_PATH), Component: () => null },
        {
          id: 'signed-in',
          loader: guards.signedIn,
          children: [
            ...inLayouts(signedIn.filter((route) => !route.onboarding)),
            { id: 'onboarding', loader: guards.onboarding, children: inLayouts(onboarding) },
          ],
        },
        {
          id: 'guest',
          loader: guards.guest,
          children: inLayouts(table.filter((route) => route.access === 'guest')),
        },
        ...inLayouts(
          table.filter((route) => route.access === 'public'),
          // Small, and also shown by the error boundary: not worth a chunk of its own.
          [{ path: '*', handle: notFound, Component: NotFoundPage }],
        ),
      ],
    },
  ];
}
