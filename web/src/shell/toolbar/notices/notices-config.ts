import type { NoticeKind } from '../api/notices';

/** What differs between the messages and the notifications panel. */
export interface NoticesPanelConfig {
  kind: NoticeKind;
  /** The toolbar button's icon. */
  icon: string;
  /** Shown for an item that has neither image nor icon, and in the empty state. */
  fallbackIcon: string;
  texts: {
    title: `toolbar.${NoticeKind}.title`;
    open: `toolbar.${NoticeKind}.open`;
    emptyTitle: `toolbar.${NoticeKind}.emptyTitle`;
    emptyText: `toolbar.${NoticeKind}.emptyText`;
  };
}

export const MESSAGES_PANEL: NoticesPanelConfig = {
  kind: 'messages',
  icon: 'bi-chat-square-text',
  fallbackIcon: 'bi-envelope',
  texts: {
    title: 'toolbar.messages.title',
    open: 'toolbar.messages.open',
    emptyTitle: 'toolbar.messages.emptyTitle',
    emptyText: 'toolbar.messages.emptyText',
  },
};

export const NOTIFICATIONS_PANEL: NoticesPanelConfig = {
  kind: 'notifications',
  icon: 'bi-bell',
  fallbackIcon: 'bi-bell',
  texts: {
    title: 'toolbar.notifications.title',
    open: 'toolbar.notifications.open',
    emptyTitle: 'toolbar.notifications.emptyTitle',
    emptyText: 'toolbar.notifications.emptyText',
  },
};
