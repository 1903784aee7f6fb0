import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { type Chat, useChats, useMarkChatRead } from '../api/chat';
import { CountBadge } from '../common/CountBadge';
import { EmptyState } from '../common/EmptyState';
import { ChatListItem } from './ChatListItem';
import { Conversation } from './Conversation';

/**
 * The quick chat: a drawer on the right with the chats and, once one is chosen, its
 * conversation ('Select a conversation' until then). Opening a chat loads it and marks it
 * read.
 */
export function QuickChat() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const badgeId = useId();
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
        aria-describedby={unread > 0 ? badgeId : undefined}
        onClick={() => setOpen(true)}
      >
        <i className="bi bi-chat-dots" aria-hidden="true" />
        <CountBadge
          id={badgeId}
          count={unread}
          label={t('toolbar.chat.unread', { count: unread })}
        />
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
