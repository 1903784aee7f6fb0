/**
 * Sample texts that carry their translations: a record keeps its English in its own
 * fields and the other languages' texts in `translations`; an answer lays the language
 * asked for over the English. A record without a language's texts (stored before its
 * translations came, or written by a person) is answered in English.
 */

/** The languages the product's sample texts are written in; English first, the default. */
export const CONTENT_LANGUAGES = ['en', 'tr', 'es'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'en';

/** The languages a translation is kept for: all but English, which the fields hold. */
export type TranslatedLanguage = Exclude<ContentLanguage, 'en'>;
export const TRANSLATED_LANGUAGES = CONTENT_LANGUAGES.filter(
  (language): language is TranslatedLanguage => language !== 'en',
);

/** A record's texts in the other languages, beside the English ones in its own fields. */
export type Translations<T> = Partial<Record<TranslatedLanguage, T>>;

/** A value as answered: every `translations` taken out, at any depth. */
export type WithoutTranslations<T> = T extends readonly (infer U)[]
  ? WithoutTranslations<U>[]
  : T extends object
    ? { [K in keyof T as K extends 'translations' ? never : K]: WithoutTranslations<T[K]> }
    : T;

/**
 * A record as the reader's language writes it: its own fields overlaid with that
 * language's texts, when it has them, and without the translations themselves.
 */
export function inLanguage<T extends { translations?: Translations<object> }>(
  record: T,
  language: ContentLanguage,
): Omit<T, 'translations'> {
  const { translations, ...rest } = record;
  const texts = language === 'en' ? undefined : translations?.[language];
  return { ...rest, ...texts };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `inLanguage` at every depth: for a document whose parts carry their own translations
 * (a dashboard's transactions, its schedule, its team).
 */
export function inLanguageThroughout<T>(
  value: T,
  language: ContentLanguage,
): WithoutTranslations<T> {
  return translate(value, language) as WithoutTranslations<T>;
}

function translate(value: unknown, language: ContentLanguage): unknown {
  if (Array.isArray(value)) return value.map((entry) => translate(entry, language));
  if (!isRecord(value)) return value;
  const own = inLanguage(value as { translations?: Translations<object> }, language);
  return Object.fromEntries(
    Object.entries(own).map(([key, entry]) => [key, translate(entry, language)]),
  );
}
