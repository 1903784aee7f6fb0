/**
 * The shared apps' samples, from the hand-written files in data/seed/common: the
 * navigation, and the messages, notifications and shortcuts of one account (the
 * administrator's at seeding time; every new account gets its own, see
 * StarterDataListener).
 */
import { randomUUID } from 'node:crypto';
import {
  type Navigation,
  NAVIGATION_VARIANTS,
  type NavigationRecord,
} from '../../modules/shell/navigation/navigation.types';
import { itemIds } from '../../modules/shell/navigation/navigation-samples';
import type { Notice, NoticeKind, NoticeTemplate } from '../../modules/shell/notices/notice.types';
import type { Shortcut } from '../../modules/shell/shortcuts/shortcut.types';
import { ADMIN_ACCOUNT_ID } from './accounts';
import type { AreaSeeds } from './context';
import { minutesAgo, readSeedJson } from './seed-files';

export function sampleNavigation(): NavigationRecord[] {
  const navigation = readSeedJson<Navigation>('common/navigation.json');
  return NAVIGATION_VARIANTS.map((id) => ({
    id,
    items: navigation[id],
    offeredItems: itemIds(navigation[id]),
  }));
}

export function sampleShortcuts(accountId: string): Shortcut[] {
  return readSeedJson<Omit<Shortcut, 'id' | 'accountId'>[]>('common/shortcuts.json').map(
    (shortcut) => ({
      ...shortcut,
      id: randomUUID(),
      accountId,
    }),
  );
}

/** Sample notices for one account, from data/seed/common/<kind>.json. */
export function sampleNotices(kind: NoticeKind, accountId: string, now = new Date()): Notice[] {
  return readSeedJson<NoticeTemplate[]>(`common/${kind}.json`).map(
    ({ minutesAgo: age, ...template }) => ({
      ...template,
      id: randomUUID(),
      accountId,
      useRouter: template.useRouter ?? true,
      seen: template.seen ?? template.read,
      time: minutesAgo(age, now),
    }),
  );
}

export const COMMON_SEEDS = {
  navigation: () => sampleNavigation(),
  shortcuts: () => sampleShortcuts(ADMIN_ACCOUNT_ID),
  messages: () => sampleNotices('messages', ADMIN_ACCOUNT_ID),
  notifications: () => sampleNotices('notifications', ADMIN_ACCOUNT_ID),
} satisfies AreaSeeds;
