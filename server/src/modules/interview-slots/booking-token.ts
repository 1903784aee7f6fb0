import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StoreService } from '../../store';

export const BOOKING_SECRET = Symbol('BOOKING_SECRET');
export const BOOKING_SECRET_FILE = 'booking-secret';

/**
 * The key that signs the links of booking e-mails: 256 random bits made on first start
 * and kept by the store (DATA_DIR, mode 0600, or the database) beside the JWT secret, but
 * apart from it, so that neither kind of token can pass for the other.
 */
export function resolveBookingSecret(
  store: Pick<StoreService, 'readOrCreateSecret'>,
): Promise<string> {
  return store.readOrCreateSecret(
    BOOKING_SECRET_FILE,
    () => randomBytes(32).toString('base64url'),
    32,
  );
}

/** What a manage link says: which booking, and until when (the slot's start). */
export interface BookingClaims {
  bookingId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export type BookingTokenCheck =
  { ok: true; claims: BookingClaims } | { ok: false; reason: 'invalid' | 'expired' };

const signatureOf = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`booking.${payload}`).digest();

/** `<payload>.<signature>`, both base64url: the payload is {b: bookingId, x: expiry in s}. */
export function signBookingToken(claims: BookingClaims, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ b: claims.bookingId, x: Math.floor(claims.expiresAt / 1000) }),
  ).toString('base64url');
  return `${payload}.${signatureOf(payload, secret).toString('base64url')}`;
}

/** The claims of a token this server signed, if it has not expired at `now`. */
export function checkBookingToken(token: string, secret: string, now: number): BookingTokenCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let claims: { b?: unknown; x?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.b !== 'string' || typeof claims.x !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  const expiresAt = claims.x * 1000;
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { bookingId: claims.b, expiresAt } };
}
