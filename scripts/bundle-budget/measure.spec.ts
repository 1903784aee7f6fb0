import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  chunkImports,
  chunksWithoutCompileHint,
  COMPILE_HINT,
  formatFigures,
  LIMITS,
  measureBuild,
  overBudget,
} from './measure';

/** Code that compresses like code, not like one repeated comment. */
const code = (name: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `const ${name}${i}=${(i * 7919) % 1009};`).join('');

/** A tiny build as Vite writes one: an entry, a preloaded chunk, a lazy route. */
const FILES: Record<string, string> = {
  'index.html': `<!doctype html><html><head>
    <link rel="icon" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
    <link rel="stylesheet" href="https://fonts.example.com/font.css">
  </head><body><div id="root"></div></body></html>`,
  'assets/index-a1.js':
    'import{t as e}from"./framework-b2.js";import"./shared-d4.js";' +
    'const r=()=>import(`./Route-e5.js`);e(r);',
  'assets/framework-b2.js': `export const t=(x)=>x;${code('react', 200)}`,
  'assets/shared-d4.js': 'export const s=1;',
  'assets/Route-e5.js':
    'import{s as n}from"./shared-d4.js";import{u}from"./route-lib-f6.js";export{n,u};',
  'assets/route-lib-f6.js': `export const u=2;${code('zod', 100)}`,
  'assets/index-c3.css': `body{margin:0}${'.a{color:red}'.repeat(50)}`,
  'assets/Route-g7.css': '.route{color:blue}',
};

const gzip = (file: string) => gzipSync(Buffer.from(FILES[file]), { level: 9 }).length;
const sum = (...files: string[]) => files.reduce((total, file) => total + gzip(file), 0);

