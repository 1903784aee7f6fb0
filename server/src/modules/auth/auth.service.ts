import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { BackgroundWork } from '../../common/background/background-work';
import type { AuthContext } from '../../common/auth/auth-context';
import {
  DomainError,
  forbidden,
  notFound,
  unauthenticated,
} from '../../common/errors/domain-error';
import { AppConfigService } from '../../config/config';
import type { SignUpMode } from '../../config/environment';
import type { Account } from '../accounts/account.types';
import { AccountsService, type InitialAccess } from '../accounts/accounts.service';
import { AuditService } from '../audit/audit.service';
import type { SessionClient } from '../sessions/session.types';
import { SessionsService } from '../sessions/sessions.service';
import type { AuthResponseDto, SignUpDto } from './dto/auth.dto';
import { INVALID_TOKEN } from './bearer-authenticator';
import { SignUpNotice } from './sign-up-notice';
import { TokensService } from './tokens.service';
import { UpstreamLoginClient } from './upstream-login.client';

/**
 * A failed sign-in or unlock answers 404 (`wrong-credentials`), as the original client
 * expects: it treats every 401 as an expired session and signs out and reloads,
 * so a 401 here would hide the message from the person typing.
 */
export const WRONG_CREDENTIALS = 'Wrong email or password';
export const SIGN_UP_CLOSED = 'Sign-up is closed: ask an administrator for an account';

/** The BackgroundWork key of a new account's starter data. */
const setUpKey = (accountId: string) => `account-set-up:${accountId}`;

/** How a new account starts under each sign-up policy (SIGNUP). */
function initialAccess(mode: SignUpMode): InitialAccess {
  if (mode === 'closed') throw forbidden('signup-closed', SIGN_UP_CLOSED);
  return mode === 'open'
    ? { state: 'active', roles: ['recruiter', 'rewards'] }
    : { state: 'pending', roles: [] };
}

@Injectable()
export class AuthService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly tokens: TokensService,
    private readonly upstream: UpstreamLoginClient,
    private readonly signUpNotice: SignUpNotice,
    private readonly config: AppConfigService,
    private readonly background: BackgroundWork,
    private readonly audit: AuditService,
  ) {}

  get signUpMode(): SignUpMode {
    return this.config.values.signUp;
  }

  async signIn(email: string, password: string, client: SessionClient): Promise<AuthResponseDto> {
    return this.startSession(
      await this.authenticateAudited(email, password, 'sign-in', client),
      client,
    );
  }

  async unlock(email: string, password: string, client: SessionClient): Promise<AuthResponseDto> {
    return this.startSession(
      await this.authenticateAudited(email, password, 'unlock', client),
      client,
    );
  }

  /** A new token for the same live session (sign-in-with-token and refresh-access-token). */
  async renew(accessToken: string): Promise<AuthResponseDto> {
    const payload = this.tokens.verify(accessToken);
    const session = payload && this.sessions.findLive(payload.sid);
    const account =
      session && session.accountId === payload.sub && this.accounts.getActive(payload.sub);
    if (!session || !account) throw unauthenticated('session-invalid', INVALID_TOKEN);
    const issued = this.tokens.issue(account.id, session.id);
    await this.sessions.extend(session.id, issued.expiresAt);
    return this.response(account, issued.accessToken);
  }

  signOut(auth: AuthContext): Promise<void> {
    return this.sessions.revoke(auth.sessionId);
  }

  /**
   * Creates the account. An address that already has one gets the same answer, so sign-up
   * does not tell who has an account here; its owner gets a mail saying so instead. Nor
   * does the time of the answer tell: both hash the password and take one turn in the
   * accounts' write queue before it, and the rest (a new account's starter data, the
   * owner's mail) comes after it (BackgroundWork).
   */
  async signUp(input: SignUpDto): Promise<void> {
    const access = initialAccess(this.signUpMode);
    try {
      await this.accounts.createLocal(input, access, (account, setUp) =>
        this.background.run('A new account’s starter data', setUp, setUpKey(account.id)),
      );
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'email-taken')) throw error;
      this.background.run('A sign-up notice', () => this.signUpNotice.send(input.email));
    }
  }

  /**
   * `authenticate`, with a refusal written to the audit trail: the account tried when the
   * address is one (its id and e-mail, never what was typed), else none.
   */
  private async authenticateAudited(
    email: string,
    password: string,
    purpose: 'sign-in' | 'unlock',
    client: SessionClient,
  ): Promise<Account> {
    try {
      return await this.authenticate(email, password, purpose);
    } catch (error) {
      if (error instanceof DomainError) {
        await this.audit.recordQuietly({
          action: 'sign-in-failed',
          actorId: this.accounts.findByEmail(email)?.id ?? null,
          ip: client.ip,
          collection: null,
          recordId: null,
        });
      }
      throw error;
    }
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
      // Someone new to this console is a sign-up, under the same policy.
      const account = await this.accounts.upsertUpstream(identity, () =>
        initialAccess(this.signUpMode),
      );
      this.accounts.assertMaySignIn(account);
      return account;
    }
    const account = await this.accounts.verifyCredentials(email, password);
    if (!account) throw notFound('wrong-credentials', WRONG_CREDENTIALS);
    // Only after the right password, so the state of an account is not revealed to guesses.
    this.accounts.assertMaySignIn(account);
    return account;
  }

  private async startSession(account: Account, client: SessionClient): Promise<AuthResponseDto> {
    // A sign-in right after sign-up finds the account's starter data in place.
    await this.background.settled(setUpKey(account.id));
    // The token names the session, so the session is stored before the token is handed out.
    const sessionId = randomUUID();
    const issued = this.tokens.issue(account.id, sessionId);
    await this.sessions.start(sessionId, account.id, client, issued.expiresAt);
    await this.audit.record({
      action: 'sign-in',
      actorId: account.id,
      ip: client.ip,
      collection: 'sessions',
      recordId: sessionId,
    });
    return this.response(account, issued.accessToken);
  }

  private response(account: Account, accessToken: string): AuthResponseDto {
    return { user: this.accounts.toUser(account), accessToken, tokenType: 'bearer' };
  }
}
