import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What a form page tells the list or feed it returns to ("Coffee card was added"). */
export interface Flash {
  text: string;
}

/**
 * Hands a flash that came with the navigation to `show` once, then forgets it (so Back or a
 * reload does not repeat it). Once per history entry, also when StrictMode runs effects twice.
 */
export function useFlash(show: (flash: Flash) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const shownFor = useRef<string | null>(null);
  const flash = (location.state as { flash?: Flash } | null)?.flash;
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
