import type { NavigationItem } from './types';

/**
 * The language the navigation's own titles are written in: the specification's menu is
 * Spanish, and so is every title the server stores. Text shown as the server wrote it
 * carries this `lang`, so that (for instance) upper-casing follows Spanish rules on a
 * Turkish page instead of turning "i" into "İ".
 */
export const NAVIGATION_SOURCE_LANGUAGE = 'es';

/** An item as the menus show it: titles in the reader's language where a key names them. */
export interface ShownNavigationItem extends NavigationItem {
  /** Set when `title` is the server's text in another language than the page's. */
  titleLang?: string;
  /** Set when `subtitle` is the server's text in another language than the page's. */
  subtitleLang?: string;
  children?: ShownNavigationItem[];
}

/** The text of a translation key, or undefined when the files do not hold it. */
export type TranslateKey = (key: string) => string | undefined;

/**
 * The tree with each title and subtitle translated through its key (`translation`,
 * `subtitleTranslation`), the server's text where there is no key or the key is unknown.
 */
export function translateNavigation(
  items: readonly NavigationItem[],
  translate: TranslateKey,
  language: string,
): ShownNavigationItem[] {
  const foreign = language !== NAVIGATION_SOURCE_LANGUAGE ? NAVIGATION_SOURCE_LANGUAGE : undefined;
  return items.map((item) => {
    const shown: ShownNavigationItem = { ...item };
    const title = item.translation ? translate(item.translation) : undefined;
    if (title !== undefined) shown.title = title;
    else if (item.title && foreign) shown.titleLang = foreign;
    const subtitle = item.subtitleTranslation ? translate(item.subtitleTranslation) : undefined;
    if (subtitle !== undefined) shown.subtitle = subtitle;
    else if (item.subtitle && foreign) shown.subtitleLang = foreign;
    if (item.children) shown.children = translateNavigation(item.children, translate, language);
    return shown;
  });
}
