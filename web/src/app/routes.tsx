import { type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from '../shell/route-handle';
import { EmptyLayout } from '../shell/layouts/EmptyLayout';
import { MinimalLayout } from '../shell/layouts/MinimalLayout';
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
 * The app's routes: layouts eager (they are the first screen), every screen lazy. Built
 * from the route table, so a test can build them from another table.
 */
export function buildRoutes(table: readonly ScreenRoute[] = SCREEN_ROUTES): RouteObject[] {
  const notFound: RouteHandle = { titleKey: 'routes.notFound', layout: 'empty' };
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
          Component: MinimalLayout,
          children: table.filter((route) => route.layout === 'minimal').map(screenRoute),
        },
        {
          Component: EmptyLayout,
          children: [
            ...table.filter((route) => route.layout === 'empty').map(screenRoute),
            // Small, and also shown by the error boundary: not worth a chunk of its own.
            { path: '*', handle: notFound, Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
