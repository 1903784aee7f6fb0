/**
 * The administrator every new installation starts with (README lists the credentials):
 * the configured e-mail and password, a fixed id that the other samples refer to. A
 * generated one-time password (production without ADMIN_PASSWORD) must be changed first.
 */
import type { Account } from '../../modules/accounts/account.types';
import { hashPasswordSync } from '../../modules/accounts/password';
import type { AreaSeeds, SeedContext } from './context';

export const ADMIN_ACCOUNT_ID = '5f0c1d2e-0000-4000-8000-000000000001';
const SEEDED_AT = '2026-01-05T09:00:00.000Z';

export function sampleAccounts({ admin, passwordHashCost }: SeedContext): Account[] {
  return [
    {
      id: ADMIN_ACCOUNT_ID,
      name: 'Lucía',
      surname: 'Fernández',
      email: admin.email,
      avatar: null,
      empresa: 'Talento',
      ctaid: '',
      status: 'online',
      phone: '',
      language: null,
      // The installation's first administrator: set up by the operator, no onboarding.
      onboardedAt: SEEDED_AT,
      state: 'active',
      roles: ['admin'],
      reviewedBy: null,
      reviewedAt: null,
      passwordHash: hashPasswordSync(admin.password, passwordHashCost),
      ...(admin.oneTimePassword ? { passwordChangeRequired: true } : {}),
      source: 'local',
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    },
  ];
}

export const ACCOUNT_SEEDS = { accounts: sampleAccounts } satisfies AreaSeeds;
