import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of a PostCSS rule this plugin reads (PostCSS's own type, structurally). */
interface CssRule {
  selector: string;
  remove(): void;
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

const GLYPH_RULE = /^\.bi-([a-z0-9-]+)::before$/;

/**
 * A PostCSS plugin for the build: drops bootstrap-icons' `.bi-<glyph>::before` rules
 * whose glyph no source file names, about 1,600 of its 2,078. Every glyph the web draws
 * is named in a source file: as a `bi-` class, or as a value of the icon table
 * (components/icons/icon-table.ts) that AppIcon turns into one. Over-keeping a glyph
 * whose name is also a common word costs a few bytes.
 */
export function usedIconsOnly(sourceFolder: string) {
  let words: Set<string> | undefined;
  return {
    postcssPlugin: 'talento:used-bootstrap-icons',
    Rule(rule: CssRule) {
      const glyph = GLYPH_RULE.exec(rule.selector)?.[1];
      if (!glyph) return;
      words ??= wordsInSources(sourceFolder);
      if (!words.has(glyph)) rule.remove();
    },
  };
}
