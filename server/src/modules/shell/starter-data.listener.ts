import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ACCOUNT_CREATED, type AccountCreatedEvent } from '../../common/events/domain-events';
import { sampleNotices, sampleShortcuts } from '../../store/seed/common';
import { MessagesRepository, NotificationsRepository } from './notices/notices.repository';
import { ShortcutsRepository } from './shortcuts/shortcuts.repository';

/** Every new account starts with the sample messages, notifications and shortcuts. */
@Injectable()
export class StarterDataListener {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly notifications: NotificationsRepository,
    private readonly shortcuts: ShortcutsRepository,
  ) {}

  @OnEvent(ACCOUNT_CREATED, { promisify: true })
  async onAccountCreated({ accountId }: AccountCreatedEvent): Promise<void> {
    await Promise.all([
      this.messages.mutate((items) => ({
        items: [...sampleNotices('messages', accountId), ...items],
        result: undefined,
      })),
      this.notifications.mutate((items) => ({
        items: [...sampleNotices('notifications', accountId), ...items],
        result: undefined,
      })),
      this.shortcuts.mutate((items) => ({
        items: [...items, ...sampleShortcuts(accountId)],
        result: undefined,
      })),
    ]);
  }
}
