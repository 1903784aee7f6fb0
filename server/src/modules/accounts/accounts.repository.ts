import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../../config/config';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Account } from './account.types';
import { hashPasswordSync } from './password';

/** The administrator every new installation starts with (README lists the credentials). */
export const ADMIN_ACCOUNT_ID = '5f0c1d2e-0000-4000-8000-000000000001';
const SEEDED_AT = '2026-01-05T09:00:00.000Z';

function seedAccounts(admin: { email: string; password: string }): Account[] {
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
      passwordHash: hashPasswordSync(admin.password),
      source: 'local',
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    },
  ];
}

@Injectable()
export class AccountsRepository extends Repository<Account> {
  constructor(store: StoreService, config: AppConfigService) {
    super(
      store,
      defineCollection<Account>({
        name: 'accounts',
        seed: () => seedAccounts(config.values.admin),
      }),
    );
  }

  findByEmail(email: string): Account | undefined {
    const wanted = email.trim().toLowerCase();
    return this.list().find((account) => account.email === wanted);
  }
}
