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
      const payload = await this.jwt.verifyAsync<TokenPayload>(token, {
        algorithms: [TOKEN_ALGORITHM],
      });
      return typeof payload.sub === 'string' && typeof payload.sid === 'string' ? payload : null;
    } catch {
      return null;
    }
  }
}
