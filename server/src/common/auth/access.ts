import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiForbiddenResponse } from '@nestjs/swagger';

/** Staff roles. `admin` implies every other role. */
export const ROLES = ['admin', 'recruiter', 'rewards'] as const;
export type Role = (typeof ROLES)[number];

/** Any active account may call the route (the everyday apps, the shell). */
export const SIGNED_IN = 'signed-in';

/** What a route requires: any active account, or one of the listed roles. */
export type AccessRule = typeof SIGNED_IN | readonly Role[];

export const ACCESS_KEY = 'access';

/**
 * Declares who may call a route (on a handler or a whole controller; the handler's
 * declaration wins). Every non-public route must carry one: the guard refuses routes
 * without it, and the route-walk test checks each against its table. The rule is written
 * into the OpenAPI document as `x-access`.
 */
export function Access(...rule: [typeof SIGNED_IN] | Role[]): ClassDecorator & MethodDecorator {
  const value: AccessRule = rule[0] === SIGNED_IN ? SIGNED_IN : (rule as Role[]);
  return applyDecorators(
    SetMetadata(ACCESS_KEY, value),
    ApiExtension('x-access', value === SIGNED_IN ? [SIGNED_IN] : value),
    ...(value === SIGNED_IN
      ? []
      : [ApiForbiddenResponse({ description: `Needs the role ${value.join(' or ')}` })]),
  );
}

/** True when an account holding `roles` may call a route that requires `rule`. */
export function mayAccess(roles: readonly Role[], rule: AccessRule): boolean {
  if (rule === SIGNED_IN) return true;
  return roles.includes('admin') || rule.some((role) => roles.includes(role));
}

export function isAdmin(roles: readonly Role[]): boolean {
  return roles.includes('admin');
}
