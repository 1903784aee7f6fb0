import { randomBytes } from 'node:crypto';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * The first administrator's password outside production, printed in the README: handy on
 * a developer's machine, and therefore refused in production, where anyone could know it.
 */
export const DEFAULT_ADMIN_PASSWORD = 'Talento-Admin-2026';

/**
 * A one-time password for the first administrator in production without ADMIN_PASSWORD:
 * 144 random bits, 24 URL-safe characters (easy to copy from a log line).
 */
export function generateAdminPassword(): string {
  return randomBytes(18).toString('base64url');
}

/** Refuses the well-known default as ADMIN_PASSWORD when NODE_ENV is production. */
export function IsNotDefaultAdminPasswordInProduction(
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotDefaultAdminPasswordInProduction',
      validator: {
        validate: (value: unknown, args) =>
          !(
            value === DEFAULT_ADMIN_PASSWORD &&
            (args?.object as { NODE_ENV?: unknown }).NODE_ENV === 'production'
          ),
        defaultMessage: () =>
          'ADMIN_PASSWORD must not be the well-known default in production: choose another, ' +
          'or leave it unset for a one-time password printed at the first start',
      },
    },
    options,
  );
}
