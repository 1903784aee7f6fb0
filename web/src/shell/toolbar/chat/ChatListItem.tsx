import { useTranslation } from 'react-i18next';
import type { Chat } from '../api/chat';
import { Avatar } from '../common/Avatar';
import { formatChatTime, localDayKey } from '../common/format';

/** One chat in a list: the contact, the last message and its time, muted and unread marks. */
export function ChatListItem({
  chat,
  selected,
  onSelect,
}: {
  chat: Chat;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation();
  const today = localDayKey(new Date()) === localDayKey(chat.lastMessageAt);
  return (
    <button
      type="button"
      className={`chat-item${selected ? ' is-selected' : ''}${chat.unreadCount > 0 ? ' is-unread' : ''}`}
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
      data-testid="chat-item"
    >
      <Avatar src={chat.contact.avatar} name={chat.contact.name} size={40} />
      <span className="chat-item__text">
        <span className="chat-item__top">
          <span className="chat-item__name">{chat.contact.name}</span>
          <time className="chat-item__time" dateTime={chat.lastMessageAt}>
            {today
              ? formatChatTime(chat.lastMessageAt, i18n.language)
              : new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' }).format(
                  new Date(chat.lastMessageAt),
                )}
          </time>
        </span>
        <span className="chat-item__bottom">
          <span
            className="chat-item__last"
            // Sanitised by the server when stored.
            dangerouslySetInnerHTML={{ __html: chat.lastMessage }}
          />
          {chat.muted ? (
            <i
              className="bi bi-bell-slash chat-item__muted"
              aria-label={t('toolbar.chat.muted')}
              role="img"
            />
          ) : null}
          {chat.unreadCount > 0 ? (
            <span
              className="chat-item__unread"
              aria-label={t('toolbar.chat.unread', { count: chat.unreadCount })}
            >
              {chat.unreadCount}
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}
