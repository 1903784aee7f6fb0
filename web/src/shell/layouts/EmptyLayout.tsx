import { Outlet } from 'react-router';
import { LoadingBar } from '../LoadingBar';
import { useRouteHandle } from '../route-handle';

/**
 * The loading bar and the screen, nothing else: sign-in, sign-up, errors. Chosen as the
 * application layout, it frames ordinary screens with the page margins they expect.
 */
export function EmptyLayout() {
  const framed = useRouteHandle()?.layout !== 'empty';
  return (
    <div className="app-layout app-layout--empty" data-layout="empty">
      <LoadingBar />
      <main className={`app-layout__main${framed ? ' app-layout__main--framed' : ''}`}>
        <Outlet />
      </main>
    </div>
  );
}
