import { useTranslation } from 'react-i18next';
import { type Language, languageOf } from './i18n';

/**
 * The language the server's sample texts (the help center's, the dashboards') are asked
 * in: the interface's. A query that names it in its key loads again when it changes.
 */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return languageOf(i18n.resolvedLanguage ?? i18n.language);
}
