import type { RouterState } from 'react-router';

/** What the splash screen needs of the router: its state and a way to follow it. */
export interface NavigationSource {
  readonly state: Pick<RouterState, 'initialized' | 'navigation'>;
  subscribe(listener: (state: Pick<RouterState, 'initialized' | 'navigation'>) => void): () => void;
}

export const SPLASH_SCREEN_ID = 'splash-screen';
export const SPLASH_HIDDEN_CLASS = 'splash-screen--hidden';
/** Matches the fade in index.html; the element is removed once it has faded. */
export const SPLASH_FADE_MS = 300;

/** The first navigation has completed: routes loaded, redirects followed, nothing pending. */
export function isFirstNavigationDone(state: NavigationSource['state']): boolean {
  return state.initialized && state.navigation.state === 'idle';
}

/**
 * Fades the splash screen out (its markup is in index.html, so it shows before any
 * script runs) and removes it afterwards; at once for a reader who asks for reduced
 * motion, whom index.html shows no fade. Safe to call when it is already gone.
 */
export function hideSplashScreen(doc: Document = document): void {
  const splash = doc.getElementById(SPLASH_SCREEN_ID);
  if (!splash || splash.classList.contains(SPLASH_HIDDEN_CLASS)) return;
  splash.classList.add(SPLASH_HIDDEN_CLASS);
  splash.setAttribute('aria-hidden', 'true');
  const still = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (still) splash.remove();
  else window.setTimeout(() => splash.remove(), SPLASH_FADE_MS + 50);
}

/**
 * Calls `hide` once, after the router's first completed navigation (at once when that
 * has already happened). Returns a function that stops waiting.
 */
export function hideSplashScreenAfterFirstNavigation(
  router: NavigationSource,
  hide: () => void = hideSplashScreen,
): () => void {
  if (isFirstNavigationDone(router.state)) {
    hide();
    return () => undefined;
  }
  let done = false;
  const unsubscribe = router.subscribe((state) => {
    if (done || !isFirstNavigationDone(state)) return;
    done = true;
    unsubscribe();
    hide();
  });
  return () => {
    done = true;
    unsubscribe();
  };
}
