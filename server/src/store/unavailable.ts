/**
 * Whether an error means the database cannot be reached (refused, dropped, shutting down,
 * not accepting connections, or no connection free in time), rather than a fault of the
 * request or of the code: the request is answered 503 `store-unavailable`, and the next
 * ones succeed once the database is back (the pool makes new connections by itself).
 */
export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true;
    // object_not_in_prerequisite_state, as `ALLOW_CONNECTIONS false` answers it.
    if (code === '55000' && typeof message === 'string' && /accepting connections/.test(message)) {
      return true;
    }
  }
  if (typeof message === 'string' && POOL_MESSAGES.some((pattern) => pattern.test(message))) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((one) => isStoreUnavailable(one, depth + 1))) {
    return true;
  }
  return cause !== undefined && isStoreUnavailable(cause, depth + 1);
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What `pg` and its pool throw without a code. */
const POOL_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client was closed and is not queryable/,
];
