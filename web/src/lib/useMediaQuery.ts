import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from './breakpoints';

/** Whether a CSS media query matches, updated live. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the `sm` breakpoint (600 px): a phone. */
export const PHONE_QUERY = `(max-width: ${BREAKPOINTS.sm - 0.02}px)`;

/** Medium (960 px) and up; below that is a small screen. */
export const WIDE_SCREEN_QUERY = `(min-width: ${BREAKPOINTS.md}px)`;

export function useIsWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY);
}
