/** Text helpers shared by every list: accent- and case-insensitive search and sort. */

/** Lower-case, without accents: "Lucía PÉREZ" -> "lucia perez". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The texts without repeats (compared as `foldText` folds them), first occurrence kept. */
export function uniqueTexts(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = foldText(text);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Identifiers (identity documents, tax ids) compare without case or separators: "ab-12.345" is "AB12345". */
export function identifierKey(identifier: string): string {
  return identifier.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The words of a search query, folded; an empty or blank query has none. */
export function searchTerms(query: string | undefined): string[] {
  return query ? foldText(query).split(/\s+/).filter(Boolean) : [];
}

/**
 * True when every term occurs in at least one of the fields (case- and
 * accent-insensitive substring match). No terms matches everything.
 */
export function matchesTerms(
  fields: readonly (string | null | undefined)[],
  terms: readonly string[],
): boolean {
  if (terms.length === 0) return true;
  const folded = fields.filter((field): field is string => !!field).map(foldText);
  return terms.every((term) => folded.some((field) => field.includes(term)));
}

/** Spanish collation, ignoring case and accents, numbers by value ("2" before "10"). */
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Case-insensitive comparison of two texts. */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}
