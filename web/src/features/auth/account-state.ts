import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/errors';
import type { FormAlertProps } from './components/FormAlert';

/** The 403 codes of a right password for an account that may not sign in (yet). */
export const ACCOUNT_STATE_CODES = [
  'account-pending',
  'account-rejected',
  'account-deactivated',
] as const;
export type AccountStateCode = (typeof ACCOUNT_STATE_CODES)[number];

export function accountStateCode(error: unknown): AccountStateCode | null {
  if (!isApiError(error) || error.statusCode !== 403) return null;
  return (ACCOUNT_STATE_CODES as readonly string[]).includes(error.code ?? '')
    ? (error.code as AccountStateCode)
    : null;
}

/**
 * What the sign-in and unlock pages show for a failed attempt: a translated sentence for an
 * account that is not active (awaiting approval, rejected, deactivated), else the server's
 * message, or null when the fields already say everything (`fallback`).
 */
export function signInFailure(
  error: unknown,
  t: TFunction,
  fallback: () => string | null,
): FormAlertProps | null {
  switch (accountStateCode(error)) {
    case 'account-pending':
      return {
        message: t('auth.accountState.pending'),
        variant: 'warning',
        icon: 'hourglass-split',
      };
    case 'account-rejected':
      return { message: t('auth.accountState.rejected'), icon: 'x-octagon' };
    case 'account-deactivated':
      return { message: t('auth.accountState.deactivated'), icon: 'slash-circle' };
    default: {
      const message = fallback();
      return message ? { message } : null;
    }
  }
}
