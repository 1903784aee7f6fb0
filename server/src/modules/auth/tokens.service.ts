import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

export const TOKEN_ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

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

/** Access tokens: HS256 only, one day long, naming the account (sub) and session (sid). */
@Injectable()
export class TokensService {
  constructor(private readonly jwt: JwtService) {}

  async issue(accountId: string, sessionId: string): Promise<IssuedToken> {
    const issuedAt = Math.floor(Date.now() / 1000);
    const accessToken = await this.jwt.signAsync(
      { sub: accountId, sid: sessionId, iat: issuedAt },
      { algorithm: TOKEN_ALGORITHM, expiresIn: TOKEN_LIFETIME_SECONDS },
    );
    return { accessToken, expiresAt: new Date((issuedAt + TOKEN_LIFETIME_SECONDS) * 1000) };
  }

  /** The payload of a well-signed, unexpired token; null for anything else. */
  async verify(token: string): Promise<TokenPayload | null> {
    try {
      const payload = await this.jwt.verifyAsync<object>(token, {
        algorithms: [TOKEN_ALGORITHM],
      });
      return isTokenPayload(payload) ? payload : null;
    } catch {
      return null;
    }
  }
}

/**
 * What every token this server issues carries. The expiry is checked only when `exp` is
 * present, so a token without it (or without `iat`) would never expire: refused.
 */
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
