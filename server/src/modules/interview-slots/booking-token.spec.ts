import { checkBookingToken, signBookingToken } from './booking-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const NOW = Date.parse('2026-11-26T10:00:00Z');
const claims = { bookingId: 'b1', expiresAt: NOW + 3_600_000 };

describe('booking tokens', () => {
  it('answers the claims of a token it signed, until it expires', () => {
    const token = signBookingToken(claims, SECRET);
    expect(checkBookingToken(token, SECRET, NOW)).toEqual({ ok: true, claims });
    expect(checkBookingToken(token, SECRET, claims.expiresAt)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a changed payload, a changed signature, another key and garbage', () => {
    const token = signBookingToken(claims, SECRET);
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ b: 'b2', x: 9_999_999_999 })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${flipped}`,
      `${payload}.`,
      `${payload}.${signature}.x`,
      'not-a-token',
      '',
    ]) {
      expect(checkBookingToken(bad, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(checkBookingToken(token, `${SECRET}!`, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
