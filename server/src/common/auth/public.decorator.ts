import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiOperation } from '@nestjs/swagger';

export const IS_PUBLIC_KEY = 'isPublic';

/**
 * Opts a route out of the global sign-in guard. The OpenAPI document marks it with an
 * empty security requirement and `x-access: [public]`, so the document says which routes
 * are public.
 */
export function Public(): MethodDecorator {
  return applyDecorators(
    SetMetadata(IS_PUBLIC_KEY, true),
    ApiOperation({ security: [] }),
    ApiExtension('x-access', ['public']),
  ) as MethodDecorator;
}
