import type { NavigationItem } from './types';

/**
 * The language the navigation's own titles are written in: the sample menu is
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

/** An administrator's names per language (apps/menuconfig). */
export type NavigationTexts = NonNullable<NavigationItem['titles']>;
const TEXT_LANGUAGES = ['es', 'en', 'tr'] as const;

/**
 * One text of an item in `language`: the administrator's name in that language, else the
 * key's translation, else the server's text (`fallback`, Spanish unless only another
 * language's name exists), with the language it is written in when that is not the page's.
 */
function shownText(
  texts: NavigationTexts | undefined,
  key: string | undefined,
  fallback: string | undefined,
  translate: TranslateKey,
  language: string,
): { text?: string; lang?: string } {
  const own = texts?.[language as keyof NavigationTexts];
  if (own) return { text: own };
  const translated = key ? translate(key) : undefined;
  if (translated !== undefined) return { text: translated };
  const named = TEXT_LANGUAGES.map((lang) => [lang, texts?.[lang]] as const).filter(
    ([, text]) => text,
  );
  // The server's text is the Spanish one, unless it is an administrator's name in another.
  const [otherLanguage, other] =
    fallback === undefined
      ? (named[0] ?? [])
      : (named.find(([, text]) => text === fallback) ?? [NAVIGATION_SOURCE_LANGUAGE, fallback]);
  if (other === undefined) return {};
  return { text: other, lang: otherLanguage !== language ? otherLanguage : undefined };
}

/**
 * The tree with each title and subtitle in the reader's language: the administrator's
 * name in that language (`titles`, `subtitles`), else the translation of its key
 * (`translation`, `subtitleTranslation`), else the server's text.
 */
export function translateNavigation(
  items: readonly NavigationItem[],
  translate: TranslateKey,
  language: string,
): ShownNavigationItem[] {
  return items.map((item) => {
    const shown: ShownNavigationItem = { ...item };
    const title = shownText(item.titles, item.translation, item.title, translate, language);
    if (title.text !== undefined) shown.title = title.text;
    if (title.lang) shown.titleLang = title.lang;
    const subtitle = shownText(
      item.subtitles,
      item.subtitleTranslation,
      item.subtitle,
      translate,
      language,
    );
    if (subtitle.text !== undefined) shown.subtitle = subtitle.text;
    if (subtitle.lang) shown.subtitleLang = subtitle.lang;
    if (item.children) shown.children = translateNavigation(item.children, translate, language);
    return shown;
  });
}
