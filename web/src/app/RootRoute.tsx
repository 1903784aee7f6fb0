import { useLayoutEffect, useRef } from 'react';
import { type Location, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { dropServerSnapshot } from '../lib/server-snapshot';
import { ShellConfigEffect } from '../shell/config/ShellConfigEffect';
import { DocumentTitle } from '../shell/DocumentTitle';

/**
 * The first navigation inside the app leaves the page the server sent with its content
 * (lib/server-snapshot.ts): its snapshot goes, in the commit that draws the next page.
 */
function useLeaveServerPage() {
  const { pathname, search } = useLocation();
  const first = useRef(`${pathname}${search}`);
  useLayoutEffect(() => {
    if (`${pathname}${search}` !== first.current) dropServerSnapshot();
  }, [pathname, search]);
}

/**
 * The key a scroll position is kept under: the history entry's, but for a page loaded
 * afresh (an address typed, a bookmark, a reload), whose entry is always "default" and
 * would take the position the tab's first page was left at: its address instead.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/**
 * Above every layout: scroll restoration (the position is restored on back and forward,
 * and a new screen starts at the top), the browser tab's title, the configured colour
 * scheme and theme on <html> and <body>, and the hand-over from a page the server sent.
 */
export function RootRoute() {
  useLeaveServerPage();
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <ShellConfigEffect />
      <DocumentTitle />
      <Outlet />
    </>
  );
}
