import { type ExecutionContext, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ACCESS_KEY, type AccessRule, mayAccess } from '../../common/auth/access';
import type { AuthContext } from '../../common/auth/auth-context';
import { IS_PUBLIC_KEY } from '../../common/auth/public.decorator';
import { forbidden } from '../../common/errors/domain-error';
import { INVALID_TOKEN } from './jwt.strategy';

/**
 * Global guard: every route needs a live bearer token of an active account unless marked
 * @Public(), and then the role its @Access() names. A route without an access rule is
 * refused (fail closed) and logged, so a forgotten decision never opens a route.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  private readonly logger = new Logger(JwtAuthGuard.name);

  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    await super.canActivate(context);
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, targets);
    if (!rule) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} has no @Access()`);
      throw forbidden('This operation is not open to any role', 'access-undeclared');
    }
    const { roles } = context.switchToHttp().getRequest<Request & { user: AuthContext }>().user;
    if (!mayAccess(roles, rule)) {
      throw forbidden(
        `This needs the ${(rule as readonly string[]).join(' or ')} role`,
        'role-required',
      );
    }
    return true;
  }

  // Missing, malformed, expired, tampered or revoked: the same answer for all.
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw new UnauthorizedException(INVALID_TOKEN);
    return user;
  }
}
