import esFlag from 'flag-icons/flags/4x3/es.svg';
import trFlag from 'flag-icons/flags/4x3/tr.svg';
import usFlag from 'flag-icons/flags/4x3/us.svg';
import { isLanguage, type Language, LANGUAGES } from '../../lib/i18n';

/**
 * The languages the switcher offers, each named in itself, with its flag (English shows
 * the US flag). Only these three flag files are bundled.
 */
export const LANGUAGE_OPTIONS: Record<Language, { name: string; flag: string; country: string }> = {
  en: { name: 'English', flag: usFlag, country: 'us' },
  tr: { name: 'Türkçe', flag: trFlag, country: 'tr' },
  es: { name: 'Español', flag: esFlag, country: 'es' },
};

export const LANGUAGE_LIST = LANGUAGES.map((code) => ({ code, ...LANGUAGE_OPTIONS[code] }));

/** The active language as one we offer ('en-US' counts as 'en'). */
export function activeLanguage(resolved: string | undefined): Language {
  const base = resolved?.split('-')[0];
  return isLanguage(base) ? base : 'en';
}
