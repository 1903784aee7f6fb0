export const NAVIGATION_ITEM_TYPES = [
  'basic',
  'aside',
  'collapsable',
  'group',
  'divider',
  'spacer',
] as const;
export type NavigationItemType = (typeof NAVIGATION_ITEM_TYPES)[number];

/** The languages the web offers; an administrator may name a menu item in each. */
export const MENU_LANGUAGES = ['en', 'tr', 'es'] as const;
export type MenuLanguage = (typeof MENU_LANGUAGES)[number];
/** A text per language; a language left out falls back to the translation key, then `title`. */
export type LocalizedText = Partial<Record<MenuLanguage, string>>;

export const NAVIGATION_VARIANTS = ['default', 'compact', 'futuristic', 'horizontal'] as const;
export type NavigationVariant = (typeof NAVIGATION_VARIANTS)[number];

/** A navigation item, with the original client's fields. */
export interface NavigationItem {
  id: string;
  type: NavigationItemType;
  title?: string;
  /**
   * Key of the title in the web's translation files (\`nav.tablero\`); \`title\` is shown
   * where the key is unknown. Not in the original client's item, which it leaves valid.
   */
  translation?: string;
  /**
   * The administrator's names per language (apps/menuconfig): they win over `translation`
   * and `title` in their language. Not in the original client's item either.
   */
  titles?: LocalizedText;
  subtitle?: string;
  /** The administrator's subtitles per language, as `titles` are of the title. */
  subtitles?: LocalizedText;
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
  /**
   * The ids of the sample items this navigation has been given, so that a newer version
   * adds only its new screens, and an item an administrator removed stays removed.
   */
  offeredItems?: string[];
}

export type Navigation = Record<NavigationVariant, NavigationItem[]>;
