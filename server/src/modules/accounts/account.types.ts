import type { Role } from '../../common/auth/access';

/** The console's languages (web/public/i18n). */
export const LANGUAGES = ['en', 'tr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const ACCOUNT_STATUSES = ['online', 'away', 'busy', 'not-visible'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * Where an account stands: sign-up makes it `pending` until an administrator approves
 * (`active`) or rejects it; an active account can be `deactivated` and reactivated. Only
 * active accounts sign in.
 */
export const ACCOUNT_STATES = ['pending', 'active', 'rejected', 'deactivated'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** A member of staff who signs in to the console. */
export interface Account {
  id: string;
  name: string;
  surname: string;
  email: string;
  avatar: string | null;
  empresa: string;
  ctaid: string;
  /** Presence shown in the shell's user menu: online, away, busy or not-visible. */
  status: AccountStatus;
  /** The person's phone, given in the onboarding profile ('' until then). */
  phone: string;
  /** The console's language the person chose; null: the browser's or the default. */
  language: Language | null;
  /** When the person finished the first sign-in onboarding; null until then. */
  onboardedAt: string | null;
  state: AccountState;
  roles: Role[];
  /** Who last approved, rejected, deactivated or reactivated the account, and when. */
  reviewedBy: string | null;
  reviewedAt: string | null;
  /** scrypt hash; null for accounts whose credentials live upstream. */
  passwordHash: string | null;
  /**
   * The password was given to the person (a generated one-time password): until they
   * choose their own, the API answers nothing else (`password-change-required`).
   * Absent: false.
   */
  passwordChangeRequired?: boolean;
  source: 'local' | 'upstream';
  createdAt: string;
  updatedAt: string;
}
