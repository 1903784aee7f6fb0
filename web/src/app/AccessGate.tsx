import { Outlet, useLoaderData } from 'react-router';
import type { NotAllowed } from './guards';
import { NotAllowedPage } from './pages/NotAllowedPage';

/**
 * Frames a group of screens that need a role: the screen when the account may open it,
 * else the not-allowed page in the same place (the layout, menu and toolbar stay).
 */
export function AccessGate() {
  const denied = useLoaderData() as NotAllowed | null | undefined;
  return denied ? <NotAllowedPage required={denied.required} held={denied.held} /> : <Outlet />;
}
