import type { Navigation } from 'react-router';
import {
  hideSplashScreen,
  hideSplashScreenAfterFirstNavigation,
  type NavigationSource,
  SPLASH_FADE_MS,
  SPLASH_HIDDEN_CLASS,
} from './splash-screen';

type State = NavigationSource['state'];

const idle = { state: 'idle' } as Navigation;
const loading = { state: 'loading' } as Navigation;

/** A router stand-in whose state the test moves along. */
function fakeRouter(initial: State) {
  const listeners = new Set<(state: State) => void>();
  const router = {
    state: initial,
    subscribe(listener: (state: State) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const go = (state: State) => {
    router.state = state;
    listeners.forEach((listener) => listener(state));
  };
  return { router, go, listeners };
}

describe('hideSplashScreenAfterFirstNavigation', () => {
  it('hides only once the router is initialised and idle', () => {
    const hide = jest.fn();
    const { router, go, listeners } = fakeRouter({ initialized: false, navigation: idle });
    hideSplashScreenAfterFirstNavigation(router, hide);

    go({ initialized: false, navigation: loading }); // lazy route still loading
    go({ initialized: false, navigation: idle });
    go({ initialized: true, navigation: loading }); // following a redirect
    expect(hide).not.toHaveBeenCalled();

    go({ initialized: true, navigation: idle });
    expect(hide).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);

    // Later navigations leave it alone.
    go({ initialized: true, navigation: loading });
    go({ initialized: true, navigation: idle });
    expect(hide).toHaveBeenCalledTimes(1);
  });

  it('hides at once when the first navigation has already completed', () => {
    const hide = jest.fn();
    const { router, listeners } = fakeRouter({ initialized: true, navigation: idle });
    hideSplashScreenAfterFirstNavigation(router, hide);
    expect(hide).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('can stop waiting', () => {
    const hide = jest.fn();
    const { router, go, listeners } = fakeRouter({ initialized: false, navigation: loading });
    const stop = hideSplashScreenAfterFirstNavigation(router, hide);
    stop();
    go({ initialized: true, navigation: idle });
    expect(hide).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});

describe('hideSplashScreen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fades the splash screen out, then removes it', () => {
    document.body.innerHTML = '<div id="splash-screen" class="splash-screen"></div>';
    hideSplashScreen();
    const splash = document.getElementById('splash-screen');
    expect(splash).toHaveClass(SPLASH_HIDDEN_CLASS);
    expect(splash).toHaveAttribute('aria-hidden', 'true');
    jest.advanceTimersByTime(SPLASH_FADE_MS + 100);
    expect(document.getElementById('splash-screen')).toBeNull();
  });

  it('removes it at once for a reader who asks for reduced motion', () => {
    document.body.innerHTML = '<div id="splash-screen" class="splash-screen"></div>';
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
    })) as unknown as typeof window.matchMedia;
    try {
      hideSplashScreen();
    } finally {
      window.matchMedia = original;
    }
    expect(document.getElementById('splash-screen')).toBeNull();
  });

  it('does nothing when there is no splash screen', () => {
    document.body.innerHTML = '';
    expect(() => hideSplashScreen()).not.toThrow();
  });
});
