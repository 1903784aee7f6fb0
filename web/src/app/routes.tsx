import type { QueryClient } from '@tanstack/react-query';
import type {
  LoaderFunctionArgs,
  PatchRoutesOnNavigationFunction,
  RouteObject,
} from 'react-router';
import { nextTask } from '../lib/next-task';
import type { RouteHandle } from '../shell/route-handle';
import { EmptyLayout } from '../shell/layouts/EmptyLayout';
import { AccessGate } from './AccessGate';
import { type Guards, guards as appGuards } from './guards';
import { RootRoute } from './RootRoute';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { type LazyScreen, SCREEN_ROUTES, type ScreenRoute } from './route-table';

/** What the routes are built with: the guards, and the cache a screen's data goes to. */
interface RouteContext {
  guards: Guards;
  queryClient?: QueryClient;
}

/**
 * A loader that starts `load` once `allowed` agrees, and never holds the navigation: it
 * answers at once. What it loads goes to the query cache under the keys the screens ask
 * for; if anything here fails, their own queries simply ask again.
 */
function loadInBackground(
  allowed: () => Promise<boolean>,
  load: (args: LoaderFunctionArgs) => Promise<unknown>,
): NonNullable<RouteObject['loader']> {
  return (args: LoaderFunctionArgs) => {
    const start = async () => {
      if (await allowed()) await load(args);
    };
    start().catch(() => undefined);
    return null;
  };
}

/** A screen's first data (`ScreenRoute.data`), once the account may open the screen. */
function startScreenData(
  route: ScreenRoute,
  { guards, queryClient }: RouteContext,
): RouteObject['loader'] {
  const { data } = route;
  if (!data || !queryClient) return undefined;
  return loadInBackground(
    () => guards.allows(route.roles ?? []),
    async ({ request }) => (await data()).prefetch(queryClient, new URL(request.url)),
  );
}

/**
 * A lazy route whose code starts loading in a task after the router's own. Importing a
 * route makes Vite append its stylesheets, which the browser then reads at once; done in
 * the task that matched the route, that made one long task of the app's start.
 */
function inNextTask(screen: LazyScreen): LazyScreen {
  return () => nextTask().then(screen);
}

function screenRoute(route: ScreenRoute, context: RouteContext): RouteObject {
  const { path, titleKey, layout, screen } = route;
  const handle: RouteHandle = { titleKey, layout };
  const loader = startScreenData(route, context);
  const lazy = inNextTask(screen);
  return { path, handle, lazy, ...(loader ? { loader } : {}) };
}

/**
 * The signed-in frame (navigation, toolbar, settings and their styles) loads with the
 * first screen it frames, in parallel with it: the sign-in screen never needs it.
 */
const appLayout: LazyScreen = inNextTask(async () => ({
  Component: (await import('../shell/layouts/AppLayout')).AppLayout,
}));

/**
 * The frame's route: its own data starts loading, for a signed-in account, with the
 * first screen's code (shell/shell-data.ts); like a screen's data, it never holds the
 * navigation, and it is asked for once, not again as the screens' URLs change.
 */
function appFrame({ guards, queryClient }: RouteContext, children: RouteObject[]): RouteObject {
  if (!queryClient) return { lazy: appLayout, children };
  const loader = loadInBackground(
    () => guards.allows([]),
    async () => (await import('../shell/shell-data')).prefetchShellData(queryClient),
  );
  return { lazy: appLayout, loader, shouldRevalidate: () => false, children };
}

/**
 * Where a screen's layouts sit: under the guard of its access ('root' for public screens,
 * which have none). The ids of the layouts and role groups below it are built from it, so
 * a screen added later (see `buildLazyRoutes`) finds the frame it shares with the others.
 */
type Scope = 'signed-in' | 'onboarding' | 'guest' | 'root';

function scopeOf(route: ScreenRoute): Scope {
  if (route.access === 'signed-in') return route.onboarding ? 'onboarding' : 'signed-in';
  return route.access === 'guest' ? 'guest' : 'root';
}

/**
 * Screens open to every account as they are; those that need roles grouped by their rule
 * under a pathless route whose loader checks the roles and whose component shows either
 * the screen or the not-allowed page, inside whatever layout frames the group.
 */
