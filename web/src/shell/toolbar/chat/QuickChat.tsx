import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { type Chat, useChat, useChats, useMarkChatRead, useSendChatMessage } from '../api/chat';
import { Avatar } from '../common/Avatar';
import { CountBadge } from '../common/CountBadge';
import { EmptyState } from '../common/EmptyState';
import { formatChatTime, formatLongDate, localDayKey } from '../common/format';
import { IconButton } from '../common/IconButton';
import { useToolbarToast } from '../common/toasts';
import { withDaySeparators } from './day-separators';

/**
 * The quick chat: a drawer on the right with the chats and, once one is chosen, its
 * conversation ('Select a conversation' until then). Opening a chat loads it and marks it
 * read.
 */
export function QuickChat() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const chats = useChats();
  const markRead = useMarkChatRead();
  const unread = chats.data?.reduce((sum, chat) => sum + chat.unreadCount, 0) ?? 0;
  const selected = chats.data?.find((chat) => chat.id === selectedId) ?? null;

  function select(chat: Chat) {
    setSelectedId(chat.id);
    if (chat.unreadCount > 0) markRead.mutate(chat.id);
  }

  return (
    <>
      <button
        type="button"
        className="toolbar-icon-btn toolbar-icon-btn--md"
        aria-label={t('toolbar.chat.open')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <i className="bi bi-chat-dots" aria-hidden="true" />
        <CountBadge count={unread} label={t('toolbar.chat.unread', { count: unread })} />
      </button>
      <Offcanvas
        show={open}
        onHide={() => setOpen(false)}
        placement="end"
        className="quick-chat"
        aria-labelledby="quick-chat-title"
      >
        <Offcanvas.Header closeButton closeLabel={t('toolbar.chat.close')}>
          <Offcanvas.Title id="quick-chat-title" as="h2" className="quick-chat__title">
            <i className="bi bi-chat-dots" aria-hidden="true" />
            {t('toolbar.chat.title')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className={`quick-chat__body${selected ? ' has-selection' : ''}`}>
          <nav className="quick-chat__list" aria-label={t('toolbar.chat.chats')}>
            {chats.isPending ? (
              <div className="toolbar-panel__loading">
                <Spinner animation="border" size="sm" role="status" />
              </div>
            ) : chats.isError ? (
              <div className="toolbar-panel__error" role="alert">
                <span>{t('toolbar.chat.loadFailed')}</span>
                <Button size="sm" variant="outline-secondary" onClick={() => void chats.refetch()}>
                  {t('common.retry')}
                </Button>
              </div>
            ) : chats.data.length === 0 ? (
              <p className="quick-chat__none">{t('toolbar.chat.noChats')}</p>
            ) : (
              <ul className="quick-chat__chats">
                {chats.data.map((chat) => (
                  <li key={chat.id}>
                    <ChatListItem
                      chat={chat}
                      selected={chat.id === selectedId}
                      onSelect={() => select(chat)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </nav>
          <section className="quick-chat__pane">
            {selected ? (
              <Conversation chat={selected} onBack={() => setSelectedId(null)} />
            ) : (
              <EmptyState
                icon="bi-chat-square-text"
                title={t('toolbar.chat.selectConversation')}
                text={t('toolbar.chat.selectConversationText')}
              />
            )}
          </section>
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}

function ChatListItem({
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

function Conversation({ chat, onBack }: { chat: Chat; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useChat(chat.id);
  const send = useSendChatMessage();
  const toast = useToolbarToast();
  const [text, setText] = useState('');
  const thread = useRef<HTMLDivElement>(null);
  const messages = detail.data?.messages ?? [];

  useLayoutEffect(() => {
    const element = thread.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, chat.id]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!text.trim() || send.isPending) return;
    send.mutate(
      { chatId: chat.id, text },
      {
        onSuccess: () => setText(''),
        onError: () => toast(t('toolbar.chat.sendFailed')),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <div className="conversation" data-testid="conversation">
      <div className="conversation__header">
        <IconButton
          icon="bi-arrow-left"
          size="sm"
          label={t('toolbar.chat.back')}
          onClick={onBack}
          className="conversation__back"
        />
        <Avatar src={chat.contact.avatar} name={chat.contact.name} size={36} />
        <div className="conversation__who">
          <h3 className="conversation__name">{chat.contact.name}</h3>
          {chat.contact.about ? (
            <div className="conversation__about">{chat.contact.about}</div>
          ) : null}
        </div>
      </div>
      <div className="conversation__thread" ref={thread} aria-live="polite">
        {detail.isPending ? (
          <div className="toolbar-panel__loading">
            <Spinner animation="border" size="sm" role="status" />
          </div>
        ) : detail.isError ? (
          <div className="toolbar-panel__error" role="alert">
            <span>{t('toolbar.chat.loadFailed')}</span>
            <Button size="sm" variant="outline-secondary" onClick={() => void detail.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          withDaySeparators(messages).map((item) =>
            item.kind === 'day' ? (
              <div key={item.key} className="chat-day" role="separator">
                <span>{formatLongDate(item.date, i18n.language)}</span>
              </div>
            ) : (
              <div
                key={item.key}
                className={`chat-message chat-message--${item.message.isMine ? 'mine' : 'theirs'}`}
                data-testid="chat-message"
              >
                <div
                  className="chat-message__bubble"
                  // Sanitised by the server when stored (inline formatting only).
                  dangerouslySetInnerHTML={{ __html: item.message.value }}
                />
                <time className="chat-message__time" dateTime={item.message.createdAt}>
                  {formatChatTime(item.message.createdAt, i18n.language)}
                </time>
              </div>
            ),
          )
        )}
      </div>
      <form className="conversation__composer" onSubmit={submit}>
        <textarea
          className="form-control conversation__input"
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('toolbar.chat.composer')}
          aria-label={t('toolbar.chat.composer')}
          maxLength={2000}
        />
        <Button
          type="submit"
          variant="primary"
          className="conversation__send"
          disabled={!text.trim() || send.isPending}
          aria-label={t('toolbar.chat.send')}
        >
          {send.isPending ? (
            <Spinner animation="border" size="sm" aria-hidden="true" />
          ) : (
            <i className="bi bi-send-fill" aria-hidden="true" />
          )}
        </Button>
      </form>
    </div>
  );
}
