import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * What a form page tells the list, feed or record it goes to: the toast's text ("Coffee
 * card was added") and, after a create, the record, which the list shows first
 * (useJustCreated) whatever its sort.
 */
export interface Flash<T = unknown> {
  text: string;
  created?: T;
}

/**
 * Hands a flash that came with the navigation to `show` once, then forgets it (so Back or a
 * reload does not repeat it). Once per history entry, also when StrictMode runs effects twice.
 */
export function useFlash<T = unknown>(show: (flash: Flash<T>) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const shownFor = useRef<string | null>(null);
  const flash = (location.state as { flash?: Flash<T> } | null)?.flash;
  useEffect(() => {
    if (!flash || shownFor.current === location.key) return;
    shownFor.current = location.key;
    show(flash);
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
  }, [flash, show, navigate, location.key, location.pathname, location.search]);
}
