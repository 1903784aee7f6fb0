import { type CanActivate, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ACCESS_KEY, type AccessRule, mayAccess } from '../../common/auth/access';
import type { AuthContext } from '../../common/auth/auth-context';
import { IS_PUBLIC_KEY } from '../../common/auth/public.decorator';
import { forbidden } from '../../common/errors/domain-error';
import { BearerAuthenticator } from './bearer-authenticator';

/** What a route declares: read from its decorators once, then kept per handler. */
interface RouteAccess {
  isPublic: boolean;
  rule: AccessRule | undefined;
}

/**
 * Global guard: every route needs a live bearer token of an active account unless marked
 * @Public(), and then the role its @Access() names. A route without an access rule is
 * refused (fail closed) and logged, so a forgotten decision never opens a route.
 * Who the token speaks for is BearerAuthenticator's answer, looked up on every request.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  private readonly logger = new Logger(JwtAuthGuard.name);
  private readonly routes = new WeakMap<object, RouteAccess>();

  constructor(
    private readonly reflector: Reflector,
    private readonly bearer: BearerAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const route = this.accessOf(context);
    if (route.isPublic) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthContext }>();
    const auth = await this.bearer.authenticate(request.headers.authorization);
    request.user = auth;
    if (!route.rule) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} has no @Access()`);
      throw forbidden('access-undeclared', 'This operation is not open to any role');
    }
    if (!mayAccess(auth.roles, route.rule)) {
      throw forbidden(
        'role-required',
        `This needs the ${(route.rule as readonly string[]).join(' or ')} role`,
      );
    }
    return true;
  }

  private accessOf(context: ExecutionContext): RouteAccess {
    const handler = context.getHandler();
    let route = this.routes.get(handler);
    if (!route) {
      const targets = [handler, context.getClass()];
      route = {
        isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets) === true,
        rule: this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, targets),
      };
      this.routes.set(handler, route);
    }
    return route;
  }
}
