import { Outlet } from 'react-router';
import { LoadingBar } from '../LoadingBar';

/** The loading bar and the screen, nothing else: sign-in, sign-up, errors. */
export function EmptyLayout() {
  return (
    <div className="app-layout app-layout--empty" data-layout="empty">
      <LoadingBar />
      <main className="app-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
