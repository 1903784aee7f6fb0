/**
 * A label's slug, by the original client's rule: the title in lower case, spaces
 * to hyphens, runs of hyphens collapsed to one, then every character that is neither a
 * word character nor a hyphen removed (in that order, so `a - & - b` gives `a--b`).
 */
export function labelSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/[^\w-]+/g, '');
}

/** `slug`, or `slug-1`, `slug-2`... : the first that `taken` does not hold. */
export function uniqueSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let suffix = 1; ; suffix += 1) {
    const candidate = `${slug}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
