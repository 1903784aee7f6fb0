/**
 * Sample data whose texts sit among figures (the dashboards): an English seed file, and
 * beside it one file per other language holding only the texts, in the English file's
 * shape. A text there (a string, or a list of strings such as a chart's labels) becomes
 * the translation of that field on the object holding it; a list of objects is matched
 * entry for entry, and an empty entry keeps the English (a person's or company's name).
 */
import {
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '../../common/languages/content-language';
import { readSeedJson } from './seed-files';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((entry) => typeof entry === 'string');

const isText = (value: unknown): value is string | string[] =>
  typeof value === 'string' || isTextList(value);

/** The translation stands where the English has a text of the same kind (and length). */
function translatesText(english: unknown, text: string | string[]): boolean {
  if (typeof text === 'string') return typeof english === 'string' && text.trim() !== '';
  return (
    isTextList(english) &&
    english.length === text.length &&
    text.every((entry) => entry.trim() !== '')
  );
}

/** Where a language's copy is read: its file and the place in it. */
interface Place {
  language: TranslatedLanguage;
  file: string;
  path: string;
}

const inside = (place: Place, step: string): Place => ({
  ...place,
  path:
    place.path === '' || step.startsWith('[') ? `${place.path}${step}` : `${place.path}.${step}`,
});

const misfit = (place: Place, problem: string) =>
  new Error(`${place.file}: ${place.path || 'the file'} ${problem}`);

function overlay(english: unknown, copy: unknown, place: Place): unknown {
  if (Array.isArray(copy)) {
    if (!Array.isArray(english) || english.length !== copy.length) {
      throw misfit(place, 'must hold as many entries as the English');
    }
    return english.map((entry, index) => overlay(entry, copy[index], inside(place, `[${index}]`)));
  }
  if (!isObject(copy) || !isObject(english)) {
    throw misfit(place, 'must be shaped as in the English, holding texts only');
  }
  const result: Json = { ...english };
  const texts: Json = {};
  for (const [key, value] of Object.entries(copy)) {
    if (isText(value)) {
      if (!translatesText(english[key], value)) {
        throw misfit(inside(place, key), 'must translate an English text of the same kind');
      }
      texts[key] = value;
    } else {
      result[key] = overlay(english[key], value, inside(place, key));
    }
  }
  if (Object.keys(texts).length > 0) {
    const translations = isObject(english.translations) ? english.translations : {};
    result.translations = { ...translations, [place.language]: texts };
  }
  return result;
}

/**
 * `english` with each language's texts (`copies`, read from `file`'s language files) kept
 * as translations on the objects that hold them. Throws, naming the place, when a copy
 * does not follow the English file's shape.
 */
export function withTranslations<T>(
  english: T,
  copies: Partial<Record<TranslatedLanguage, unknown>>,
  file: string,
): T {
  let result: unknown = english;
  for (const [language, copy] of Object.entries(copies) as [TranslatedLanguage, unknown][]) {
    const copyFile = file.replace(/\.json$/, `.${language}.json`);
    result = overlay(result, copy, { language, file: copyFile, path: '' });
  }
  return result as T;
}

/**
 * A seed file (`dashboards/finance.json`) with its texts' translations from the files
 * beside it, one per language (`dashboards/finance.es.json`, `dashboards/finance.tr.json`).
 */
export function readSeedJsonWithTranslations<T>(relativePath: string): T {
  const copies = Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [
      language,
      readSeedJson<unknown>(relativePath.replace(/\.json$/, `.${language}.json`)),
    ]),
  );
  return withTranslations(readSeedJson<T>(relativePath), copies, relativePath);
}
