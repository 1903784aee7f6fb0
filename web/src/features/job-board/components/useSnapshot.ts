import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dropServerSnapshot, serverSnapshot } from '../../../lib/server-snapshot';
import { embeddedData } from '../api/embedded';

/**
 * The server's snapshot when it is this page's and in the reader's language (it is
 * drawn in English): the page then stays as the server sent it and the app draws
 * nothing but its islands into it. Otherwise the snapshot goes and the app draws the
 * page. RootRoute drops it on the first navigation inside the app.
 */
export function useServerPage(): HTMLElement | null {
  const { i18n } = useTranslation();
  const snapshot = serverSnapshot();
  const keep = !!snapshot && (embeddedData()?.lang ?? 'en') === i18n.language;
  useLayoutEffect(() => {
    if (!keep) dropServerSnapshot();
  }, [keep]);
  return useMemo(() => (keep ? snapshot : null), [keep, snapshot]);
}

/** The browser tab's title for a public page (over the route table's title). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * Whether `element` has come near the viewport (within `margin`), once and for good: what
 * it holds can wait until then. At once where the browser cannot tell.
 */
export function useNearViewport(element: Element | null, margin = '600px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return near;
}
