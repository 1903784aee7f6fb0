/** The body of every error the server answers (server/src/common/errors/error-body.ts). */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  /** A stable name for the case, for messages the web translates (e.g. account-pending). */
  code?: string;
  /** Validation failures only: the messages for each offending field path. */
  fields?: Record<string, string[]>;
}

/** statusCode of an ApiError raised because no answer came back at all. */
export const NETWORK_ERROR_STATUS = 0;

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached';

/** Every failed API call rejects with one of these, whatever went wrong. */
export class ApiError extends Error implements ErrorBody {
  override readonly name = 'ApiError';
  readonly statusCode: number;
  readonly error: string;
  readonly code?: string;
  readonly fields?: Record<string, string[]>;

  constructor(body: ErrorBody, options?: { cause?: unknown }) {
    super(body.message, options);
    this.statusCode = body.statusCode;
    this.error = body.error;
    if (typeof body.code === 'string') this.code = body.code;
    if (body.fields) this.fields = body.fields;
  }

  /** True when the request never got an answer (offline, DNS, refused, CORS). */
  get isNetworkError(): boolean {
    return this.statusCode === NETWORK_ERROR_STATUS;
  }

  /** From an error answer: the server's body when it has the documented shape. */
  static fromResponse(response: Pick<Response, 'status' | 'statusText'>, body: unknown): ApiError {
    if (isErrorBody(body)) {
      return new ApiError({ ...body, statusCode: response.status });
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

/** A request cancelled on purpose (TanStack Query aborts superseded fetches). */
export function isAbortError(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    (value.name === 'AbortError' || value.name === 'TimeoutError')
  );
}
