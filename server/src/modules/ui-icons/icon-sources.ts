import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  ICON_FILE_NAME,
  ICON_FILE_NAME_MAX_LENGTH,
  ICON_SET_DEFINITIONS,
  ICON_SET_SLUGS,
  type IconSetDefinition,
  type IconSetSlug,
} from './icon-sets';

/** One icon set as the server serves it. */
export interface IconSetFile {
  set: IconSetSlug;
  /** Where it was read: package, version and folder (`heroicons@2.2.0/24/outline`). */
  source: string;
  /**
   * Each icon's name and SVG, in name order (pairs, not an object: an object would put
   * names like `123` first).
   */
  icons: [name: string, svg: string][];
}

/**
 * Where the build writes the sets (`dist/server/icons/<set>.json`, beside the compiled
 * server): the icon packages are devDependencies, absent from the production image.
 * From the sources (tests) or `npm run dev`'s compile this folder may not exist.
 */
export const ICON_BUNDLE_DIR = join(__dirname, '../../icons');

/** The build's file of one set. */
export const bundleFile = (dir: string, slug: IconSetSlug) => join(dir, `${slug}.json`);

/** The folder of an installed package, found as Node finds it. */
export function packageDir(packageName: string): string {
  return dirname(require.resolve(`${packageName}/package.json`));
}

/**
 * The SVG as served: one line, and only what an icon file holds. A file with a script,
 * an event handler, a foreign object or an outside reference stops the build.
 */
export function compactSvg(text: string, where: string): string {
  const svg = text
    .replace(/<\?xml[^>]*>/, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim();
  const unsafe = /<script|<foreignObject|\son[a-z]+\s*=|(?:href|src)\s*=\s*["']?\s*(?!#)[a-z]+:/i;
  if (!/^<svg[\s>]/.test(svg) || !svg.endsWith('</svg>') || unsafe.test(svg)) {
    throw new Error(`${where} is not a plain SVG icon`);
  }
  return svg;
}

/** A set read from its package's SVG files (the build's generator, and the sources' fallback). */
export function readIconPackage(
  definition: IconSetDefinition,
  locate: (packageName: string) => string = packageDir,
): IconSetFile {
  const root = locate(definition.packageName);
  const version = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const folder = join(root, definition.folder);
  const names = readdirSync(folder)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length))
    .sort();
  if (names.length === 0) throw new Error(`${folder} holds no SVG icons`);
  const icons = names.map((name): [string, string] => {
    const file = join(folder, `${name}.svg`);
    if (!ICON_FILE_NAME.test(name) || name.length > ICON_FILE_NAME_MAX_LENGTH) {
      throw new Error(`${file}: "${name}" is not an icon name of the product`);
    }
    return [name, compactSvg(readFileSync(file, 'utf8'), file)];
  });
  return {
    set: definition.slug,
    source: `${definition.packageName}@${version}/${definition.folder}`,
    icons,
  };
}

/** A set the build wrote. */
export function readIconBundle(dir: string, slug: IconSetSlug): IconSetFile {
  const file = bundleFile(dir, slug);
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<IconSetFile>;
  if (parsed.set !== slug || !Array.isArray(parsed.icons)) {
    throw new Error(`${file} is not the ${slug} icon set`);
  }
  return parsed as IconSetFile;
}

export interface IconSourceOptions {
  /** Where the build wrote the sets. */
  bundleDir: string;
  /** Whether the packages may be read when there is no build (not in production). */
  allowPackages: boolean;
  locate?: (packageName: string) => string;
}

/** Reads one set: from the build when there is one, else (outside production) from the packages. */
export type IconSource = (slug: IconSetSlug) => IconSetFile;

export function iconSource({ bundleDir, allowPackages, locate }: IconSourceOptions): IconSource {
  return (slug) => {
    if (existsSync(bundleFile(bundleDir, slug))) return readIconBundle(bundleDir, slug);
    if (!allowPackages) {
      throw new Error(
        `The icon set ${slug} is missing from the build (${bundleDir}); run npm run build:server`,
      );
    }
    return readIconPackage(ICON_SET_DEFINITIONS[slug], locate);
  };
}

/** Every set, read from the packages: what the build writes. */
export function readAllIconPackages(locate?: (packageName: string) => string): IconSetFile[] {
  return ICON_SET_SLUGS.map((slug) => readIconPackage(ICON_SET_DEFINITIONS[slug], locate));
}

/** Whether the build's sets are all there. */
export function hasIconBundle(dir: string): boolean {
  return ICON_SET_SLUGS.every((slug) => existsSync(bundleFile(dir, slug)));
}
