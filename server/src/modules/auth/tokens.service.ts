import { Inject, Injectable } from '@nestjs/common';
import { createSigner, createVerifier } from 'fast-jwt';
import { JWT_SECRET } from './jwt-secret';

export const TOKEN_ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * Verified tokens remembered (until their expiry) so that a busy client's requests skip
 * the signature check; the session and account are still looked up on every request.
 * Kept by the token itself (fast-jwt's own cache hashes every token with SHA-256 first,
 * which cost more than the look-up saves); the oldest is forgotten past the bound.
 */
const VERIFIED_TOKENS_CACHED = 10_000;

export interface TokenPayload {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

export interface IssuedToken {
  accessToken: string;
  expiresAt: Date;
}

/**
 * Access tokens: HS256 only, one day long, naming the account (sub) and session (sid).
 * fast-jwt builds its HMAC key once, and keeps verified tokens in a bounded cache.
 */
@Injectable()
export class TokensService {
  private readonly sign: (payload: { sub: string; sid: string; iat: number }) => string;
  private readonly check: (token: string) => unknown;
  private readonly verified = new Map<string, TokenPayload>();

  constructor(@Inject(JWT_SECRET) secret: string) {
    this.sign = createSigner({
      key: secret,
      algorithm: TOKEN_ALGORITHM,
      expiresIn: TOKEN_LIFETIME_SECONDS * 1000,
    });
    this.check = createVerifier({
      key: secret,
      algorithms: [TOKEN_ALGORITHM],
      // A token without exp would never expire, one without iat is not ours: refused.
      requiredClaims: ['sub', 'sid', 'iat', 'exp'],
    });
  }

  issue(accountId: string, sessionId: string): IssuedToken {
    const issuedAt = Math.floor(Date.now() / 1000);
    const accessToken = this.sign({ sub: accountId, sid: sessionId, iat: issuedAt });
    return { accessToken, expiresAt: new Date((issuedAt + TOKEN_LIFETIME_SECONDS) * 1000) };
  }

  /** The payload of a well-signed, unexpired token; null for anything else. */
  verify(token: string): TokenPayload | null {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known;
      this.verified.delete(token);
      return null;
    }
    let payload: unknown;
    try {
      payload = this.check(token);
    } catch {
      return null;
    }
    if (!isTokenPayload(payload)) return null;
    if (this.verified.size >= VERIFIED_TOKENS_CACHED) {
      this.verified.delete(this.verified.keys().next().value as string);
    }
    this.verified.set(token, Object.freeze(payload));
    return payload;
  }
}

/** What every token this server issues carries, with the types it issues them in. */
export function isTokenPayload(payload: unknown): payload is TokenPayload {
  const claims = payload as Partial<Record<keyof TokenPayload, unknown>> | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    typeof claims.sub === 'string' &&
    typeof claims.sid === 'string' &&
    Number.isFinite(claims.iat) &&
    Number.isFinite(claims.exp)
  );
}
