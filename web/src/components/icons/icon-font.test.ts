import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { glyphCodepoints } from '../../../build/icon-font';
import { usedGlyphs } from '../../../build/used-icons';
import { FALLBACK_GLYPH, ICON_TABLE } from './icon-table';

/**
 * The build cuts bootstrap-icons' font down to the glyphs the sources name
 * (web/build/used-icons.ts). These tests read the sources the way a browser would draw
 * them and fail when a drawn glyph would be missing from that font.
 */
const WEB_SOURCES = join(__dirname, '..', '..');
const ICON_FONT = { fontFolder: join(__dirname, '../../../../node_modules/bootstrap-icons/font') };
const GLYPHS = glyphCodepoints(ICON_FONT);
const KEPT = new Set(usedGlyphs(WEB_SOURCES, ICON_FONT));

/** The web's source files the build reads, tests aside, by path below web/src. */
const SOURCES: ReadonlyMap<string, string> = new Map(
  readdirSync(WEB_SOURCES, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|s?css)$/.test(entry.name))
    .filter((entry) => !/\.test\./.test(entry.name))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [relative(WEB_SOURCES, path), readFileSync(path, 'utf8')];
    }),
);

const source = (path: string) => {
  const text = SOURCES.get(path);
  if (text === undefined) throw new Error(`no source ${path}`);
  return text;
};
const captures = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]);
/** Names that are no bootstrap-icons glyph, or that the cut-down font lacks. */
const problems = (names: Iterable<string>) => ({
  notGlyphs: [...names].filter((name) => !GLYPHS.has(name)),
  missing: [...names].filter((name) => GLYPHS.has(name) && !KEPT.has(name)),
});
const NONE = { notGlyphs: [], missing: [] };

/**
 * Every class the sources build from a template (`bi-${…}`), with the glyph names it can
 * make, read from where those names are written. A new template must be added here.
 */
const TEMPLATE_CLASSES: Record<string, () => string[]> = {
  'components/icons/AppIcon.tsx: bi-${glyph ?? FALLBACK_GLYPH}': () => [
    FALLBACK_GLYPH,
    ...Object.values(ICON_TABLE).flatMap((family) => Object.values(family)),
  ],
  // Its pages pass `icon="bug"`.
  'components/StatusPage.tsx: bi-${icon}': () =>
    [...SOURCES.values()]
      .filter((text) => text.includes('<StatusPage'))
      .flatMap((text) => captures(text, /\bicon="([^"]+)"/g)),
  // Its default and the account states' icons.
  'features/auth/components/FormAlert.tsx: bi-${icon}': () => [
    ...captures(source('features/auth/components/FormAlert.tsx'), /\bicon = '([^']+)'/g),
    ...captures(source('features/auth/account-state.ts'), /\bicon: '([^']+)'/g),
  ],
  'features/accounts/components/StateBadge.tsx: bi-${icon}': () =>
    captures(source('features/accounts/components/StateBadge.tsx'), /\bicon: '([^']+)'/g),
  'features/accounts/pages/AccountsPage.tsx: bi-${icon}': () =>
    captures(
      source('features/accounts/pages/AccountsPage.tsx'),
      /actionButton\(\s*account,\s*'[^']+',\s*'([^']+)'/g,
    ),
  // The expression adds a spacing class after the name.
  "components/data-table/ListExport.tsx: bi-download${iconOnly === true ? '' : iconOnly ? ' me-sm-1' : ' me-1'}":
    () => ['download'],
  'components/data-table/ExportMenu.tsx: bi-download${gap}': () => ['download'],
};

describe('the cut-down icon font', () => {
  it('keeps every bi- class the sources write out, each a bootstrap-icons glyph', () => {
    const named = new Set<string>();
    for (const text of SOURCES.values()) {
      for (const [, name, template] of text.matchAll(/\bbi-([a-z0-9-]*)(\$\{)?/g)) {
        if (!template && name) named.add(name);
      }
    }
    expect(named.size).toBeGreaterThan(100);
    expect(problems(named)).toEqual(NONE);
  });

  it("keeps every glyph of AppIcon's table", () => {
    expect(
      problems(TEMPLATE_CLASSES['components/icons/AppIcon.tsx: bi-${glyph ?? FALLBACK_GLYPH}']()),
    ).toEqual(NONE);
  });

  it('knows every class built from a template, and keeps each glyph it can make', () => {
    const templates = [...SOURCES].flatMap(([path, text]) =>
      captures(text, /(bi-[a-z0-9-]*\$\{[^}]*\})/g).map((template) => `${path}: ${template}`),
    );
    expect(templates.filter((template) => !(template in TEMPLATE_CLASSES))).toEqual([]);
    expect(Object.keys(TEMPLATE_CLASSES).filter((known) => !templates.includes(known))).toEqual([]);
    for (const [template, names] of Object.entries(TEMPLATE_CLASSES)) {
      const made = names();
      expect({ template, empty: made.length === 0 }).toEqual({ template, empty: false });
      expect({ template, ...problems(made) }).toEqual({ template, ...NONE });
    }
  });
});
