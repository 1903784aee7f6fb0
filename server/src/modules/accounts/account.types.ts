export const ACCOUNT_STATUSES = ['online', 'away', 'busy', 'not-visible'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** A member of staff who signs in to the console. */
export interface Account {
  id: string;
  name: string;
  surname: string;
  email: string;
  avatar: string | null;
  empresa: string;
  ctaid: string;
  status: AccountStatus;
  /** scrypt hash; null for accounts whose credentials live upstream. */
  passwordHash: string | null;
  source: 'local' | 'upstream';
  createdAt: string;
  updatedAt: string;
}
