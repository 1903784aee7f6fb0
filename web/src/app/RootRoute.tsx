import { Outlet, ScrollRestoration } from 'react-router';
import { ShellConfigEffect } from '../shell/config/ShellConfigEffect';
import { DocumentTitle } from '../shell/DocumentTitle';

/**
 * Above every layout: scroll restoration (the position is restored on back and forward,
 * and a new screen starts at the top), the browser tab's title, and the configured
 * colour scheme and theme on <html> and <body>.
 */
export function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <ShellConfigEffect />
      <DocumentTitle />
      <Outlet />
    </>
  );
}
