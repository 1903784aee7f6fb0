import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { toErrorBody } from '../errors/error-body';
import { NO_STORE } from './no-store';

/** Vite names the files under assets/ by their content: they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the other files keep their names: asked again on every visit. */
export const REVALIDATE = 'no-cache';

function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE;
}

/**
 * The built SPA at `/`: its files (with the `.br`/`.gz` twins the build writes, when the
 * client accepts them), and index.html for every other GET, the deep links the client
 * routes itself. Nothing under `apiPrefix` falls back to it. Without a build (API tests,
 * `npm run dev`) only the API is served.
 */
export async function serveBuiltWeb(
  app: NestFastifyApplication,
  root: string,
  apiPrefix: string,
): Promise<void> {
  if (!existsSync(join(root, 'index.html'))) return;
  // Unknown API paths and missing built files are not pages of the client: 404.
  const notAPage = new RegExp(`^(${apiPrefix}|/assets)([/?]|$)`);
  await app.register(fastifyStatic, {
    root,
    // One route per built file, found at start: unknown paths reach the fallback below.
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      void reply.header('Cache-Control', cacheControlFor(path));
    },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (request, reply) => {
      if (notAPage.test(request.url)) {
        const body = toErrorBody(new NotFoundException(), false);
        return reply.code(404).header('Cache-Control', NO_STORE).send(body);
      }
      return reply.sendFile('index.html');
    });
}
