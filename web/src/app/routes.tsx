import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../shell/route-handle';
import { EmptyLayout } from '../shell/layouts/EmptyLayout';
import { AccessGate } from './AccessGate';
import { type Guards, guards as appGuards } from './guards';
import { RootRoute } from './RootRoute';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { type LazyScreen, SCREEN_ROUTES, type ScreenRoute } from './route-table';

const placeholderScreen: LazyScreen = async () => ({
  Component: (await import('./pages/PlaceholderPage')).PlaceholderPage,
});

function screenRoute({ path, titleKey, layout, screen }: ScreenRoute): RouteObject {
  const handle: RouteHandle = { titleKey, layout };
  return { path, handle, lazy: screen ?? placeholderScreen };
}

/**
 * The signed-in frame (navigation, toolbar, settings and their styles) loads with the
 * first screen it frames, in parallel with it: the sign-in screen never needs it.
 */
const appLayout: LazyScreen = async () => ({
  Component: (await import('../shell/layouts/AppLayout')).AppLayout,
});

/**
 * Screens open to every account as they are; those that need roles grouped by their rule
 * under a pathless route whose loader checks the roles and whose component shows either
 * the screen or the not-allowed page, inside whatever layout frames the group.
 */
function withRoles(routes: readonly ScreenRoute[], guards: Guards): RouteObject[] {
  const groups = new Map<string, ScreenRoute[]>();
  for (const route of routes.filter((route) => route.roles?.length)) {
    const key = [...(route.roles ?? [])].sort().join('+');
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  return [
    ...routes.filter((route) => !route.roles?.length).map(screenRoute),
    ...[...groups.values()].map((group) => ({
      loader: guards.roles(group[0].roles ?? []),
      // Roles change with whoever signs in: check again on every navigation.
      shouldRevalidate: () => true,
      Component: AccessGate,
      children: group.map(screenRoute),
    })),
  ];
}

/**
 * Each layout holding its screens: 'app' screens in the configured application layout
 * (AppLayout), 'empty' ones in the empty layout. Layouts without screens are left out.
 */
function inLayouts(
  routes: readonly ScreenRoute[],
  guards: Guards,
  extraEmpty: RouteObject[] = [],
): RouteObject[] {
  // Anything but 'empty' is framed by AppLayout, which also honours a route naming one
  // of the eleven layouts.
  const app = withRoles(
    routes.filter((route) => route.layout !== 'empty'),
    guards,
  );
  const empty = [
    ...withRoles(
      routes.filter((route) => route.layout === 'empty'),
      guards,
    ),
    ...extraEmpty,
  ];
  return [
    ...(app.length ? [{ lazy: appLayout, children: app }] : []),
    ...(empty.length ? [{ Component: EmptyLayout, children: empty }] : []),
  ];
}

/**
 * The app's routes: the empty layout eager (sign-in and the error pages use it), the
 * application layout and every screen lazy, each access group behind its guard. Built from the route table and guards, so a test can
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
        // The loader redirects before anything renders (to the home screen the account's
        // roles allow); the empty Component only tells the router this leaf is not missing one.
        { index: true, loader: guards.home, Component: () => null },
        {
          id: 'signed-in',
          loader: guards.signedIn,
          children: [
            ...inLayouts(
              signedIn.filter((route) => !route.onboarding),
              guards,
            ),
            {
              id: 'onboarding',
              loader: guards.onboarding,
              children: inLayouts(onboarding, guards),
            },
          ],
        },
        {
          id: 'guest',
          loader: guards.guest,
          children: inLayouts(
            table.filter((route) => route.access === 'guest'),
            guards,
          ),
        },
        ...inLayouts(
          table.filter((route) => route.access === 'public'),
          guards,
          // Small, and also shown by the error boundary: not worth a chunk of its own.
          [{ path: '*', handle: notFound, Component: NotFoundPage }],
        ),
      ],
    },
  ];
}
