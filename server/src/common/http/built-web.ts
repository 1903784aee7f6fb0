import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/**
 * How the built web is sent (README, "How fast the first screen loads"): the build wrote
 * `x.br` and `x.gz` beside each text file (web/build/precompress.ts); the file a client
 * asks for is answered with the variant it accepts, brotli first. Hashed files under
 * /assets/ never change, so browsers keep them a year without asking again; everything
 * else (index.html, the translations, the icon) is revalidated on each use.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The server's preference, best first, with the suffix the build gives each. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const SUFFIX_ENCODING = new Map<string, string>(
  ENCODINGS.map(({ name, suffix }) => [suffix, name]),
);

/** URL paths (`/assets/x.js`) of the files below `root`, with the encodings each has. */
function builtFiles(root: string): Map<string, string[]> {
  const paths = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  const all = new Set(paths);
  const files = new Map<string, string[]>();
  for (const path of paths) {
    if (SUFFIX_ENCODING.has(extname(path)) && all.has(path.slice(0, -extname(path).length)))
      continue;
    files.set(
      path,
      ENCODINGS.filter(({ suffix }) => all.has(path + suffix)).map(({ name }) => name),
    );
  }
  return files;
}

export interface BuiltWebOptions {
  /** Paths never answered with the web, e.g. the API's. */
  exclude: RegExp;
  /** What a path that names no file gets: the SPA's page (history fallback). */
  fallback: string;
}

/**
 * For a GET or HEAD of the built web, points the request at the compressed file the
 * client accepts (`/assets/x.js` becomes `/assets/x.js.br`) for the static middleware
 * after it, which sends that file; `builtWebHeaders` then labels it. A path that names no
 * file is the SPA's own (a deep link): it gets the fallback page's compressed file.
 * Files are listed once, at start-up: the build does not change under a running server.
 */
export function precompressedFiles(root: string, { exclude, fallback }: BuiltWebOptions) {
  const files = builtFiles(root);
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    if (exclude.test(path)) return next();
    const file = files.has(path) ? path : path === '/' ? '/index.html' : fallback;
    const encodings = files.get(file) ?? [];
    if (encodings.length === 0) return next();
    response.vary('Accept-Encoding');
    const chosen = ENCODINGS.find(
      ({ name }) => encodings.includes(name) && request.acceptsEncodings(name) === name,
    );
    if (!chosen) return next();
    const query = request.url.indexOf('?');
    request.url = file + chosen.suffix + (query === -1 ? '' : request.url.slice(query));
    next();
  };
}

/**
 * The static middleware's `setHeaders`: caching by folder, and for a compressed file its
 * encoding and the type of the file it stands for.
 */
export function builtWebHeaders(root: string) {
  const assets = join(root, 'assets') + sep;
  return (response: Response, path: string): void => {
    response.setHeader('Cache-Control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
    const encoding = SUFFIX_ENCODING.get(extname(path));
    if (!encoding) return;
    const original = path.slice(0, -extname(path).length);
    response.setHeader('Content-Encoding', encoding);
    response.type(extname(original));
    response.vary('Accept-Encoding');
  };
}
