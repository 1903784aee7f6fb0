import type { FastifyReply, FastifyRequest } from 'fastify';

export const NO_STORE = 'no-store';

/** Under the API prefix: Swagger UI, its assets and the OpenAPI document. */
const DOCS = /^\/docs(-json)?(\/|\?|$)/;

/**
 * An `onRequest` hook: API answers hold one account's data, so no browser or proxy may
 * keep them. Set before anything else runs, so that errors carry it too. Public static
 * answers are left to set their own: the API docs when they are alike for all
 * (API_DOCS=public), the contact avatar files in their route.
 */
export function noStore(apiPrefix: string, { publicDocs }: { publicDocs: boolean }) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const { url } = request;
    if (url.startsWith(apiPrefix) && !(publicDocs && DOCS.test(url.slice(apiPrefix.length)))) {
      void reply.header('Cache-Control', NO_STORE);
    }
    done();
  };
}
