import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../common/auth/auth-context';
import { unauthenticated } from '../../common/errors/domain-error';
import type { Account } from '../accounts/account.types';
import { AccountsService } from '../accounts/accounts.service';
import type { SessionClient } from '../sessions/session.types';
import { SessionsService } from '../sessions/sessions.service';
import type { AuthResponseDto, SignUpDto } from './dto/auth.dto';
import { INVALID_TOKEN } from './jwt.strategy';
import { TokensService } from './tokens.service';
import { UpstreamLoginClient } from './upstream-login.client';

export const WRONG_CREDENTIALS = 'Wrong email or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly tokens: TokensService,
    private readonly upstream: UpstreamLoginClient,
  ) {}

  async signIn(email: string, password: string, client: SessionClient): Promise<AuthResponseDto> {
    return this.startSession(await this.authenticate(email, password, 'sign-in'), client);
  }

  async unlock(email: string, password: string, client: SessionClient): Promise<AuthResponseDto> {
    return this.startSession(await this.authenticate(email, password, 'unlock'), client);
  }

  /** A new token for the same live session (sign-in-with-token and refresh-access-token). */
  async renew(accessToken: string): Promise<AuthResponseDto> {
    const payload = await this.tokens.verify(accessToken);
    const session = payload && this.sessions.findLive(payload.sid);
    const account = session && session.accountId === payload.sub && this.accounts.get(payload.sub);
    if (!session || !account) throw unauthenticated(INVALID_TOKEN);
    const issued = await this.tokens.issue(account.id, session.id);
    await this.sessions.extend(session.id, issued.expiresAt);
    return this.response(account, issued.accessToken);
  }

  signOut(auth: AuthContext): Promise<void> {
    return this.sessions.revoke(auth.sessionId);
  }

  async signUp(input: SignUpDto): Promise<void> {
    await this.accounts.createLocal(input);
  }

  /**
   * Local accounts (with a password here) are checked here; with UPSTREAM_API_URL set,
   * everyone else is checked by the upstream platform and copied locally.
   */
  private async authenticate(
    email: string,
    password: string,
    purpose: 'sign-in' | 'unlock',
  ): Promise<Account> {
    const local = this.accounts.findByEmail(email);
    if (this.upstream.enabled && !local?.passwordHash) {
      const identity =
        purpose === 'sign-in'
          ? await this.upstream.signIn(email, password)
          : await this.upstream.unlock(email, password);
      return this.accounts.upsertUpstream(identity);
    }
    const account = await this.accounts.verifyCredentials(email, password);
    if (!account) throw unauthenticated(WRONG_CREDENTIALS);
    return account;
  }

  private async startSession(account: Account, client: SessionClient): Promise<AuthResponseDto> {
    // The token names the session, so the session is stored before the token is handed out.
    const sessionId = randomUUID();
    const issued = await this.tokens.issue(account.id, sessionId);
    await this.sessions.start(sessionId, account.id, client, issued.expiresAt);
    return this.response(account, issued.accessToken);
  }

  private response(account: Account, accessToken: string): AuthResponseDto {
    return { user: this.accounts.toUser(account), accessToken, tokenType: 'bearer' };
  }
}
