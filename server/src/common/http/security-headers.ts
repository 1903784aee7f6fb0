import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      // Product images may live on other https hosts; previews are blob: or data: URLs.
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      // An invoice's PDF, fetched with the token, is shown from a blob: URL in a frame.
      'frame-src': ["'self'", 'blob:'],
    },
  },
};

/**
 * The headers helmet sets, taken once: with no nonce in the policy they are the same for
 * every answer, so each request only copies them (helmet itself rebuilds them each time).
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => void (failure = error),
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** An `onRequest` hook setting helmet's headers on every answer. */
export function securityHeaders(headers = helmetHeaders()) {
  return (_request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    void reply.headers(headers);
    done();
  };
}
