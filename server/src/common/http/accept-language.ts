/**
 * The first of `offered` that an Accept-Language header asks for, by preference (q)
 * and then by order: `es-MX,es;q=0.9,en;q=0.8` with en, tr, es offered is es. A tag
 * counts by its base language ('es-MX' asks for 'es'); `*` and q=0 ask for nothing.
 * Undefined when the header names none of them.
 */
export function preferredLanguage<L extends string>(
  header: string | undefined,
  offered: readonly L[],
): L | undefined {
  if (!header) return undefined;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((param) => /^\s*q\s*=/i.test(param));
      // A q that is no number makes the part unreadable: it asks for nothing.
      const quality = q === undefined ? 1 : Number(q.split('=')[1].trim() || NaN);
      return {
        base: tag.trim().toLowerCase().split(/[-_]/)[0],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return wanted.find(({ base }) => (offered as readonly string[]).includes(base))?.base as
    L | undefined;
}
