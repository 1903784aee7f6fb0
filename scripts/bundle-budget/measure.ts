/**
 * What the built web makes a browser download, read from the build itself (dist/web):
 * the first screen (what index.html loads before anything renders) and each route loaded
 * later. Sizes are gzip at level 9, as the server sends the precompressed `.gz` files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Sized {
  /** The file's path below the build folder, e.g. `assets/index-abc.js`. */
  file: string;
  bytes: number;
  gzip: number;
}

export interface RouteLoad {
  /** The chunk a dynamic `import()` names: a lazy screen or layout. */
  entry: string;
  /** The JS it brings beyond the first screen: itself and its static imports. */
  files: string[];
  gzip: number;
}

export interface BuildFigures {
  firstScreen: { js: Sized[]; css: Sized[]; jsGzip: number; cssGzip: number };
  /** Every lazily loaded route, largest first. */
  routes: RouteLoad[];
  /** JS chunks outside the first screen, largest first. */
  lazyChunks: Sized[];
  /** Stylesheets outside the first screen, largest first. */
  lazyStylesheets: Sized[];
  /**
   * The JS of the sign-in page, every visitor's first screen: the first screen's and what
   * its route adds (null when the build has no such route).
   */
  signIn: { files: string[]; jsGzip: number } | null;
}

export interface BudgetLimits {
  firstScreenJsGzip: number;
  /** Sign-in's whole JS before a person can type: the first screen's and its route's. */
  signInJsGzip: number;
  firstScreenCssGzip: number;
  /** The JS one lazy route adds (its chunk and the chunks it imports). */
  routeJsGzip: number;
  /**
   * The rich-text editor's load (components/html-editor, `RichTextEditor-*.js`): ProseMirror
   * and TipTap, fetched only where staff write formatted text, never by a list or sign-in.
   */
  editorJsGzip: number;
  /** One lazily loaded chunk: a library bundle that grew, a catch-all chunk come back. */
  lazyChunkGzip: number;
  lazyStylesheetGzip: number;
}

export const KB = 1024;

/**
 * The budget (docs/performance.md, "The first screen's size"). A route's JS is what one lazy
 * screen adds once the first screen has loaded: 116 KB for the largest (inventory: zod,
 * the data table, dnd-kit) when this was set; the largest chunk was zod's, 38 KB.
 */
export const LIMITS: BudgetLimits = {
  firstScreenJsGzip: 150 * KB,
  // Its form libraries (react-bootstrap, react-hook-form, zod) load on the first keystroke
  // or after sign-in; with them it was 214 KB.
  signInJsGzip: 150 * KB,
  firstScreenCssGzip: 30 * KB,
  // The largest is the inventory's product form, opened from its list: 121.2 KB with the
  // list's phone layout, its Undo that checks the version and the question before leaving
  // unsaved changes (the list alone is 76 KB). zod/mini in the form routes would take
  // every one of them well under 120 KB again.
  routeJsGzip: 122 * KB,
  // TipTap 3 on ProseMirror with StarterKit, 127.6 KB when it came: more than any screen,
  // and no part of it can be left out (ProseMirror alone is 66 KB).
  editorJsGzip: 135 * KB,
  // Chart.js (the charts' ChartCanvas chunk, 64 KB) is one library that cannot be split.
  lazyChunkGzip: 70 * KB,
  lazyStylesheetGzip: 30 * KB,
};

const gzipSize = (content: Buffer) => gzipSync(content, { level: 9 }).length;

