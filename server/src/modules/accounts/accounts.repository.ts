import { Injectable } from '@nestjs/common';
import { upgradeImageFields } from '../../common/images/image-urls';
import {
  defineCollection,
  Repository,
  StoreService,
  upgradeEach,
  upgradeInOrder,
} from '../../store';
import type { Account } from './account.types';

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

/**
 * Data folders from before the onboarding: those accounts were in use already, so they
 * count as onboarded; phone and language start empty.
 */
export function upgradeAccountProfiles(items: readonly Account[]): readonly Account[] {
  return upgradeEach(items, (account) =>
    account.onboardedAt !== undefined
      ? account
      : {
          ...account,
          phone: account.phone ?? '',
          language: account.language ?? null,
          onboardedAt: account.createdAt,
        },
  );
}

@Injectable()
export class AccountsRepository extends Repository<Account> {
  /** Whether this start created the accounts (see FirstAdministratorNotice). */
  seededAtStart = false;

  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Account>({
        name: 'accounts',
        upgrade: upgradeInOrder(upgradeAccounts, upgradeAccountAvatars, upgradeAccountProfiles),
      }),
    );
  }

  override async onModuleInit(): Promise<'loaded' | 'seeded'> {
    const outcome = await super.onModuleInit();
    this.seededAtStart = outcome === 'seeded';
    return outcome;
  }

  findByEmail(email: string): Account | undefined {
    const wanted = email.trim().toLowerCase();
    return this.list().find((account) => account.email === wanted);
  }
}
