import { SetMetadata } from '@nestjs/common';

export const BEFORE_PASSWORD_CHANGE_KEY = 'allowedBeforePasswordChange';

/**
 * A signed-in route that an account which must first change its password may still call:
 * reading itself, changing the password, signing out. Every other one answers 403
 * `password-change-required` until then.
 */
export const AllowedBeforePasswordChange = (): MethodDecorator =>
  SetMetadata(BEFORE_PASSWORD_CHANGE_KEY, true);