describe('the bundle budget', () => {
  let dist: string;

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'talento-budget-'));
    mkdirSync(join(dist, 'assets'));
    for (const [file, text] of Object.entries(FILES)) writeFileSync(join(dist, file), text);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('reads static and dynamic imports as Rolldown writes them', () => {
    expect(
      chunkImports(
        'import{a as b}from"./x-1.js";import"./y-2.js";export{c}from"./z-3.js";' +
          'const l=()=>import("./l-4.js"),m=()=>import(`./m-5.js`);',
      ),
    ).toEqual({ static: ['x-1.js', 'y-2.js', 'z-3.js'], dynamic: ['l-4.js', 'm-5.js'] });
  });

  it('counts the first screen: entry, modulepreloads, what they import, linked stylesheets', () => {
    const { firstScreen } = measureBuild(dist);
    expect(firstScreen.js.map((file) => file.file).sort()).toEqual([
      'assets/framework-b2.js',
      'assets/index-a1.js',
      'assets/shared-d4.js',
    ]);
    expect(firstScreen.jsGzip).toBe(
      sum('assets/index-a1.js', 'assets/framework-b2.js', 'assets/shared-d4.js'),
    );
    expect(firstScreen.css.map((file) => file.file)).toEqual(['assets/index-c3.css']);
    expect(firstScreen.cssGzip).toBe(gzip('assets/index-c3.css'));
  });

  it('counts what a lazy route adds beyond the first screen', () => {
    const { routes, lazyChunks, lazyStylesheets } = measureBuild(dist);
    expect(routes).toEqual([
      {
        entry: 'assets/Route-e5.js',
        files: ['assets/Route-e5.js', 'assets/route-lib-f6.js'],
        gzip: sum('assets/Route-e5.js', 'assets/route-lib-f6.js'),
      },
    ]);
    expect(lazyChunks.map((chunk) => chunk.file)).toEqual([
      'assets/route-lib-f6.js',
      'assets/Route-e5.js',
    ]);
    expect(lazyStylesheets.map((sheet) => sheet.file)).toEqual(['assets/Route-g7.css']);
  });

  it('counts the sign-in page: the first screen and what its route adds', () => {
    const { signIn } = measureBuild(dist, 'assets', /^Route-/);
    expect(signIn?.files.sort()).toEqual([
      'assets/Route-e5.js',
      'assets/framework-b2.js',
      'assets/index-a1.js',
      'assets/route-lib-f6.js',
      'assets/shared-d4.js',
    ]);
    expect(signIn?.jsGzip).toBe(
      sum(
        'assets/index-a1.js',
        'assets/framework-b2.js',
        'assets/shared-d4.js',
        'assets/Route-e5.js',
        'assets/route-lib-f6.js',
      ),
    );
    const figures = measureBuild(dist);
    expect(figures.signIn).toBeNull();
    expect(overBudget(figures, LIMITS)).toEqual(['sign-in JS: no sign-in route in the build']);
  });

  it('fails past each limit and passes within them', () => {
    const figures = measureBuild(dist, 'assets', /^Route-/);
    expect(overBudget(figures, LIMITS)).toEqual([]);
    const tiny = {
      firstScreenJsGzip: 10,
      signInJsGzip: 10,
      firstScreenCssGzip: 10,
      routeJsGzip: 10,
      editorJsGzip: 10,
      lazyChunkGzip: 10,
      lazyStylesheetGzip: 10,
    };
    const problems = overBudget(figures, tiny);
    expect(problems).toHaveLength(6);
    expect(problems).toContainEqual(
      expect.stringMatching(/^sign-in JS: .* over the 0\.0 KB budget$/),
    );
    expect(problems[0]).toMatch(/^first screen JS: .* gzip, over the 0\.0 KB budget$/);
    expect(problems.join('\n')).toMatch(/route Route-e5\.js JS/);
    expect(formatFigures(figures)).toContain('largest route: Route-e5.js (2 files)');
    expect(formatFigures(figures)).toContain('sign-in page JS, 5 files');
  });

  it("holds the rich-text editor to its own limit, not the routes'", () => {
    const build = mkdtempSync(join(tmpdir(), 'talento-editor-'));
    try {
      mkdirSync(join(build, 'assets'));
      writeFileSync(
        join(build, 'index.html'),
        '<script type="module" src="/assets/index-a1.js"></script>',
      );
      writeFileSync(
        join(build, 'assets/index-a1.js'),
        'import("./RichTextEditor-x9.js");import("./Route-e5.js");',
      );
      writeFileSync(join(build, 'assets/RichTextEditor-x9.js'), `import"./pm-z1.js";`);
      writeFileSync(join(build, 'assets/pm-z1.js'), code('view', 400));
      writeFileSync(join(build, 'assets/Route-e5.js'), code('form', 20));
      const figures = measureBuild(build, 'assets', /^Route-/);
      expect(figures.routes[0].entry).toBe('assets/RichTextEditor-x9.js');
      const editorGzip = figures.routes[0].gzip;
      const routeGzip = figures.routes[1].gzip;
      const limits = { ...LIMITS, routeJsGzip: routeGzip, editorJsGzip: editorGzip };
      expect(overBudget(figures, limits)).toEqual([]);
      expect(overBudget(figures, { ...limits, editorJsGzip: editorGzip - 1 })).toEqual([
        expect.stringMatching(/^rich-text editor RichTextEditor-x9\.js JS: /),
      ]);
      expect(formatFigures(figures)).toMatch(
        /largest route: Route-e5\.js[\s\S]*rich-text editor: RichTextEditor-x9\.js/,
      );
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });

  it('refuses a folder without a build', () => {
    expect(() => measureBuild(join(dist, 'assets'))).toThrow(/index\.html missing/);
  });

  it('names the chunks without the compile hint on one of their first lines', () => {
    const build = mkdtempSync(join(tmpdir(), 'talento-hint-'));
    try {
      mkdirSync(join(build, 'assets'));
      const chunks: Record<string, string> = {
        'first.js': `${COMPILE_HINT}\nimport"./b.js";`,
        // Vite writes its preload map above the banner.
        'second.js': `const __vite__mapDeps=()=>[];\n${COMPILE_HINT}\nexport{};`,
        // Too far down to be the file's hint.
        'late.js': `export const a=1;\n//\n//\n${COMPILE_HINT}`,
        'none.js': 'export const a=1;',
        'intl.worker-x.js': 'self.onmessage=()=>{};',
      };
      for (const [name, text] of Object.entries(chunks))
        writeFileSync(join(build, 'assets', name), text);
      expect(chunksWithoutCompileHint(build).sort()).toEqual(['assets/late.js', 'assets/none.js']);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});
