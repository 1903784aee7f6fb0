import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  mixin,
  type Type,
} from '@nestjs/common';

/**
 * The original client posts forgot-password and reset-password with the bare value as a
 * text/plain body (the e-mail, the new password). This turns such a body into the object
 * the DTO validates (`{email}`, `{password}`); JSON bodies pass untouched. A guard, listed
 * before the rate limit, because the limit reads the e-mail from the body too.
 */
export function BareStringBodyAs(field: string): Type<CanActivate> {
  @Injectable()
  class ShapeBareStringBody implements CanActivate {
    canActivate(context: ExecutionContext): boolean {
      const request = context.switchToHttp().getRequest<{ body: unknown }>();
      if (typeof request.body === 'string') request.body = { [field]: request.body.trim() };
      return true;
    }
  }
  return mixin(ShapeBareStringBody);
}
