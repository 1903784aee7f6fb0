import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../common/auth/auth-context';
import { unauthenticated } from '../../common/errors/domain-error';
import { AccountsService } from '../accounts/accounts.service';
import { SessionsService } from '../sessions/sessions.service';
import { TokensService } from './tokens.service';

export const INVALID_TOKEN = 'Invalid token';

const BEARER = /^Bearer +([\w-]+\.[\w-]+\.[\w-]+)$/i;

/**
 * Who an `Authorization: Bearer …` header speaks for: a live token of a live session of an
 * active account. The session and account are looked up every time, so a revoked session
 * or a deactivated account stops working at once, whatever the token says. Used by the
 * global guard and by the routes Nest does not guard (the API document).
 */
@Injectable()
export class BearerAuthenticator {
  constructor(
    private readonly tokens: TokensService,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
  ) {}

  // Missing, malformed, expired, tampered or revoked: the same answer for all.
  async authenticate(header: string | undefined): Promise<AuthContext> {
    const token = header && BEARER.exec(header)?.[1];
    const payload = token ? this.tokens.verify(token) : null;
    const session = payload && this.sessions.findLive(payload.sid);
    const account =
      session && session.accountId === payload.sub && this.accounts.getActive(payload.sub);
    if (!session || !account) throw unauthenticated('session-invalid', INVALID_TOKEN);
    await this.sessions.touch(session);
    return { accountId: account.id, sessionId: session.id, roles: account.roles };
  }
}
