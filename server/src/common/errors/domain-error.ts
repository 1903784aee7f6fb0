import type { ErrorCode } from './error-codes';

/**
 * Errors services raise in the language of the domain; the exception filter turns each
 * kind into its HTTP status. Services never import HTTP exceptions.
 */
export const DOMAIN_ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'unsupported-media-type': 415,
  'rule-broken': 422,
  'too-many-requests': 429,
  'upstream-failed': 502,
  unavailable: 503,
  'insufficient-storage': 507,
} as const;

export type { ErrorCode } from './error-codes';

export type DomainErrorKind = keyof typeof DOMAIN_ERROR_STATUS;

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** A stable name for the case (error-codes.ts), so clients can translate the message. */
    readonly code: ErrorCode,
    message: string,
    /** The input field the error is about, so forms can show it beside the field. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

// Each factory takes the case's code first: every domain error answers with one.
export const notFound = (code: ErrorCode, message: string) =>
  new DomainError('not-found', code, message);
export const conflict = (code: ErrorCode, message: string, field?: string) =>
  new DomainError('conflict', code, message, field);
export const invalid = (code: ErrorCode, message: string, field?: string) =>
  new DomainError('invalid', code, message, field);
export const ruleBroken = (code: ErrorCode, message: string, field?: string) =>
  new DomainError('rule-broken', code, message, field);
export const unsupportedMediaType = (code: ErrorCode, message: string, field?: string) =>
  new DomainError('unsupported-media-type', code, message, field);
export const forbidden = (code: ErrorCode, message: string) =>
  new DomainError('forbidden', code, message);
export const unauthenticated = (code: ErrorCode, message: string) =>
  new DomainError('unauthenticated', code, message);
/** 429: the caller's limit is spent; the caller sets Retry-After (see `retryLater`). */
export const tooManyRequests = (code: ErrorCode, message: string) =>
  new DomainError('too-many-requests', code, message);
export const upstreamFailed = (code: ErrorCode, message: string) =>
  new DomainError('upstream-failed', code, message);
export const unavailable = (code: ErrorCode, message: string) =>
  new DomainError('unavailable', code, message);
export const insufficientStorage = (code: ErrorCode, message: string) =>
  new DomainError('insufficient-storage', code, message);
