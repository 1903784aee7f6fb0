import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { authToken } from '../auth-token';
import { ApiError, isAbortError } from './errors';
import { type PendingRequests, pendingRequests } from './pending-requests';
import type { paths } from './schema';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin of the API; its paths already start with /api. Default: this page's origin. */
  baseUrl?: string;
  /** Default: the browser's fetch, looked up at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /** Default: the app's token store. */
  getToken?: () => string | null;
  /** Whether this page's token expired. Default: the app's token store. */
  tokenLapsed?: () => boolean;
  /** Default: the app's counter, which the loading bar shows. */
  pending?: PendingRequests;
  /**
   * Called on a 401 to a request that carried a token, or sent after the token expired.
   * Default: the registered handler.
   */
  onUnauthorized?: () => void;
}

let unauthorizedHandler: (() => void) | null = null;

/**
 * What to do when the server refuses a token (it expired or its session was revoked):
 * the app signs out and reloads. Returns a function that unregisters the handler.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** Applies the 401 rule for requests made outside the client (uploads with progress). */
export function notifyUnauthorized(): void {
  unauthorizedHandler?.();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The client's one middleware: bearer header, pending count, error normalisation and the
 * 401 rule. Every failure rejects with an ApiError (network failures with statusCode 0);
 * cancelled requests reject with their AbortError so TanStack Query recognises them.
 */
function apiMiddleware(options: Required<Omit<ApiClientOptions, 'baseUrl' | 'fetch'>>): Middleware {
  return {
    onRequest({ request }) {
      const token = options.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      options.pending.start(request.url);
      return request;
    },
    async onResponse({ request, response }) {
      options.pending.finish(request.url);
      if (response.ok) return undefined;
      const error = ApiError.fromResponse(response, await readBody(response));
      // A refused token ends the session; so does a refusal after this page's token
      // expired, which its requests no longer carry.
      if (
        response.status === 401 &&
        (request.headers.has('Authorization') || options.tokenLapsed())
      ) {
        options.onUnauthorized();
      }
      throw error;
    },
    onError({ request, error }) {
      options.pending.finish(request.url);
      if (isAbortError(error) || error instanceof ApiError) return undefined;
      return ApiError.network(error);
    },
  };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? window.location.origin,
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  });
  client.use(
    apiMiddleware({
      getToken: options.getToken ?? (() => authToken.get()),
      tokenLapsed: options.tokenLapsed ?? (() => authToken.hasLapsed()),
      pending: options.pending ?? pendingRequests,
      onUnauthorized: options.onUnauthorized ?? (() => unauthorizedHandler?.()),
    }),
  );
  return client;
}

/** The app's one API client. */
export const api = createApiClient();

/** What every openapi-fetch call resolves to: data on success, error otherwise. */
interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * For TanStack Query fetchers: the data of a successful call, or an ApiError thrown.
 * `return unwrap(api.GET('/api/health', { signal }))`
 */
export async function unwrap<Data>(call: Promise<FetchResult<Data>>): Promise<Data> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) throw ApiError.fromResponse(response, error);
  return data as Data;
}

/**
 * The If-Match header for a write of a record read at `version` (refused with 409
 * `version-conflict` should the record have changed since); none without a version.
 */
export function ifMatch(version: string | undefined): { 'If-Match'?: string } {
  return version ? { 'If-Match': `"${version}"` } : {};
}
