import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unsupportedMediaType } from '../errors/domain-error';
import { FORBIDDEN_KEY_CODE, FORBIDDEN_KEY_MESSAGE } from '../errors/error-body';

/** The 415 message of a body in another character set than UTF-8. */
export function charsetMessage(charset: string): string {
  return `The request body must be UTF-8: charset "${charset}" is not supported`;
}

/** The `charset` parameter of a Content-Type header, as sent (undefined without one). */
export function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '')?.[1];
}

/** UTF-8 under its name or its common alias, in any case; no charset means UTF-8 too. */
export function isUtf8(charset: string | undefined): boolean {
  return charset === undefined || /^utf-?8$/i.test(charset);
}

type Done = (error: Error | null, body?: unknown) => void;

/** Bodies are read as UTF-8: another charset would be read as garbage, so it is refused. */
function assertUtf8(request: FastifyRequest): void {
  const charset = charsetOf(request.headers['content-type']);
  if (!isUtf8(charset)) {
    throw unsupportedMediaType('media-type-unsupported', charsetMessage(charset ?? ''));
  }
}

/**
 * Valid JSON that Fastify's parser refused all the same holds a `__proto__` or
 * `constructor` key: said as such, not as JSON that does not parse.
 */
class ForbiddenKeyError extends Error {
  readonly statusCode = 400;
  readonly code = FORBIDDEN_KEY_CODE;
  constructor() {
    super(FORBIDDEN_KEY_MESSAGE);
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Replaces Fastify's JSON and text/plain parsers (same limit, same guard against
 * `__proto__` and `constructor` keys) with two differences. An empty body, or one of only
 * whitespace, is no body: many clients send `Content-Type: application/json` on every
 * request, body-less POST and DELETE included, and the route then answers as without the
 * header (its DTO names what is missing, if anything is). And a charset other than UTF-8
 * answers 415 instead of being parsed as UTF-8.
 */
export function acceptJsonAndText(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request, body: string, done: Done) => {
      assertUtf8(request);
      if (body.trim() === '') return done(null, undefined);
      parseJson(request, body, (error, parsed) =>
        done(error && isJson(body) ? new ForbiddenKeyError() : error, parsed),
      );
    },
  );
  fastify.addContentTypeParser(
    'text/plain',
    { parseAs: 'string' },
    (request, body: string, done: Done) => {
      assertUtf8(request);
      done(null, body === '' ? undefined : body);
    },
  );
}
