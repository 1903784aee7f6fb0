import { Injectable } from '@nestjs/common';
import { withUpgradedIcon } from '../../../common/icons/legacy-icons';
import { defineCollection, Repository, StoreService, upgradeEach } from '../../../store';
import type { Shortcut } from './shortcut.types';

/** A shortcut whose icon an older version did not know gets this one. */
export const SHORTCUT_FALLBACK_ICON = 'heroicons_outline:bookmark';

/** Shortcuts saved with Bootstrap names (`bi-people`) name them as the original client does. */
export function upgradeShortcutIcons(items: readonly Shortcut[]): readonly Shortcut[] {
  return upgradeEach(items, (shortcut) =>
    withUpgradedIcon(shortcut, 'heroicons_outline', SHORTCUT_FALLBACK_ICON),
  );
}

@Injectable()
export class ShortcutsRepository extends Repository<Shortcut> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Shortcut>({
        name: 'shortcuts',
        upgrade: upgradeShortcutIcons,
      }),
    );
  }

  ofAccount(accountId: string): Shortcut[] {
    return this.list().filter((shortcut) => shortcut.accountId === accountId);
  }
}
