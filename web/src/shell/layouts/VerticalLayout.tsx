import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { LayoutName } from '../config/config';
import { LoadingBar } from '../LoadingBar';
import { ToolbarActions } from '../toolbar/ToolbarActions';
import { VerticalNavigation } from '../navigation/VerticalNavigation';
import type { NavigationAppearance } from '../navigation/types';
import { type NavigationDrawer, useNavigationDrawer } from '../navigation/useNavigationDrawer';
import type { NavigationVariant } from '../navigation/useNavigationItems';
import {
  Brand,
  LayoutFooter,
  MAIN_CONTENT_ID,
  NAVIGATION_ID,
  NavigationToggle,
  SkipLink,
} from './parts';

export interface VerticalLayoutProps {
  name: LayoutName;
  /** The navigation's look on wide screens; small screens always get the default look. */
  appearance?: NavigationAppearance;
  variant?: NavigationVariant;
  /** The navigation panel's colour mode. */
  navigationScheme?: 'dark' | 'light';
  /** Above the items; a function gets the drawer (to adapt to small screens). */
  navigationHeader?: ReactNode | ((drawer: NavigationDrawer) => ReactNode);
  navigationFooter?: ReactNode;
  /** Extra tools at the start of the top bar, after the menu button. */
  headerStart?: (drawer: NavigationDrawer) => ReactNode;
}

/**
 * The frame of the layouts with a side navigation: the navigation, and beside it a top
 * bar (menu button, toolbar), the routed screen and the footer. The top bar comes first in
 * the document, so the menu button is reached before the menu it opens and closes.
 */
export function VerticalLayout({
  name,
  appearance = 'default',
  variant = 'default',
  navigationScheme = 'dark',
  navigationHeader,
  navigationFooter,
  headerStart,
}: VerticalLayoutProps) {
  const drawer = useNavigationDrawer();
  const shownAppearance = drawer.wide ? appearance : 'default';
  return (
    <div className={`app-shell app-shell--vertical app-shell--${name}`} data-layout={name}>
      <SkipLink />
      <LoadingBar />
      {/* Before the navigation, so the keyboard reaches the menu button first; the grid
          (_layouts.scss) puts the navigation at the side. */}
      <header className={`app-header app-header--${name}`}>
        <NavigationToggle drawer={drawer} />
        {drawer.wide ? null : <Brand logoOnly className="app-header__brand" />}
        {headerStart?.(drawer)}
        <ToolbarActions />
      </header>
      <VerticalNavigation
        id={NAVIGATION_ID}
        drawer={drawer}
        appearance={shownAppearance}
        variant={variant}
        scheme={navigationScheme}
        skin={name}
        header={
          typeof navigationHeader === 'function' ? navigationHeader(drawer) : navigationHeader
        }
        footer={navigationFooter}
      />
      <div className="app-shell__body">
        <main id={MAIN_CONTENT_ID} className="app-shell__main" tabIndex={-1}>
          <Outlet />
        </main>
        <LayoutFooter />
      </div>
    </div>
  );
}
