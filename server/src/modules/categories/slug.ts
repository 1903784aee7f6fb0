/**
 * The mailbox's label slug rule, for categories: lower-case, spaces to
 * hyphens, repeated hyphens collapsed, non-word characters removed. Accents are folded
 * to their base letter first ("Diseño Gráfico" -> "diseno-grafico"), so Spanish names
 * keep every letter instead of losing the accented ones; hyphens left at either end go.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `base`, or `base-1`, `base-2`... : the first that is not taken. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 1; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
