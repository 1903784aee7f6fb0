import { type CanActivate, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ACCESS_KEY, type AccessRule, mayAccess } from '../../common/auth/access';
import type { AuthContext } from '../../common/auth/auth-context';
import { IS_PUBLIC_KEY } from '../../common/auth/public.decorator';
import { forbidden, unauthenticated } from '../../common/errors/domain-error';
import { AccountsService } from '../accounts/accounts.service';
import { SessionsService } from '../sessions/sessions.service';
import { TokensService } from './tokens.service';

export const INVALID_TOKEN = 'Invalid token';

const BEARER = /^Bearer +([\w-]+\.[\w-]+\.[\w-]+)$/i;

/** What a route declares: read from its decorators once, then kept per handler. */
interface RouteAccess {
  isPublic: boolean;
  rule: AccessRule | undefined;
}

/**
 * Global guard: every route needs a live bearer token of an active account unless marked
 * @Public(), and then the role its @Access() names. A route without an access rule is
 * refused (fail closed) and logged, so a forgotten decision never opens a route.
 * The session and account are looked up on every request: a revoked session or a
 * deactivated account stops working at once, whatever the token says.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  private readonly logger = new Logger(JwtAuthGuard.name);
  private readonly routes = new WeakMap<object, RouteAccess>();

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokensService,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const route = this.accessOf(context);
    if (route.isPublic) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthContext }>();
    const auth = await this.authenticate(request.headers.authorization);
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

  // Missing, malformed, expired, tampered or revoked: the same answer for all.
  private async authenticate(header: string | undefined): Promise<AuthContext> {
    const token = header && BEARER.exec(header)?.[1];
    const payload = token ? this.tokens.verify(token) : null;
    const session = payload && this.sessions.findLive(payload.sid);
    const account =
      session && session.accountId === payload.sub && this.accounts.getActive(payload.sub);
    if (!session || !account) throw unauthenticated('session-invalid', INVALID_TOKEN);
    await this.sessions.touch(session);
    return { accountId: account.id, sessionId: session.id, roles: account.roles };
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
