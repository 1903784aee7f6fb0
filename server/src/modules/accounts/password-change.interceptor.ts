import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Observable } from 'rxjs';
import type { AuthContext } from '../../common/auth/auth-context';
import { BEFORE_PASSWORD_CHANGE_KEY } from '../../common/auth/before-password-change.decorator';
import { forbidden } from '../../common/errors/domain-error';
import { AccountsService } from './accounts.service';

export const PASSWORD_CHANGE_REQUIRED = 'Choose a new password before anything else';

/**
 * Global: a signed-in account flagged `passwordChangeRequired` reaches only the routes
 * marked @AllowedBeforePasswordChange(). An interceptor rather than a guard, so it runs
 * after the sign-in guard has named the account, whatever order guards are registered in.
 */
@Injectable()
export class PasswordChangeInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly accounts: AccountsService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<{ user?: AuthContext }>();
    const accountId = request.user?.accountId;
    if (accountId && this.accounts.get(accountId)?.passwordChangeRequired) {
      const allowed = this.reflector.getAllAndOverride<boolean>(BEFORE_PASSWORD_CHANGE_KEY, [
        context.getHandler(),
        context.getClass(),
      ]);
      if (!allowed) throw forbidden('password-change-required', PASSWORD_CHANGE_REQUIRED);
    }
    return next.handle();
  }
}
