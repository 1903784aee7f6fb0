import type { components } from '../../lib/api/schema';

/** A navigation item, as the API serves it. */
export type NavigationItem = components['schemas']['NavigationItemDto'];
export type NavigationItemType = NavigationItem['type'];
export type NavigationTree = components['schemas']['NavigationDto'];

/** The side navigation's looks and widths. */
export type NavigationAppearance = 'default' | 'compact' | 'dense' | 'thin';
export type NavigationMode = 'side' | 'over';
export type NavigationPosition = 'left' | 'right';

export const NAVIGATION_WIDTHS: Record<NavigationAppearance, number> = {
  default: 280,
  compact: 112,
  dense: 80,
  thin: 80,
};

/** After a mode change, the navigation moves without animation for this long. */
export const NAVIGATION_ANIMATION_PAUSE_MS = 500;
