import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { LayoutName } from '../config/config';
import { LoadingBar } from '../LoadingBar';
import { HorizontalNavigation } from '../navigation/HorizontalNavigation';
import { VerticalNavigation } from '../navigation/VerticalNavigation';
import { type NavigationDrawer, useNavigationDrawer } from '../navigation/useNavigationDrawer';
import { ToolbarActions } from '../toolbar/ToolbarActions';
import {
  Brand,
  LayoutFooter,
  MAIN_CONTENT_ID,
  NAVIGATION_ID,
  NavigationToggle,
  SkipLink,
} from './parts';

interface HorizontalFrameProps {
  name: LayoutName;
  children: (parts: { drawer: NavigationDrawer; wide: boolean }) => ReactNode;
}

/**
 * What the layouts with a top navigation share: on small screens the navigation is an
 * overlay side menu opened from the menu button; from md up it sits in the top bar.
 */
function HorizontalFrame({ name, children }: HorizontalFrameProps) {
  const drawer = useNavigationDrawer();
  return (
    <div className={`app-shell app-shell--horizontal app-shell--${name}`} data-layout={name}>
      <SkipLink />
      <LoadingBar />
      {drawer.wide ? null : (
        <VerticalNavigation
          id={NAVIGATION_ID}
          drawer={drawer}
          scheme="dark"
          skin={name}
          header={<Brand />}
        />
      )}
      {children({ drawer, wide: drawer.wide })}
    </div>
  );
}

function Main({ className }: { className?: string }) {
  return (
    <main id={MAIN_CONTENT_ID} className={`app-shell__main ${className ?? ''}`} tabIndex={-1}>
      <Outlet />
    </main>
  );
}

/** One light top bar: company logo and name, the menus, the toolbar. */
export function ModernLayout() {
  return (
    <HorizontalFrame name="modern">
      {({ drawer, wide }) => (
        <>
          <header className="app-header app-header--modern">
            {wide ? null : <NavigationToggle drawer={drawer} />}
            <Brand company logoOnly={!wide} />
            {wide ? <HorizontalNavigation skin="modern" /> : null}
            <ToolbarActions />
          </header>
          <Main />
          <LayoutFooter />
        </>
      )}
    </HorizontalFrame>
  );
}

/** A band in the theme's colour with the logo and the toolbar, and a white row of menus. */
export function EnterpriseLayout() {
  return (
    <HorizontalFrame name="enterprise">
      {({ drawer, wide }) => (
        <>
          <header className="app-band app-band--enterprise" data-bs-theme="dark">
            <div className="app-band__row">
              {wide ? null : <NavigationToggle drawer={drawer} />}
              <Brand logoOnly={!wide} />
              <ToolbarActions />
            </div>
          </header>
          {wide ? (
            <div className="app-navrow">
              <HorizontalNavigation skin="enterprise" />
            </div>
          ) : null}
          <Main />
          <LayoutFooter />
        </>
      )}
    </HorizontalFrame>
  );
}

/** A tall coloured header holding the menus, and the screen on a raised card over it. */
export function MaterialLayout() {
  return (
    <HorizontalFrame name="material">
      {({ drawer, wide }) => (
        <>
          <header className="app-band app-band--material" data-bs-theme="dark">
            <div className="app-band__row">
              {wide ? null : <NavigationToggle drawer={drawer} />}
              <Brand logoOnly={!wide} />
              <ToolbarActions />
            </div>
            {wide ? (
              <div className="app-band__row app-band__row--nav">
                <HorizontalNavigation skin="material" />
              </div>
            ) : null}
          </header>
          <div className="app-material__sheet">
            <Main className="app-material__card" />
          </div>
          <LayoutFooter className="app-footer--plain" />
        </>
      )}
    </HorizontalFrame>
  );
}

/** The whole app in a centred frame: top bar, screen, footer with the copyright. */
export function CenteredLayout() {
  return (
    <HorizontalFrame name="centered">
      {({ drawer, wide }) => (
        <div className="app-centered__frame">
          <header className="app-header app-header--centered">
            {wide ? null : <NavigationToggle drawer={drawer} />}
            <Brand logoOnly={!wide} />
            {wide ? <HorizontalNavigation skin="centered" /> : null}
            <ToolbarActions />
          </header>
          <Main />
          <LayoutFooter />
        </div>
      )}
    </HorizontalFrame>
  );
}
