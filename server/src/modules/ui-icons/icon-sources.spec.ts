import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeIconBundle } from '../../cli/icon-sets';
import { ICON_SETS, isIconName } from '../../common/icons/icon-names';
import { ICON_SET_DEFINITIONS, ICON_SET_SLUGS } from './icon-sets';
import {
  compactSvg,
  hasIconBundle,
  iconSource,
  packageDir,
  readAllIconPackages,
  readIconPackage,
} from './icon-sources';

describe('icon sets', () => {
  it('name the namespaces the product accepts in icon names, twotone bare', () => {
    const namespaces = ICON_SET_SLUGS.map((slug) => ICON_SET_DEFINITIONS[slug].namespace);
    expect(namespaces.filter(Boolean).sort()).toEqual([...ICON_SETS].sort());
    expect(ICON_SET_DEFINITIONS['material-twotone'].namespace).toBe('');
    for (const slug of ICON_SET_SLUGS) expect(ICON_SET_DEFINITIONS[slug].slug).toBe(slug);
  });

  it('read each set from its package: every file, each name an icon name of the product', () => {
    for (const slug of ICON_SET_SLUGS) {
      const definition = ICON_SET_DEFINITIONS[slug];
      const folder = join(packageDir(definition.packageName), definition.folder);
      const files = readdirSync(folder)
        .filter((file) => file.endsWith('.svg'))
        .map((file) => file.replace(/\.svg$/, ''));
      const set = readIconPackage(definition);
      const names = set.icons.map(([name]) => name);
      expect(names).toEqual([...names].sort());
      expect([...names].sort()).toEqual(files.sort());
      expect(set.source).toMatch(new RegExp(`^${definition.packageName}@\\d+\\.\\d+\\.\\d+/`));
      const full = names.map((name) =>
        definition.namespace ? `${definition.namespace}:${name}` : name,
      );
      expect(full.filter((name) => !isIconName(name))).toEqual([]);
      for (const [, svg] of set.icons) expect(svg).toMatch(/^<svg[\s>].*<\/svg>$/);
    }
  });

  it('keep an SVG as its package has it, on one line', () => {
    expect(
      compactSvg(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\n  <path d="M1 2"/>\n</svg>\n',
        'x.svg',
      ),
    ).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M1 2"/></svg>');
  });

  it.each([
    '<svg><script>alert(1)</script></svg>',
    '<svg onload="alert(1)"><path/></svg>',
    '<svg><use href="https://evil.test/x.svg#a"/></svg>',
    '<svg><image xlink:href="javascript:alert(1)"/></svg>',
    '<svg><foreignObject/></svg>',
    '<html></html>',
  ])('refuse a file that is no plain icon: %p', (text) => {
    expect(() => compactSvg(text, 'bad.svg')).toThrow('bad.svg is not a plain SVG icon');
  });

  describe('the build', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'talento-icons-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('writes every set, which the server then reads without the packages', () => {
      const sets = readAllIconPackages();
      expect(hasIconBundle(dir)).toBe(false);
      writeIconBundle(dir, sets);
      expect(hasIconBundle(dir)).toBe(true);
      const noPackages = () => {
        throw new Error('the packages were read');
      };
      const read = iconSource({ bundleDir: dir, allowPackages: false, locate: noPackages });
      for (const set of sets) expect(read(set.set)).toEqual(set);
    });
  });

  it('without a build, reads the packages, but not in production', () => {
    const missing = join(tmpdir(), 'talento-no-such-icon-build');
    const outside = iconSource({ bundleDir: missing, allowPackages: true });
    expect(outside('heroicons-mini').icons.map(([name]) => name)).toContain('star');
    const production = iconSource({ bundleDir: missing, allowPackages: false });
    expect(() => production('feather')).toThrow(
      `The icon set feather is missing from the build (${missing}); run npm run build:server`,
    );
  });
});
