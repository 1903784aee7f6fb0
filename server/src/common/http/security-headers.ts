import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const HELMET_CSP_DIRECTIVES = {
  // Product images may live on other https hosts; previews are blob: or data: URLs.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  // An invoice's PDF, fetched with the token, is shown from a blob: URL in a frame.
  'frame-src': ["'self'", 'blob:'],
};

export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { directives: HELMET_CSP_DIRECTIVES },
};

/**
 * An answer to a plain-HTTP request: no `upgrade-insecure-requests`, which would send the
 * page's own scripts and styles to https:// on a host that may not serve it (`docker run
 * -p 3000:3000`, opened by name), and none of the headers browsers ignore on an origin
 * other than HTTPS or localhost (HSTS; Cross-Origin-Opener-Policy, which Chromium also
 * reports as a console error on every page; Origin-Agent-Cluster, which it reports as a
 * warning from the second page on).
 */
const PLAIN_HTTP_OPTIONS: Readonly<HelmetOptions> = {
  strictTransportSecurity: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  contentSecurityPolicy: {
    directives: { ...HELMET_CSP_DIRECTIVES, 'upgrade-insecure-requests': null },
  },
};

/**
 * The headers helmet sets, taken once: with no nonce in the policy they are the same for
 * every answer, so each request only copies them (helmet itself rebuilds them each time).
 * Named in lower case, as Fastify keeps a reply's headers: it lower-cases each name it is
 * given, and helmet's own names (`Content-Security-Policy`) made it build a new string of
 * each: 19,400 instructions against 10,400 for a loop copying them as Fastify does
 * (callgrind, 2026-12-02).
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
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

/**
 * An `onRequest` hook setting helmet's headers on every answer. HTTPS-only headers go with
 * answers to HTTPS requests (Fastify's `request.protocol` reads X-Forwarded-Proto from a
 * trusted proxy), or with every answer when the operator says the product is HTTPS only.
 */
export function securityHeaders({ httpsOnly }: { httpsOnly: boolean }) {
  const overHttps = helmetHeaders();
  const overHttp = httpsOnly ? overHttps : helmetHeaders(PLAIN_HTTP_OPTIONS);
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    void reply.headers(request.protocol === 'https' ? overHttps : overHttp);
    done();
  };
}
