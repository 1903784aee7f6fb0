import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { glyphCodepoints, type IconFontPackage, subsetIconFont } from './icon-font.ts';

/** The parts of PostCSS's nodes this plugin reads (PostCSS's own types, structurally). */
interface CssRule {
  selector: string;
  remove(): void;
}
interface CssDeclaration {
  prop: string;
  value: string;
}
interface CssAtRule {
  walkDecls(callback: (declaration: CssDeclaration) => void): void;
}

/** Every word (`house-door`, also from `bi-house-door`) in the web's sources, tests aside. */
export function wordsInSources(folder: string): Set<string> {
  const words = new Set<string>();
  const entries = readdirSync(folder, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(tsx?|s?css)$/.test(entry.name) || /\.test\./.test(entry.name))
      continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const word of text.match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? [])
      words.add(word.startsWith('bi-') ? word.slice(3) : word);
  }
  return words;
}

/**
 * The bootstrap-icons glyphs the build keeps, in the font's order: those whose name is a
 * word of the web's sources. Every glyph the web draws is named in a source file: as a
 * `bi-` class, or as a bare name that a component turns into one (the icon table of
 * components/icons/icon-table.ts, an `icon` prop). Over-keeping a glyph whose name is also
 * a common word costs a few bytes.
 */
export function usedGlyphs(sourceFolder: string, iconFont: IconFontPackage): string[] {
  const words = wordsInSources(sourceFolder);
  return [...glyphCodepoints(iconFont).keys()].filter((glyph) => words.has(glyph));
}

export interface UsedIconsOptions {
  /** The web's sources (web/src). */
  sourceFolder: string;
  iconFont: IconFontPackage;
  /** Where the cut-down font is written, once per glyph list. */
  cacheFolder: string;
}

const GLYPH_RULE = /^\.bi-([a-z0-9-]+)::before$/;

/**
 * A PostCSS plugin for the build: keeps only the glyphs the sources name (`usedGlyphs`),
 * in both halves of the icon font. It drops bootstrap-icons' `.bi-<glyph>::before` rules
 * of the others (about 1,600 of its 2,078), and points its `@font-face` at a font holding
 * only the kept glyphs (about 37 KB instead of 131), WOFF2 alone: every browser the product
 * supports reads it, so the WOFF twin was never fetched.
 */
export function usedIconsOnly({ sourceFolder, iconFont, cacheFolder }: UsedIconsOptions) {
  let glyphs: Set<string> | undefined;
  const keptGlyphs = () => (glyphs ??= new Set(usedGlyphs(sourceFolder, iconFont)));
  let fontFile: Promise<string> | undefined;
  return {
    postcssPlugin: 'talento:used-bootstrap-icons',
    Rule(rule: CssRule) {
      const glyph = GLYPH_RULE.exec(rule.selector)?.[1];
      if (glyph && !keptGlyphs().has(glyph)) rule.remove();
    },
    AtRule: {
      async 'font-face'(atRule: CssAtRule) {
        let family = '';
        atRule.walkDecls((declaration) => {
          if (declaration.prop === 'font-family') family = declaration.value.replace(/["']/g, '');
        });
        if (family !== 'bootstrap-icons') return;
        fontFile ??= subsetIconFont(iconFont, [...keptGlyphs()], cacheFolder);
        const file = await fontFile;
        // Vite resolves the file's path in the url(), copies it into the build and names it.
        atRule.walkDecls((declaration) => {
          if (declaration.prop === 'src') declaration.value = `url("${file}") format("woff2")`;
        });
      },
    },
  };
}
