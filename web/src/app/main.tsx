import '../styles/main.scss';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { session } from '../lib/session';
import { setUnauthorizedHandler } from '../lib/api/client';
import { warmFormatters } from '../lib/format';
import { i18n, initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { hideSplashScreenAfterFirstNavigation } from '../shell/splash-screen';
import { clearCacheOnAccountChange } from './account-cache';
import { AppProviders } from './providers';
import { buildRoutes } from './routes';

async function start(): Promise<void> {
  // A refused token (expired, revoked): forget the session and start over from sign-in.
  setUnauthorizedHandler(() => {
    session.forget();
    window.location.reload();
  });
  // The router starts loading the first screen, and its data, while the translations load.
  const queryClient = createQueryClient();
  const router = createBrowserRouter(buildRoutes(undefined, undefined, queryClient));
  clearCacheOnAccountChange(session, queryClient);
  await initI18n(i18n);
  // While the first screen's code and data are on their way, the main thread is idle.
  setTimeout(() => warmFormatters(i18n.resolvedLanguage ?? i18n.language));

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

// Start-up failures are only logged (specification section 8).
start().catch((error: unknown) => console.error(error));
