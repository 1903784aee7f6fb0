import { Injectable } from '@nestjs/common';
import { withUpgradedIcon } from '../../../common/icons/legacy-icons';
import { upgradeImageFields } from '../../../common/images/image-urls';
import {
  defineCollection,
  Repository,
  StoreService,
  upgradeEach,
  upgradeInOrder,
} from '../../../store';
import type { Notice, NoticeKind } from './notice.types';

/** Images saved as `/images/...` (the web's files) move to the API's `/api/images/...`. */
export function upgradeNoticeImages(items: readonly Notice[]): readonly Notice[] {
  return upgradeEach(items, (notice) => upgradeImageFields(notice, 'image'));
}

/** What a notice whose icon an older version did not know shows instead. */
export const NOTICE_FALLBACK_ICONS: Readonly<Record<NoticeKind, string>> = {
  messages: 'heroicons_mini:envelope',
  notifications: 'heroicons_mini:bell',
};

/**
 * Icons saved as Bootstrap names (`bi-gift`) are named as the original client
 * names its notification icons (`heroicons_mini:gift`).
 */
export function upgradeNoticeIcons(
  kind: NoticeKind,
): (items: readonly Notice[]) => readonly Notice[] {
  return (items) =>
    upgradeEach(items, (notice) =>
      withUpgradedIcon(notice, 'heroicons_mini', NOTICE_FALLBACK_ICONS[kind]),
    );
}

export abstract class NoticesRepository extends Repository<Notice> {
  abstract readonly kind: NoticeKind;

  ofAccount(accountId: string): Notice[] {
    return this.list()
      .filter((notice) => notice.accountId === accountId)
      .sort((a, b) => b.time.localeCompare(a.time));
  }
}

@Injectable()
export class MessagesRepository extends NoticesRepository {
  readonly kind = 'messages';
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Notice>({
        name: 'messages',
        upgrade: upgradeInOrder(upgradeNoticeImages, upgradeNoticeIcons('messages')),
      }),
    );
  }
}

@Injectable()
export class NotificationsRepository extends NoticesRepository {
  readonly kind = 'notifications';
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Notice>({
        name: 'notifications',
        upgrade: upgradeInOrder(upgradeNoticeImages, upgradeNoticeIcons('notifications')),
      }),
    );
  }
}
