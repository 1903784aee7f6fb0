import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthContext } from '../../common/auth/auth-context';
import { unauthenticated } from '../../common/errors/domain-error';
import { AccountsService } from '../accounts/accounts.service';
import { SessionsService } from '../sessions/sessions.service';
import { JWT_SECRET } from './jwt-secret';
import { isTokenPayload, TOKEN_ALGORITHM, type TokenPayload } from './tokens.service';

export const INVALID_TOKEN = 'Invalid token';

/** Bearer tokens: signature and expiry checked by passport-jwt, then the session must be live. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(JWT_SECRET) secret: string,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object made once: given the string, jsonwebtoken first tries to parse it as
      // a public key on every request, which cost about 15% of a list request's time.
      // jsonwebtoken takes a KeyObject; passport-jwt's types only say string or Buffer.
      secretOrKey: createSecretKey(Buffer.from(secret, 'utf8')) as unknown as Buffer,
      algorithms: [TOKEN_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  async validate(payload: TokenPayload): Promise<AuthContext> {
    // passport-jwt checks `exp` only when present: a token must carry exp and iat.
    if (!isTokenPayload(payload)) throw unauthenticated(INVALID_TOKEN);
    const session = this.sessions.findLive(payload.sid);
    // A deactivated account's tokens stop working at once, whatever their session says.
    const account = session?.accountId === payload.sub && this.accounts.getActive(payload.sub);
    if (!session || !account) throw unauthenticated(INVALID_TOKEN);
    await this.sessions.touch(session);
    return { accountId: account.id, sessionId: session.id, roles: account.roles };
  }
}
