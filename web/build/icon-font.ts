import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

/** Where bootstrap-icons keeps its font and the map of glyph names to code points. */
export interface IconFontPackage {
  /** The package's `font` folder: `bootstrap-icons.json` and `fonts/bootstrap-icons.woff2`. */
  fontFolder: string;
}

/** Every bootstrap-icons glyph name with its code point, from the package's own map. */
export function glyphCodepoints({ fontFolder }: IconFontPackage): ReadonlyMap<string, number> {
  const map = JSON.parse(readFileSync(join(fontFolder, 'bootstrap-icons.json'), 'utf8')) as Record<
    string,
    number
  >;
  return new Map(Object.entries(map));
}

/**
 * bootstrap-icons' WOFF2 font cut down to the given glyphs (subset-font: HarfBuzz's
 * subsetter as WebAssembly). Written once per font and glyph list into `cacheFolder`
 * (named by their hash, so builds running side by side never overwrite each other's) and
 * answered as that file's path, which the stylesheet's `url()` then names.
 */
export async function subsetIconFont(
  iconFont: IconFontPackage,
  glyphs: readonly string[],
  cacheFolder: string,
): Promise<string> {
  const codepoints = glyphCodepoints(iconFont);
  const text = glyphs
    .map((glyph) => {
      const codepoint = codepoints.get(glyph);
      if (codepoint === undefined) throw new Error(`bootstrap-icons has no glyph "${glyph}"`);
      return String.fromCodePoint(codepoint);
    })
    .join('');
  const source = readFileSync(join(iconFont.fontFolder, 'fonts', 'bootstrap-icons.woff2'));
  const key = createHash('sha256').update(source).update(text).digest('hex').slice(0, 16);
  // A folder per key keeps the file's own name, which the built asset's name starts with.
  const file = join(cacheFolder, key, 'bootstrap-icons.woff2');
  if (existsSync(file)) return file;
  const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
  mkdirSync(join(cacheFolder, key), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, subset);
  renameSync(partial, file);
  return file;
}
