import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthContext } from '../../common/auth/auth-context';
import { unauthenticated } from '../../common/errors/domain-error';
import { AccountsService } from '../accounts/accounts.service';
import { SessionsService } from '../sessions/sessions.service';
import { JWT_SECRET } from './jwt-secret';
import { TOKEN_ALGORITHM, type TokenPayload } from './tokens.service';

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
      secretOrKey: secret,
      algorithms: [TOKEN_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  async validate(payload: TokenPayload): Promise<AuthContext> {
    const session = this.sessions.findLive(payload.sid);
    if (!session || session.accountId !== payload.sub || !this.accounts.get(payload.sub)) {
      throw unauthenticated(INVALID_TOKEN);
    }
    await this.sessions.touch(session);
    return { accountId: payload.sub, sessionId: payload.sid };
  }
}
