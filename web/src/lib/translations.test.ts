import en from '../../public/i18n/en.json';
import es from '../../public/i18n/es.json';
import tr from '../../public/i18n/tr.json';
import { LANGUAGES } from './i18n';

type Tree = { [key: string]: string | Tree };

const FILES: Record<string, Tree> = { en, tr, es };
// i18next plural forms ("item_one", "item_other") vary per language; compare their stem.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) result.set(leaf, text);
  }
  return result;
}

function keySet(tree: Tree): Set<string> {
  return new Set([...leaves(tree).keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
}

describe('translation files', () => {
  it('exist for every language the app offers', () => {
    expect(Object.keys(FILES).sort()).toEqual([...LANGUAGES].sort());
  });

  const reference = keySet(en);

  it.each(['tr', 'es'])('%s has every key of en.json', (language) => {
    const keys = keySet(FILES[language]);
    expect([...reference].filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(['tr', 'es'])('%s has no key that en.json lacks', (language) => {
    const keys = keySet(FILES[language]);
    expect([...keys].filter((key) => !reference.has(key))).toEqual([]);
  });

  it.each(Object.keys(FILES))('%s has no empty text', (language) => {
    const empty = [...leaves(FILES[language])].filter(([, text]) => text.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it.each(['tr', 'es'])('%s uses the same {{placeholders}} as en.json', (language) => {
    const english = leaves(en);
    const mismatched = [...leaves(FILES[language])]
      .filter(([key]) => english.has(key))
      .filter(([key, text]) => placeholders(text).join() !== placeholders(english.get(key)!).join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  // The stems above hide a lost plural form: "days_other" alone still has the stem "days".
  const pluralStems = (tree: Tree) =>
    [...leaves(tree).keys()]
      .filter((key) => PLURAL_SUFFIX.test(key))
      .map((key) => key.replace(PLURAL_SUFFIX, ''));
  const missingPluralForms = (tree: Tree, stems: string[]) => {
    const keys = new Set(leaves(tree).keys());
    return [...new Set(stems)].flatMap((stem) =>
      ['one', 'other'].map((form) => `${stem}_${form}`).filter((key) => !keys.has(key)),
    );
  };
  const everyStem = Object.values(FILES).flatMap(pluralStems);

  it.each(Object.keys(FILES))('%s has the one and other forms of every plural text', (language) => {
    expect(missingPluralForms(FILES[language], everyStem)).toEqual([]);
  });

  it('catches a missing plural form (the comparison itself works)', () => {
    const broken = { summary: { days_other: '{{count}} days' } };
    expect(missingPluralForms(broken, pluralStems(broken))).toEqual(['summary.days_one']);
  });

  it('catches a missing key (the comparison itself works)', () => {
    const broken = keySet({ common: { retry: 'Retry' } });
    expect([...reference].filter((key) => !broken.has(key))).toContain('common.appName');
  });
});
