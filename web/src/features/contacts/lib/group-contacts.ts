/** The heading a name is listed under: its first letter, without accents, upper-case. */
export const OTHER_INITIAL = '#';

/**
 * "Émile" and "emile" go under E, "Şule" under S, "Ødegaard" under Ø; a name that starts
 * with no letter (a digit, a sign, nothing) goes under #.
 */
export function initialOf(name: string): string {
  const [first] = [...name.trim().normalize('NFD').replace(/\p{M}/gu, '')];
  if (!first || !/\p{L}/u.test(first)) return OTHER_INITIAL;
  // Upper-cased without a language's special rules (Turkish would turn i into İ); one
  // character only (ß upper-cases to SS).
  return [...first.toLocaleUpperCase('en')][0]!;
}

export interface ContactGroup<T> {
  letter: string;
  items: T[];
}

/**
 * Contacts under their initials: the letters in the reader's alphabetical order, # last,
 * and the names in each group in that order too (accents and case aside).
 */
export function groupByInitial<T extends { name: string }>(
  items: readonly T[],
  locale = 'en',
): ContactGroup<T>[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  // Letters equal at base strength (O and Ø in English) still need a stable order.
  const letters = new Intl.Collator(locale, { sensitivity: 'variant' });
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = initialOf(item.name);
    const group = groups.get(letter);
    if (group) group.push(item);
    else groups.set(letter, [item]);
  }
  return [...groups.entries()]
    .map(([letter, members]) => ({
      letter,
      items: [...members].sort((a, b) => collator.compare(a.name, b.name)),
    }))
    .sort((a, b) => {
      if (a.letter === OTHER_INITIAL) return 1;
      if (b.letter === OTHER_INITIAL) return -1;
      return collator.compare(a.letter, b.letter) || letters.compare(a.letter, b.letter);
    });
}

/** Up to two initials for an avatar without a picture: "Ada Lovelace" is "AL". */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => [...part][0] ?? '');
  const chosen = letters.length > 1 ? [letters[0], letters[letters.length - 1]] : letters;
  return chosen.join('').toUpperCase();
}
