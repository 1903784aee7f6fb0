import '../styles/main.scss';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { session } from '../lib/session';
import { authApi } from '../lib/api/auth-api';
import { setUnauthorizedHandler } from '../lib/api/client';
import { authToken } from '../lib/auth-token';
import { i18n, initI18n } from '../lib/i18n';
import { startIntlWarmer } from '../lib/intl-warm';
import { keepTokenFresh } from '../lib/token-renewal';
import { nextTask } from '../lib/next-task';
import { createQueryClient } from '../lib/query-client';
import { hideSplashScreenAfterFirstNavigation } from '../shell/splash-screen';
import { clearCacheOnAccountChange } from './account-cache';
import { AppProviders } from './providers';
import { buildLazyRoutes } from './routes';

async function start(): Promise<void> {
  // The first Intl formatter's set-up runs in a worker while the app loads.
  const intl = startIntlWarmer();
  // A refused token (expired, revoked): forget the session and start over from sign-in.
  setUnauthorizedHandler(() => {
    session.forget();
    window.location.reload();
  });
  keepTokenFresh({ session, tokens: authToken, refresh: authApi.refreshAccessToken });
  // The router starts loading the first screen, and its data, while the translations load.
  const translations = initI18n(i18n);
  // Evaluating the modules is one long task already; the router's start (matching the
  // route, starting its code, styles and data) runs as a task of its own after it, so a
  // phone gets to paint and answer a tap in between.
  await nextTask();
  const queryClient = createQueryClient();
  const { routes, patchRoutesOnNavigation } = buildLazyRoutes(
    window.location.pathname,
    undefined,
    undefined,
    queryClient,
  );
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  clearCacheOnAccountChange(session, queryClient);
  await translations;
  intl.warm(i18n.resolvedLanguage ?? i18n.language);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // The first screen renders once the router has settled on it (session restored, route
  // loaded; the splash screen shows meanwhile), and as a transition: React renders it in
  // slices and lets the browser breathe between them, instead of one long task that keeps
  // a phone from answering a tap. Not before: RouterProvider starts following the router
  // only once committed, and a navigation that ended while its render was still in slices
  // would be missed, leaving the screen blank.
  await new Promise<void>((settled) => hideSplashScreenAfterFirstNavigation(router, settled));
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  hideSplashScreenAfterFirstNavigation(router);
}

// Start-up failures are only logged.
start().catch((error: unknown) => console.error(error));