/** Attribute values of the tags named `tag` whose `rel` (when asked for) matches. */
function tagUrls(html: string, tag: 'script' | 'link', attribute: string, rel?: string): string[] {
  const urls: string[] = [];
  for (const [element] of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))) {
    if (rel && !new RegExp(`\\brel=["']?${rel}["'\\s>]`, 'i').test(element)) continue;
    if (tag === 'script' && !/\btype=["']?module\b/i.test(element)) continue;
    const value = new RegExp(`\\b${attribute}=["']?([^"'\\s>]+)`, 'i').exec(element)?.[1];
    if (value) urls.push(value);
  }
  return urls;
}

/** `/assets/x.js` or `./assets/x.js` as a path below the build folder; other hosts: none. */
function localPath(url: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return undefined;
  return url.replace(/^\.?\//, '').split(/[?#]/)[0];
}

/**
 * The chunks a chunk imports statically (`import{a}from"./b.js"`, `import"./b.js"`,
 * `export{a}from"./b.js"`) and dynamically (`import("./b.js")`, any quotes), as Rolldown
 * writes them: relative to the chunk's own folder.
 */
export function chunkImports(code: string): { static: string[]; dynamic: string[] } {
  const found = (pattern: RegExp) => [...new Set([...code.matchAll(pattern)].map((m) => m[1]))];
  return {
    // No parenthesis before the specifier: that would be a dynamic import.
    static: found(/\b(?:import|export)\s*(?:[^"'`();]*?\bfrom\s*)?["'`]\.\/([^"'`/]+\.js)["'`]/g),
    dynamic: found(/\bimport\(\s*["'`]\.\/([^"'`/]+\.js)["'`]\s*\)/g),
  };
}

function listFiles(folder: string, extension: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).filter((name) => name.endsWith(extension));
}

/** The chunk of the sign-in page's lazy route (web/src/app/route-table.ts). */
export const SIGN_IN_ROUTE = /^SignInPage-[\w-]+\.js$/;

/** Measures a built web: its index.html and the JS and CSS files in its assets folder. */
export function measureBuild(
  distDir: string,
  assetsDir = 'assets',
  signInRoute = SIGN_IN_ROUTE,
): BuildFigures {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`no built web at ${distDir} (index.html missing)`);
  const html = readFileSync(indexFile, 'utf8');
  const sizes = new Map<string, Sized>();
  const sized = (file: string): Sized => {
    let entry = sizes.get(file);
    if (!entry) {
      const content = readFileSync(join(distDir, file));
      entry = { file, bytes: content.length, gzip: gzipSize(content) };
      sizes.set(file, entry);
    }
    return entry;
  };
  const local = (urls: string[]) =>
    urls.map(localPath).filter((path): path is string => path !== undefined);

  const firstJs = new Set(
    local([...tagUrls(html, 'script', 'src'), ...tagUrls(html, 'link', 'href', 'modulepreload')]),
  );
  const firstCss = new Set(local(tagUrls(html, 'link', 'href', 'stylesheet')));

  const jsFiles = listFiles(join(distDir, assetsDir), '.js').map((name) => `${assetsDir}/${name}`);
  const imports = new Map(
    jsFiles.map((file) => [file, chunkImports(readFileSync(join(distDir, file), 'utf8'))]),
  );
  const inAssets = (name: string) => `${assetsDir}/${name}`;
  /** A chunk and everything it imports statically, transitively. */
  const closure = (start: string): Set<string> => {
    const seen = new Set<string>();
    const pending = [start];
    while (pending.length) {
      const file = pending.pop()!;
      if (seen.has(file) || !imports.has(file)) continue;
      seen.add(file);
      pending.push(...imports.get(file)!.static.map(inAssets));
    }
    return seen;
  };
  // What the first screen's chunks import statically loads with them, listed or not.
  for (const file of [...firstJs]) for (const needed of closure(file)) firstJs.add(needed);

  const routeEntries = new Set(
    [...imports.values()].flatMap((found) => found.dynamic.map(inAssets)),
  );
  const routes = [...routeEntries]
    .filter((entry) => imports.has(entry) && !firstJs.has(entry))
    .map((entry): RouteLoad => {
      const files = [...closure(entry)].filter((file) => !firstJs.has(file)).sort();
      return { entry, files, gzip: files.reduce((sum, file) => sum + sized(file).gzip, 0) };
    })
    .sort((a, b) => b.gzip - a.gzip);

  const largestFirst = (a: Sized, b: Sized) => b.gzip - a.gzip;
  const js = [...firstJs].map(sized);
  const firstJsGzip = js.reduce((sum, file) => sum + file.gzip, 0);
  const signInLoad = routes.find((load) => signInRoute.test(basename(load.entry)));
  const css = [...firstCss].map(sized);
  const cssFiles = listFiles(join(distDir, assetsDir), '.css').map(inAssets);
  return {
    firstScreen: {
      js,
      css,
      jsGzip: firstJsGzip,
      cssGzip: css.reduce((sum, file) => sum + file.gzip, 0),
    },
    routes,
    lazyChunks: jsFiles
      .filter((file) => !firstJs.has(file))
      .map(sized)
      .sort(largestFirst),
    lazyStylesheets: cssFiles
      .filter((file) => !firstCss.has(file))
      .map(sized)
      .sort(largestFirst),
    signIn: signInLoad
      ? { files: [...firstJs, ...signInLoad.files], jsGzip: firstJsGzip + signInLoad.gzip }
      : null,
  };
}

/** Whether a lazily loaded entry is the rich-text editor, which has its own limit. */
export const isEditorEntry = (entry: string) => /^RichTextEditor-[\w-]+\.js$/.test(basename(entry));

/** Each limit the figures exceed, as a sentence; empty when the build is within budget. */
export function overBudget(figures: BuildFigures, limits: BudgetLimits = LIMITS): string[] {
  const problems: string[] = [];
  const over = (what: string, gzip: number, limit: number) => {
    if (gzip > limit) problems.push(`${what}: ${kb(gzip)} gzip, over the ${kb(limit)} budget`);
  };
  over('first screen JS', figures.firstScreen.jsGzip, limits.firstScreenJsGzip);
  over('first screen CSS', figures.firstScreen.cssGzip, limits.firstScreenCssGzip);
  if (!figures.signIn) problems.push('sign-in JS: no sign-in route in the build');
  else over('sign-in JS', figures.signIn.jsGzip, limits.signInJsGzip);
  const route = figures.routes.find((load) => !isEditorEntry(load.entry));
  if (route) over(`route ${basename(route.entry)} JS`, route.gzip, limits.routeJsGzip);
  const editor = figures.routes.find((load) => isEditorEntry(load.entry));
  if (editor)
    over(`rich-text editor ${basename(editor.entry)} JS`, editor.gzip, limits.editorJsGzip);
  const chunk = figures.lazyChunks[0];
  if (chunk) over(`lazy chunk ${basename(chunk.file)}`, chunk.gzip, limits.lazyChunkGzip);
  const stylesheet = figures.lazyStylesheets[0];
  if (stylesheet)
    over(`stylesheet ${basename(stylesheet.file)}`, stylesheet.gzip, limits.lazyStylesheetGzip);
  return problems;
}

/** V8's explicit compile hint, which the web build puts on every chunk (web/vite.config.ts). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The JS chunks that do not carry the compile hint in their first lines (Vite may put a
 * line of its own above it): a build that lost it gets slower on phones with no other sign.
 */
export function chunksWithoutCompileHint(distDir: string, assetsDir = 'assets'): string[] {
  return listFiles(join(distDir, assetsDir), '.js')
    .filter((name) => !/\.worker-/.test(name))
    .filter((name) => {
      const head = readFileSync(join(distDir, assetsDir, name), 'utf8').split('\n', 3);
      return !head.some((line) => line.trim() === COMPILE_HINT);
    })
    .map((name) => `${assetsDir}/${name}`);
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The figures as a short report for a terminal. */
export function formatFigures(figures: BuildFigures, limits: BudgetLimits = LIMITS): string {
  const { firstScreen, routes, lazyChunks, lazyStylesheets, signIn } = figures;
  const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;
  const line = (label: string, gzip: number, limit?: number) =>
    `  ${label.padEnd(56)} ${kb(gzip).padStart(9)}${limit ? `  (budget ${kb(limit)})` : ''}`;
  const lines = [
    'First screen (index.html: entry, modulepreloads, stylesheets), gzip:',
    line(`JS, ${files(firstScreen.js.length)}`, firstScreen.jsGzip, limits.firstScreenJsGzip),
    line(`CSS, ${files(firstScreen.css.length)}`, firstScreen.cssGzip, limits.firstScreenCssGzip),
    ...(signIn
      ? [line(`sign-in page JS, ${files(signIn.files.length)}`, signIn.jsGzip, limits.signInJsGzip)]
      : []),
    ...[...firstScreen.js, ...firstScreen.css]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8)
      .map((file) => line(`  ${basename(file.file)}`, file.gzip)),
    'Loaded later, gzip:',
  ];
  const route = routes.find((load) => !isEditorEntry(load.entry));
  if (route)
    lines.push(
      line(
        `largest route: ${basename(route.entry)} (${files(route.files.length)})`,
        route.gzip,
        limits.routeJsGzip,
      ),
    );
  const editor = routes.find((load) => isEditorEntry(load.entry));
  if (editor)
    lines.push(
      line(
        `rich-text editor: ${basename(editor.entry)} (${files(editor.files.length)})`,
        editor.gzip,
        limits.editorJsGzip,
      ),
    );
  if (lazyChunks[0])
    lines.push(
      line(
        `largest lazy chunk: ${basename(lazyChunks[0].file)}`,
        lazyChunks[0].gzip,
        limits.lazyChunkGzip,
      ),
    );
  if (lazyStylesheets[0])
    lines.push(
      line(
        `largest lazy stylesheet: ${basename(lazyStylesheets[0].file)}`,
        lazyStylesheets[0].gzip,
        limits.lazyStylesheetGzip,
      ),
    );
  return lines.join('\n');
}
