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
  'rule-broken': 422,
  'upstream-failed': 502,
} as const;

export type DomainErrorKind = keyof typeof DOMAIN_ERROR_STATUS;

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** The input field the error is about, so forms can show it beside the field. */
    readonly field?: string,
    /** A stable name for the case, so clients can translate the message. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string, field?: string) =>
  new DomainError('conflict', message, field);
export const invalid = (message: string, field?: string) =>
  new DomainError('invalid', message, field);
export const ruleBroken = (message: string, field?: string) =>
  new DomainError('rule-broken', message, field);
export const forbidden = (message: string, code?: string) =>
  new DomainError('forbidden', message, undefined, code);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const upstreamFailed = (message: string) => new DomainError('upstream-failed', message);
