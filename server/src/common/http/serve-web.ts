import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { Logger, NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors/error-body';
import { WEB_FILE_ROUTE } from '../metrics/route-label';
import { NO_STORE } from './no-store';

/** Vite names the files under assets/ by their content: they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the other files keep their names: asked again on every visit. */
export const REVALIDATE = 'no-cache';

function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE;
}

/** What a page renderer builds on: the built index.html and the web's English texts. */
export interface BuiltWeb {
  indexHtml: string;
  /** dist/web/i18n/en.json (empty when missing). */
  messages: Record<string, unknown>;
}

/**
 * A page the server answers with its content already in the HTML (with headers of its own,
 * such as a 429's Retry-After), or a redirect to its address.
 */
export type RenderedPage =
  | { status: number; html: string; headers?: Record<string, string> }
  | { status: 302; location: string };

/** The injection token of the app's PageRenderer (a module provides it, or none does). */
export const PAGE_RENDERER = Symbol('PageRenderer');

/** Who asks for a page: the client's IP (as Fastify reads it, behind TRUST_PROXY too). */
export interface PageClient {
  ip: string;
}

/** Renders some of the SPA's pages on the server; undefined leaves a path to index.html. */
export interface PageRenderer {
  render(
    url: string,
    web: BuiltWeb,
    client: PageClient,
  ): RenderedPage | undefined | Promise<RenderedPage | undefined>;
}

function readBuiltWeb(root: string): BuiltWeb {
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  let messages: Record<string, unknown> = {};
  try {
    messages = JSON.parse(readFileSync(join(root, 'i18n', 'en.json'), 'utf8')) as typeof messages;
  } catch {
    // No texts: the renderer falls back to its keys' last words.
  }
  return { indexHtml, messages };
}

/**
 * The built SPA at `/`: its files (with the `.br`/`.gz` twins the build writes, when the
 * client accepts them), and index.html for every other GET, the deep links the client
 * routes itself. Nothing under `apiPrefix` falls back to it. Without a build (API tests,
 * `npm run dev`) only the API is served. Pages the `renderer` knows (the public job board)
 * are answered with their content in the HTML, built on index.html as it was at start.
 */
export async function serveBuiltWeb(
  app: NestFastifyApplication,
  root: string,
  apiPrefix: string,
  renderer?: PageRenderer,
): Promise<void> {
  if (!existsSync(join(root, 'index.html'))) return;
  const web = renderer ? readBuiltWeb(root) : undefined;
  // Unknown API paths (in any case: `/API/...` is a mistyped call, not a page) and missing
  // built files are not pages of the client: 404.
  const notAPage = new RegExp(`^(${apiPrefix}|/assets)([/?]|$)`, 'i');
  const files: FastifyStaticOptions = {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      void reply.header('Cache-Control', cacheControlFor(path));
    },
  };
  // reply.sendFile, for the fallback below.
  await app.register(fastifyStatic, { ...files, serve: false });
  // One route per built file, found at start: unknown paths reach the fallback below. In a
  // context of their own, where they are all counted under one label in the metrics.
  await app.register(async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, metricsRoute: WEB_FILE_ROUTE };
    });
    await scope.register(fastifyStatic, { ...files, wildcard: false, decorateReply: false });
  });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', async (request, reply) => {
      if (notAPage.test(request.url) || namesAFile(request.url)) {
        const body = errorBody(new NotFoundException(), request, false);
        return reply.code(404).header('Cache-Control', NO_STORE).send(body);
      }
      const page =
        renderer && web
          ? await renderPage(renderer, request.url, web, { ip: request.ip })
          : undefined;
      if (page && 'location' in page) {
        return reply.header('Cache-Control', REVALIDATE).redirect(page.location, page.status);
      }
      if (page) {
        return reply
          .code(page.status)
          .header('Cache-Control', REVALIDATE)
          .headers(page.headers ?? {})
          .type('text/html; charset=utf-8')
          .send(page.html);
      }
      return reply.sendFile('index.html');
    });
}

/**
 * A path ending in a file's name (`/i18n/xx.json`, `/logo.png`) asks for a file the build
 * lacks: 404, not index.html, which a script or an image would take as broken content.
 * The client's own routes never end in an extension.
 */
const FILE_NAME =
  /\.(?:js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|xml|webmanifest)$/i;

function namesAFile(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  return FILE_NAME.test(path);
}

/** A renderer's failure costs the page its snapshot, never the page: index.html as built. */
async function renderPage(
  renderer: PageRenderer,
  url: string,
  web: BuiltWeb,
  client: PageClient,
): Promise<RenderedPage | undefined> {
  try {
    return await renderer.render(url, web, client);
  } catch (error) {
    new Logger('ServeWeb').error(`Rendering ${url} failed; sent index.html`, error);
    return undefined;
  }
}
