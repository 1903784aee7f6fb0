import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { defineCollection, readSeedJson, Repository, StoreService } from '../../../store';
import { ADMIN_ACCOUNT_ID } from '../../accounts/accounts.repository';
import type { Shortcut } from './shortcut.types';

export function sampleShortcuts(accountId: string): Shortcut[] {
  return readSeedJson<Omit<Shortcut, 'id' | 'accountId'>[]>('common/shortcuts.json').map(
    (shortcut) => ({
      ...shortcut,
      id: randomUUID(),
      accountId,
    }),
  );
}

@Injectable()
export class ShortcutsRepository extends Repository<Shortcut> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Shortcut>({
        name: 'shortcuts',
        seed: () => sampleShortcuts(ADMIN_ACCOUNT_ID),
      }),
    );
  }

  ofAccount(accountId: string): Shortcut[] {
    return this.list().filter((shortcut) => shortcut.accountId === accountId);
  }
}
