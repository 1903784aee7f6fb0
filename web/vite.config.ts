import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { usedIconsOnly } from './build/used-icons.ts';

// web/package.json marks this folder as ESM so Vite loads this file natively, without
// its "ESM syntax in a file loaded as CommonJS" notice. It holds no dependencies.
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/**
 * The libraries every screen runs on, the first included (see codeSplitting below): React,
 * the router, i18next, TanStack Query and the API client, and react-bootstrap's
 * ThemeProvider, which the app's providers mount (its file name ends in `.js`, hence the
 * `.` after the names).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-http-backend|@tanstack[\\/]query-core|@tanstack[\\/]react-query|openapi-fetch|react-bootstrap[\\/]esm[\\/]ThemeProvider)[\\/.]/;
/**
 * react-bootstrap and the packages it is built on, which every screen after the first
 * uses. Left to the splitter, they made about 25 small chunks that a screen found one
 * import level at a time: the vacancy list asked for 93 files, 8 levels deep.
 */
const UI_KIT =
  /[\\/]node_modules[\\/](react-bootstrap|@restart[\\/](ui|hooks)|@popperjs[\\/]core|@react-aria[\\/]ssr|dom-helpers|uncontrollable|react-transition-group|prop-types|prop-types-extra|classnames|invariant|warning|dequal)[\\/]/;
/**
 * react-hook-form and its zod resolver, which every form uses together: one chunk, where
 * the splitter left the resolver alone in a chunk of 1 KB beside it once sign-in stopped
 * importing either.
 */
const FORM_KIT = /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/;
/**
 * The rich-text editor's libraries (components/html-editor, loaded only where staff write
 * formatted text), in two chunks under the lazy-chunk budget: ProseMirror, and TipTap
 * with the link detection it uses.
 */
const PROSEMIRROR =
  /[\\/]node_modules[\\/](prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname)[\\/]/;
const TIPTAP = /[\\/]node_modules[\\/](@tiptap[\\/][a-z-]+|linkifyjs)[\\/]/;
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

/** The SPA: built into dist/web, which the Nest server serves at `/`. */
export default defineConfig(({ command }) => ({
  root: fromHere('.'),
  publicDir: fromHere('./public'),
  // Beside the project's other caches, not in a web/node_modules of its own.
  cacheDir: fromHere('../node_modules/.vite'),
  plugins: [react(), precompress()],
  build: {
    outDir: fromHere('../dist/web'),
    emptyOutDir: true,
    // No source maps in production: none are served, so none can be wrong.
    sourcemap: false,
    // No <link rel="modulepreload"> tags, in the page or added by a lazy import: on a phone
    // the helper that adds a lazy screen's (about 60) took 25-80 ms of the first screen's
    // main thread. Lighthouse, mobile, alternating both builds: vacancy list 80 -> 88
    // (TBT 778 -> 470 ms, LCP 1.9 -> 1.6 s); home and sign-in unchanged.
    modulePreload: false,
    // The country flags stay files of their own, fetched when a flag shows; inlined, they
    // made the flags' stylesheet 420 KB.
    assetsInlineLimit: (file) => (/[\\/]flag-icons[\\/]/.test(file) ? false : undefined),
    rolldownOptions: {
      // Compiling Bootstrap's Sass dominates the build; a notice saying so each time
      // helps nobody.
      checks: { bundlerTimings: false },
      output: {
        // V8's explicit compile hint (v8.dev/blog/explicit-compile-hints): the functions of
        // every chunk are compiled as the file streams in, on a background thread, instead
        // of one by one on the main thread as each is first called. A chunk is fetched when
        // its screen opens, and most of its functions run then. Added after minifying,
        // which would drop the comment. Lighthouse, mobile, five alternating runs each:
        // sign-in 78 -> 81 (TBT 954 -> 768 ms), vacancy list 68 -> 72 (TBT 1,951 -> 1,376 ms).
        postBanner: '//# allFunctionsCalledOnLoad',
        codeSplitting: {
          groups: [
            // One chunk that stays cached while the app changes. Every other library but
            // react-bootstrap's (ui-kit) goes with the routes that import it: forms, tables,
            // drag and drop, the shell's widgets.
            { name: 'framework', test: FRAMEWORK },
            // One chunk, loaded after the first screen's, that the signed-in screens and the
            // sign-in forms share. Lighthouse, mobile, five runs each, alternating: vacancy
            // list 64 -> 71 (TBT 2,069 -> 1,595 ms, LCP 3.0 -> 2.5 s); sign-in unchanged.
            { name: 'ui-kit', test: UI_KIT },
            { name: 'form-kit', test: FORM_KIT },
            { name: 'prosemirror', test: PROSEMIRROR },
            { name: 'tiptap', test: TIPTAP },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
    // The repository root, so files under node_modules (the icon font) may be served.
    fs: { allow: [fromHere('..')] },
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3's Sass predates the module system and Sass's newer colour
        // functions; those deprecation notices say nothing about our code.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions'],
      },
    },
    // The build keeps the icon glyphs the sources name, in the stylesheet and the font;
    // `npm run dev` serves them all, so a glyph just added shows at once.
    postcss: {
      plugins:
        command === 'build'
          ? [
              usedIconsOnly({
                sourceFolder: fromHere('./src'),
                iconFont: { fontFolder: fromHere('../node_modules/bootstrap-icons/font') },
                cacheFolder: fromHere('../node_modules/.vite/icon-font'),
              }),
            ]
          : [],
    },
  },
}));
