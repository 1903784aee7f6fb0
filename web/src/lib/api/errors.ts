/** The body of every error the server answers (server/src/common/errors/error-body.ts). */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  /** A stable name for the case, for messages the web translates (e.g. account-pending). */
  code?: string;
  /** Validation failures only: the messages for each offending field path. */
  fields?: Record<string, string[]>;
  /** `version-conflict` only: the record's version now (null once it was deleted)... */
  currentVersion?: string | null;
  /** ...and the record as the caller may read it now. */
  current?: unknown;
  /** The request's id (its X-Request-Id), for a report to an operator; none without an answer. */
  requestId?: string;
}

/** What an error tells besides its body, for its text: a 429's wait (Retry-After). */
export interface ErrorCodeDetails {
  retryAfterSeconds?: number;
}

/** The reader's text for a server error code; undefined for a code it does not know. */
export type ErrorCodeTranslator = (code: string, details: ErrorCodeDetails) => string | undefined;

let translateCode: ErrorCodeTranslator = () => undefined;

/**
 * Makes every ApiError from now on carry the reader's text for its `code` as its message
 * (and as the message of the field the error names), the server's text for codes the
 * translator does not know. lib/i18n.ts sets the app's; answers a function that puts the
 * previous one back.
 */
export function setErrorCodeTranslator(translator: ErrorCodeTranslator): () => void {
  const previous = translateCode;
  translateCode = translator;
  return () => {
    translateCode = previous;
  };
}

/** statusCode of an ApiError raised because no answer came back at all. */
export const NETWORK_ERROR_STATUS = 0;

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached';

/**
 * The text of a 5xx without a code (a failure the server did not expect, or the page of a
 * proxy in front of it), translated as codes are: its own words ("Internal server error",
 * "Request failed with status 502") are English and say nothing a reader can act on.
 */
export const SERVER_FAILED = 'serverFailed';

/** Every failed API call rejects with one of these, whatever went wrong. */
export class ApiError extends Error implements ErrorBody {
  override readonly name = 'ApiError';
  readonly statusCode: number;
  readonly error: string;
  readonly code?: string;
  readonly fields?: Record<string, string[]>;
  readonly currentVersion?: string | null;
  readonly current?: unknown;
  readonly requestId?: string;
  /** A 429's Retry-After, in seconds: when the caller may try again. */
  readonly retryAfterSeconds?: number;
  /** The server's own message; `message` is its translation when the code is known. */
  readonly serverMessage: string;

  constructor(body: ErrorBody, options?: { cause?: unknown } & ErrorCodeDetails) {
    const details: ErrorCodeDetails = { retryAfterSeconds: options?.retryAfterSeconds };
    const textCode =
      typeof body.code === 'string'
        ? body.code
        : body.statusCode >= 500
          ? SERVER_FAILED
          : undefined;
    const translated = textCode === undefined ? undefined : translateCode(textCode, details);
    super(translated ?? body.message, options?.cause === undefined ? {} : { cause: options.cause });
    this.serverMessage = body.message;
    this.statusCode = body.statusCode;
    this.error = body.error;
    if (typeof body.code === 'string') this.code = body.code;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
    if (body.currentVersion !== undefined) this.currentVersion = body.currentVersion;
    if (body.current !== undefined) this.current = body.current;
    if (typeof body.requestId === 'string') this.requestId = body.requestId;
    if (body.fields) {
      // A coded error names its field with the same message: that one is translated too.
      this.fields = translated
        ? Object.fromEntries(
            Object.entries(body.fields).map(([path, messages]) => [
              path,
              messages.map((text) => (text === body.message ? translated : text)),
            ]),
          )
        : body.fields;
    }
  }

  /** True when the request never got an answer (offline, DNS, refused, CORS). */
  get isNetworkError(): boolean {
    return this.statusCode === NETWORK_ERROR_STATUS;
  }

  /** From an error answer: the server's body when it has the documented shape. */
  static fromResponse(response: AnsweredResponse, body: unknown): ApiError {
    if (isErrorBody(body)) {
      const retryAfterSeconds = secondsToWait(response.headers?.get('Retry-After'));
      return new ApiError({ ...body, statusCode: response.status }, { retryAfterSeconds });
    }
    const text = typeof body === 'string' ? body.trim() : '';
    const readable = text && text.length <= 300 && !text.startsWith('<');
    return new ApiError({
      statusCode: response.status,
      message: readable ? text : `Request failed with status ${response.status}`,
      error: response.statusText || 'Error',
    });
  }

  static network(cause: unknown): ApiError {
    return new ApiError(
      { statusCode: NETWORK_ERROR_STATUS, message: NETWORK_ERROR_MESSAGE, error: 'Network Error' },
      { cause },
    );
  }
}

/** What fromResponse reads of an answer: a fetch Response, or an upload's request. */
export type AnsweredResponse = Pick<Response, 'status' | 'statusText'> & {
  headers?: Pick<Headers, 'get'>;
};

/** Retry-After in seconds: it holds either a number of seconds or an HTTP date (RFC 9110). */
export function secondsToWait(retryAfter: string | null | undefined): number | undefined {
  const value = retryAfter?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.statusCode === 'number' &&
    typeof body.message === 'string' &&
    typeof body.error === 'string' &&
    (body.code === undefined || typeof body.code === 'string') &&
    (body.fields === undefined || (typeof body.fields === 'object' && body.fields !== null))
  );
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The server answered that the record is not there (deleted, or never was). */
export function isNotFound(value: unknown): boolean {
  return value instanceof ApiError && value.statusCode === 404;
}

/** A request cancelled on purpose (TanStack Query aborts superseded fetches). */
export function isAbortError(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    (value.name === 'AbortError' || value.name === 'TimeoutError')
  );
}
