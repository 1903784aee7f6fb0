import i18next, {
  type BackendModule,
  type i18n as I18n,
  type InitOptions,
  type Newable,
} from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type en from '../../public/i18n/en.json';
import { type ErrorCodeTranslator, setErrorCodeTranslator } from './api/errors';
import { formatWait } from './format';
import { localeNumberFormatter } from './i18n-numbers';

// Typed keys: t('health.titel') is a compile error. en.json is the reference language.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The dotted path of every string in the translation files, e.g. 'health.title'. */
export type TranslationKey = LeafPaths<typeof en>;

export const LANGUAGES = ['en', 'tr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'talento.language';
/** A translation file that fails to load is asked for again this many times. */
export const TRANSLATION_LOAD_RETRIES = 2;
export const ALL_TRANSLATIONS_FAILED_MESSAGE =
  'Unable to load translation and all the fallback languages';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** One of ours for an i18next language code ('es-MX' is 'es'); English for any other. */
export function languageOf(code: string | undefined): Language {
  const base = code?.split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): LanguageStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The language chosen on an earlier visit, when it is still one we offer. */
export function storedLanguage(
  storage: LanguageStorage | null = browserStorage(),
): Language | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The first of the browser's languages (navigator.languages, most wanted first) that we
 * offer, by its base: 'es-MX' is 'es'. Null when none is.
 */
export function browserLanguage(
  languages: readonly string[] | undefined = browserLanguages(),
): Language | null {
  for (const tag of languages ?? []) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * The language to start in: the person's own earlier choice wins; on a first visit the
 * browser's languages decide; English when neither names one we offer.
 */
export function initialLanguage(
  storage: LanguageStorage | null = browserStorage(),
  languages: readonly string[] | undefined = browserLanguages(),
): Language {
  return storedLanguage(storage) ?? browserLanguage(languages) ?? DEFAULT_LANGUAGE;
}

/**
 * Where the translation files live: `i18n/{{lng}}.json` against the document's base URL
 * (index.html declares `<base href="/">`), never against the current route, so a deep
 * link such as /apps/tablero still loads /i18n/en.json.
 */
export function translationsLoadPath(baseUri: string = document.baseURI): string {
  return `${new URL('i18n/', baseUri).href}{{lng}}.json`;
}

/** Warns once per missing key; i18next then shows the key itself. */
export function createMissingKeyHandler(warn: (message: string) => void = console.warn) {
  const reported = new Set<string>();
  return (languages: readonly string[], namespace: string, key: string): void => {
    const id = `${namespace}:${key}`;
    if (reported.has(id)) return;
    reported.add(id);
    warn(`Missing translation key "${key}" (${languages.join(', ')})`);
  };
}

export function i18nOptions(overrides: InitOptions = {}): InitOptions {
  return {
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    // i18next's defaults, named: then it skips, on every `t()`, its test of whether a key
    // looks like a sentence (our keys never do); a tenth of translating's time.
    keySeparator: '.',
    nsSeparator: ':',
    maxRetries: TRANSLATION_LOAD_RETRIES,
    // alwaysFormat: every interpolated number is written in the text's language.
    interpolation: { escapeValue: false, prefix: '{{', suffix: '}}', alwaysFormat: true },
    // saveMissing only routes missing keys to the handler; nothing is sent anywhere.
    saveMissing: true,
    missingKeyHandler: createMissingKeyHandler(),
    backend: { loadPath: translationsLoadPath() },
    react: { useSuspense: true },
    // No advertisement in the console of every visitor.
    showSupportNotice: false,
    ...overrides,
  };
}

type BackendPlugin = BackendModule | Newable<BackendModule>;

/**
 * An i18next instance wired for the app, not yet initialised: translations come from
 * the backend plugin (HTTP by default), `<html lang>` follows the active language, and
 * every change after the first (a person's choice, not the browser's guess) is remembered.
 */
export function createI18n(
  backend: BackendPlugin = HttpBackend,
  storage: Pick<Storage, 'setItem'> | null = browserStorage(),
): I18n {
  const instance = i18next.createInstance();
  instance.use(backend).use(localeNumberFormatter).use(initReactI18next);
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    // During init this runs before the instance counts as initialised: the starting
    // language is not a choice (a browser set to Spanish later may be followed), and
    // initI18n reports missing translations then.
    if (!instance.isInitialized) return;
    try {
      if (isLanguage(language)) storage?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not remembered; the choice still holds for this page.
    }
    reportMissingTranslations(instance);
  });
  return instance;
}

function reportMissingTranslations(instance: I18n): void {
  const loaded = (instance.languages ?? []).some((code) =>
    instance.hasResourceBundle(code, 'translation'),
  );
  if (!loaded) console.error(ALL_TRANSLATIONS_FAILED_MESSAGE);
}

/** Loads the active language (and the fallback); resolves even when loading failed. */
export async function initI18n(instance: I18n, overrides?: InitOptions): Promise<I18n> {
  await instance.init(i18nOptions(overrides));
  reportMissingTranslations(instance);
  return instance;
}

/**
 * A server error code in the instance's language: `errors.<code>` when the translation
 * files hold that text, otherwise undefined (the server's message is shown). A spent
 * limit's text tells the wait (`{{when}}`: "in 42 seconds").
 */
export function errorCodeTranslator(instance: I18n): ErrorCodeTranslator {
  return (code, { retryAfterSeconds }) => {
    const key = `errors.${code}`;
    if (!instance.exists(key)) return undefined;
    // Through a plain signature: resolving i18next's typed overloads for a key only known
    // at run time cost tsc some fifteen seconds.
    const translate = instance.t as unknown as (key: string, options: object) => unknown;
    const when =
      retryAfterSeconds === undefined
        ? translate('errors.inAMoment', {})
        : formatWait(retryAfterSeconds, instance.resolvedLanguage ?? instance.language);
    const text = translate(key, { returnObjects: true, when });
    return typeof text === 'string' ? text : undefined;
  };
}

/** The app's one instance; main.tsx initialises it. */
export const i18n = createI18n();
setErrorCodeTranslator(errorCodeTranslator(i18n));
