import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../../config/config';
import { upgradeImageFields } from '../../common/images/image-urls';
import {
  defineCollection,
  Repository,
  StoreService,
  upgradeEach,
  upgradeInOrder,
} from '../../store';
import type { Account } from './account.types';
import { hashPasswordSync } from './password';

/** The administrator every new installation starts with (README lists the credentials). */
export const ADMIN_ACCOUNT_ID = '5f0c1d2e-0000-4000-8000-000000000001';
const SEEDED_AT = '2026-01-05T09:00:00.000Z';

function seedAccounts(admin: { email: string; password: string }, hashCost: number): Account[] {
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
      state: 'active',
      roles: ['admin'],
      reviewedBy: null,
      reviewedAt: null,
      passwordHash: hashPasswordSync(admin.password, hashCost),
      source: 'local',
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    },
  ];
}

/**
 * Data folders from before roles: the first account (oldest) becomes an administrator,
 * every other one a recruiter and rewards operator; all stay active.
 */
export function upgradeAccounts(items: readonly Account[]): readonly Account[] {
  const legacy = items.filter((account) => !Array.isArray(account.roles));
  if (legacy.length === 0) return items;
  const hadRoles = items.length > legacy.length;
  const first = [...items].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  return items.map((account) => {
    if (Array.isArray(account.roles)) return account;
    const roles: Account['roles'] =
      !hadRoles && account.id === first.id ? ['admin'] : ['recruiter', 'rewards'];
    return {
      ...account,
      roles,
      state: account.state ?? 'active',
      reviewedBy: account.reviewedBy ?? null,
      reviewedAt: account.reviewedAt ?? null,
    };
  });
}

/** Avatars saved as `/images/...` (the web's files) move to the API's `/api/images/...`. */
export function upgradeAccountAvatars(items: readonly Account[]): readonly Account[] {
  return upgradeEach(items, (account) => upgradeImageFields(account, 'avatar'));
}

@Injectable()
export class AccountsRepository extends Repository<Account> {
  constructor(store: StoreService, config: AppConfigService) {
    super(
      store,
      defineCollection<Account>({
        name: 'accounts',
        seed: () => seedAccounts(config.values.admin, config.values.passwordHashCost),
        upgrade: upgradeInOrder(upgradeAccounts, upgradeAccountAvatars),
      }),
    );
  }

  findByEmail(email: string): Account | undefined {
    const wanted = email.trim().toLowerCase();
    return this.list().find((account) => account.email === wanted);
  }
}
