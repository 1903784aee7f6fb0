import type { FormatterModule } from 'i18next';
import { formatNumber } from './format';

/**
 * i18next's formatter for the app: with `alwaysFormat` every value put into a text goes
 * through it, so a number ({{count}}, {{value}}…) reads the way the text's language writes
 * it ("17,4 días", "1.250 puan") without the translation files naming a format. Anything
 * else is left as it is; a text that must show digits as they are (a year, a code) is
 * given them as a string.
 */
export const localeNumberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  // The files name no formats; named ones are not needed, and are ignored.
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format, language) =>
    typeof value === 'number' && Number.isFinite(value)
      ? formatNumber(value, language ?? 'en')
      : (value as string),
};
