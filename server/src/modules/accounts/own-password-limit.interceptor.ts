import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../common/auth/auth-context';
import { PasswordAttemptsInterceptor } from '../auth/sign-in-limit.interceptor';
import { type SignInClient, SignInLimiter } from '../auth/sign-in-limiter';
import { AccountsService } from './accounts.service';

/**
 * Changing one's own password checks the current one: a stolen access token must not
 * be a way to guess it freely. Wrong current passwords count as wrong sign-in passwords
 * of the signed-in account's e-mail from this client IP (the body names no e-mail), in
 * the same counts as sign-in and unlock, so no route adds guesses to another's.
 */
@Injectable()
export class OwnPasswordLimitInterceptor extends PasswordAttemptsInterceptor {
  protected readonly wrongPasswordCode = 'current-password-wrong';

  constructor(
    limiter: SignInLimiter,
    private readonly accounts: AccountsService,
  ) {
    super(limiter);
  }

  /** Runs after the sign-in guard, which names the account. */
  protected clientOf(request: FastifyRequest & { user?: AuthContext }): SignInClient {
    const accountId = request.user?.accountId;
    const email = accountId ? (this.accounts.get(accountId)?.email ?? '') : '';
    return { email, ip: request.ip };
  }
}
