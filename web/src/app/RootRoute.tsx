import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from '../shell/DocumentTitle';

/** Above every layout: scroll restoration and the browser tab's title. */
export function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <DocumentTitle />
      <Outlet />
    </>
  );
}
