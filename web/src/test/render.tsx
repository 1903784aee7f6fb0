import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { AppProviders } from '../app/providers';
import { createTestI18n } from './i18n';

export interface ProvidersRender extends RenderResult {
  queryClient: QueryClient;
  i18n: I18n;
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
}

/** A fresh QueryClient per test: no retries, no cache shared between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

export interface RenderOptions {
  /**
   * Jest's fake clock is on (`jest.useFakeTimers()`): the user's keys and clicks move it by
   * the gaps between them, so that only the test moves it further.
   */
  fakeClock?: boolean;
}

/**
 * Renders routes in a memory router inside the app's providers (with the app's lazy route
 * discovery when given `patchRoutesOnNavigation`).
 */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    patchRoutesOnNavigation,
    fakeClock = false,
  }: RenderOptions & {
    initialEntries?: string[];
    patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
  } = {},
): ProvidersRender {
  const queryClient = createTestQueryClient();
  const i18n = createTestI18n();
  const router = createMemoryRouter(routes, { initialEntries, patchRoutesOnNavigation });
  const user = userEvent.setup(
    fakeClock ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : undefined,
  );
  const result = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, queryClient, i18n, router, user };
}

/** Renders one element at `/` inside the providers and a memory router. */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions & { path?: string }) {
  const path = options?.path ?? '/';
  return renderRoutes([{ path, element: ui }], {
    initialEntries: [path],
    fakeClock: options?.fakeClock,
  });
}
