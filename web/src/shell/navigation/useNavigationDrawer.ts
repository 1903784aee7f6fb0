import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useIsWideScreen } from '../../lib/useMediaQuery';
import { drawerReducer, initialDrawerState } from './drawer-state';
import { NAVIGATION_ANIMATION_PAUSE_MS } from './types';

/**
 * The drawer of a layout's side navigation, following the screen: side mode and open
 * from the medium breakpoint up, an overlay closed by default below it. Closes (in over
 * mode) and drops the aside on every route change.
 */
export function useNavigationDrawer() {
  const wide = useIsWideScreen();
  const mode = wide ? 'side' : 'over';
  const [state, dispatch] = useReducer(drawerReducer, mode, initialDrawerState);

  useEffect(() => dispatch({ type: 'mode', mode }), [mode]);

  useEffect(() => {
    if (state.animations) return undefined;
    const timer = window.setTimeout(
      () => dispatch({ type: 'animations-on' }),
      NAVIGATION_ANIMATION_PAUSE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state.animations]);

  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const lastAddress = useRef(address);
  useEffect(() => {
    if (lastAddress.current === address) return;
    lastAddress.current = address;
    dispatch({ type: 'route-change' });
  }, [address]);

  return {
    ...state,
    wide,
    toggle: () => dispatch({ type: 'toggle' }),
    open: () => dispatch({ type: 'open' }),
    close: () => dispatch({ type: 'close' }),
    toggleAside: (id: string) => dispatch({ type: 'toggle-aside', id }),
    closeAside: () => dispatch({ type: 'close-aside' }),
  };
}

export type NavigationDrawer = ReturnType<typeof useNavigationDrawer>;

/**
 * A drawer that stays open in side mode whatever the screen and the route, with its own
 * aside panel: a side navigation shown inside a page (the menu editor's preview).
 */
export function useStaticNavigationDrawer(): NavigationDrawer {
  const [asideId, setAsideId] = useState<string | null>(null);
  return useMemo(
    () => ({
      mode: 'side',
      opened: true,
      asideId,
      animations: true,
      wide: true,
      toggle: () => undefined,
      open: () => undefined,
      close: () => setAsideId(null),
      toggleAside: (id: string) => setAsideId((current) => (current === id ? null : id)),
      closeAside: () => setAsideId(null),
    }),
    [asideId],
  );
}
