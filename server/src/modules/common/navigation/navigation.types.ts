export const NAVIGATION_ITEM_TYPES = [
  'basic',
  'aside',
  'collapsable',
  'group',
  'divider',
  'spacer',
] as const;
export type NavigationItemType = (typeof NAVIGATION_ITEM_TYPES)[number];

export const NAVIGATION_VARIANTS = ['default', 'compact', 'futuristic', 'horizontal'] as const;
export type NavigationVariant = (typeof NAVIGATION_VARIANTS)[number];

/** The specification's navigation item. */
export interface NavigationItem {
  id: string;
  type: NavigationItemType;
  title?: string;
  /**
   * Key of the title in the web's translation files (\`nav.tablero\`); \`title\` is shown
   * where the key is unknown. Not in the specification's item, which it leaves valid.
   */
  translation?: string;
  subtitle?: string;
  /** Key of the subtitle in the web's translation files, as \`translation\` is of the title. */
  subtitleTranslation?: string;
  icon?: string;
  link?: string;
  externalLink?: boolean;
  target?: '_blank' | '_self' | '_parent' | '_top';
  /** Name of a client-side action to run when chosen. */
  function?: string;
  disabled?: boolean;
  hidden?: boolean;
  tooltip?: string;
  badge?: { title?: string; classes?: string };
  classes?: { title?: string; subtitle?: string; icon?: string; wrapper?: string };
  children?: NavigationItem[];
  active?: boolean;
  exactMatch?: boolean;
  fragment?: string;
  queryParams?: Record<string, string>;
}

/** One stored record per variant of the navigation. */
export interface NavigationRecord {
  id: NavigationVariant;
  items: NavigationItem[];
}

export type Navigation = Record<NavigationVariant, NavigationItem[]>;