function withRoles(
  routes: readonly ScreenRoute[],
  context: RouteContext,
  layoutId: string,
): RouteObject[] {
  const toRoute = (route: ScreenRoute) => screenRoute(route, context);
  const groups = new Map<string, ScreenRoute[]>();
  for (const route of routes.filter((route) => route.roles?.length)) {
    const key = [...(route.roles ?? [])].sort().join('+');
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  return [
    ...routes.filter((route) => !route.roles?.length).map(toRoute),
    ...[...groups].map(([key, group]) => ({
      id: `${layoutId}/${key}`,
      loader: context.guards.roles(group[0].roles ?? []),
      // Roles change with whoever signs in: check again on every navigation.
      shouldRevalidate: () => true,
      Component: AccessGate,
      children: group.map(toRoute),
    })),
  ];
}

/**
 * Each layout holding its screens: 'app' screens in the configured application layout
 * (AppLayout), 'empty' ones in the empty layout. Layouts without screens are left out.
 */
function inLayouts(
  routes: readonly ScreenRoute[],
  context: RouteContext,
  scope: Scope,
  extraEmpty: RouteObject[] = [],
): RouteObject[] {
  // Anything but 'empty' is framed by AppLayout, which also honours a route naming one
  // of the eleven layouts.
  const app = withRoles(
    routes.filter((route) => route.layout !== 'empty'),
    context,
    `${scope}/app`,
  );
  const empty = [
    ...withRoles(
      routes.filter((route) => route.layout === 'empty'),
      context,
      `${scope}/empty`,
    ),
    ...extraEmpty,
  ];
  return [
    ...(app.length ? [{ ...appFrame(context, app), id: `${scope}/app` }] : []),
    ...(empty.length ? [{ id: `${scope}/empty`, Component: EmptyLayout, children: empty }] : []),
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
  queryClient?: QueryClient,
): RouteObject[] {
  const context: RouteContext = { guards, queryClient };
  const notFound: RouteHandle = { titleKey: 'routes.notFound', layout: 'empty' };
  // The same sorting as a screen found later gets (`scopeOf`).
  const inScope = (scope: Scope) => table.filter((route) => scopeOf(route) === scope);
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
          // Checked on every navigation, not only on entering the group: a screen reached
          // again after signing out (Back from /sign-out) goes to sign-in.
          shouldRevalidate: () => true,
          children: [
            ...inLayouts(inScope('signed-in'), context, 'signed-in'),
            {
              id: 'onboarding',
              loader: guards.onboarding,
              children: inLayouts(inScope('onboarding'), context, 'onboarding'),
            },
          ],
        },
        {
          id: 'guest',
          loader: guards.guest,
          children: inLayouts(inScope('guest'), context, 'guest'),
        },
        ...inLayouts(
          inScope('root'),
          context,
          'root',
          // Small, and also shown by the error boundary: not worth a chunk of its own.
          [{ path: '*', handle: notFound, Component: NotFoundPage }],
        ),
      ],
    },
  ];
}

/**
 * Whether a screen's path could match a URL's path: as many segments, each the same
 * (ignoring case, as the router does) or a parameter. The route table has no optional
 * segments and no splats, so this is exact; the router still does the matching itself.
 */
export function mayMatch(route: ScreenRoute, pathname: string): boolean {
  const decode = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  };
  const wanted = pathname.split(/[?#]/)[0].split('/').filter(Boolean).map(decode);
  const own = route.path.split('/');
  return (
    own.length === wanted.length &&
    own.every(
      (segment, i) => segment.startsWith(':') || segment.toLowerCase() === wanted[i].toLowerCase(),
    )
  );
}

function idsIn(routes: readonly RouteObject[], into: Set<string>): Set<string> {
  for (const route of routes) {
    if (route.id) into.add(route.id);
    idsIn(route.children ?? [], into);
  }
  return into;
}

export interface LazyRoutes {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The app's routes as the router discovers them (React Router's lazy route discovery):
 * at first only the screens that may match the address the app opens at, then, on each
 * navigation to an address the router has not seen, the screens that may match it, each
 * patched into the frame and role group it shares with the screens already known. The
 * router's start (building, ranking and matching ~80 routes) was one of the first
 * screen's longest tasks on a phone; the rest now costs a little on each first visit.
 */
export function buildLazyRoutes(
  pathname: string,
  table: readonly ScreenRoute[] = SCREEN_ROUTES,
  guards: Guards = appGuards,
  queryClient?: QueryClient,
): LazyRoutes {
  const context: RouteContext = { guards, queryClient };
  const first = table.filter((route) => mayMatch(route, pathname));
  const pending = new Set(table.filter((route) => !first.includes(route)));
  const routes = buildRoutes(first, guards, queryClient);
  const known = idsIn(routes, new Set());

  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    for (const route of [...pending].filter((candidate) => mayMatch(candidate, path))) {
      pending.delete(route);
      const scope = scopeOf(route);
      // Down the layout and role group the screen belongs to, as far as they exist.
      let parent: string = scope;
      let [branch] = inLayouts([route], context, scope);
      while (branch.id && known.has(branch.id) && branch.children) {
        parent = branch.id;
        [branch] = branch.children;
      }
      patch(parent, [branch]);
      idsIn([branch], known);
    }
  };
  return { routes, patchRoutesOnNavigation };
}
