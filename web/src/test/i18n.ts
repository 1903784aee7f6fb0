import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/i18n/en.json';
import { localeNumberFormatter } from '../lib/i18n-numbers';

/**
 * An i18next instance ready at once, with the real English file: tests find text as a
 * person reads it. Missing keys fail loudly instead of rendering the key.
 */
export function createTestI18n(): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(localeNumberFormatter)
    .use(initReactI18next)
    .init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: en } },
      initAsync: false,
      interpolation: { escapeValue: false, alwaysFormat: true },
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key) => {
        throw new Error(`Missing translation key in a test: ${key}`);
      },
      react: { useSuspense: false },
      showSupportNotice: false,
    });
  return instance;
}
