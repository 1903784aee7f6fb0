import { useMatches } from 'react-router';
import type { TranslationKey } from '../lib/i18n';
import type { LayoutName } from './config/config';

/** What every screen route declares in its `handle`. */
export interface RouteHandle {
  /** The screen's title, shown in its header and in the browser tab. */
  titleKey: TranslationKey;
  /**
   * Which layout holds the screen: 'app' for the configured application layout, or one
   * layout by name (route data overrides the configuration; `?layout=` overrides both).
   */
  layout: 'app' | LayoutName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const { handle } = matches[index];
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
