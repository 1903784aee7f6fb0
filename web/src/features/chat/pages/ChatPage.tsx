import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { useIsWideScreen } from '../../../lib/useMediaQuery';
import { type Chat, useChats, useMarkChatRead } from '../../../shell/toolbar/api/chat';
import { Conversation } from '../../../shell/toolbar/chat/Conversation';
import { EmptyState } from '../../../shell/toolbar/common/EmptyState';
import { IconButton } from '../../../shell/toolbar/common/IconButton';
import { useSetChatMuted } from '../api/chat-page';
import { ChatSidebar } from '../components/ChatSidebar';
import { ContactInfo } from '../components/ContactInfo';
import { ProfilePanel } from '../components/ProfilePanel';
import '../components/chat-page.css';

/**
 * apps/chat and apps/chat/:chatId: the chats on the left (search, unread counts, muted
 * marks), the open conversation on the right with its contact's details and mute. Below
 * the md breakpoint one of the two shows at a time. Opening a chat marks it read.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const { chatId = null } = useParams();
  const navigate = useNavigate();
  const chats = useChats();
  const { mutate: markRead } = useMarkChatRead();
  const setMuted = useSetChatMuted();
  const { notices, notify, dismiss } = useNotices();
  const wide = useIsWideScreen();
  const [search, setSearch] = useState('');
  const [contactOpen, setContactOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const selected = chats.data?.find((chat) => chat.id === chatId) ?? null;
  const hasUnread = (selected?.unreadCount ?? 0) > 0;

  useEffect(() => {
    if (chatId && hasUnread) markRead(chatId);
  }, [chatId, hasUnread, markRead]);

  function open(chat: Chat) {
    setContactOpen(false);
    void navigate(`/apps/chat/${chat.id}`);
  }

  function toggleMute(chat: Chat) {
    const muted = !chat.muted;
    setMuted.mutate(
      { id: chat.id, muted },
      {
        onSuccess: () =>
          notify(
            'success',
            t(muted ? 'chatPage.mutedNotice' : 'chatPage.unmutedNotice', {
              name: chat.contact.name,
            }),
          ),
        onError: () => notify('danger', t('chatPage.muteFailed')),
      },
    );
  }

  const missing = Boolean(chatId && chats.isSuccess && !selected);

  return (
    <div className="chat-app">
      {/* Below md one of the two at a time: the list, or the open conversation. */}
      {wide || !chatId ? (
        <aside className="chat-app__sidebar">
          <ChatSidebar
            chats={chats.data}
            loading={chats.isPending}
            failed={chats.isError}
            onRetry={() => void chats.refetch()}
            search={search}
            onSearch={setSearch}
            selectedId={chatId}
            onSelect={open}
            onOpenProfile={() => setProfileOpen(true)}
          />
        </aside>
      ) : null}
      {wide || chatId ? (
        <section className="chat-app__main" aria-label={t('chatPage.conversation')}>
          {selected ? (
            <Conversation
              key={selected.id}
              chat={selected}
              // Alone on a phone, the conversation is the page: its contact is the heading.
              headingLevel={wide ? 2 : 1}
              onBack={() => void navigate('/apps/chat')}
              actions={
                <>
                  <IconButton
                    icon={selected.muted ? 'bi-bell-slash' : 'bi-bell'}
                    label={t(selected.muted ? 'chatPage.unmute' : 'chatPage.mute')}
                    aria-pressed={selected.muted}
                    disabled={setMuted.isPending}
                    onClick={() => toggleMute(selected)}
                  />
                  <IconButton
                    icon="bi-info-circle"
                    label={t('chatPage.contact.open')}
                    aria-expanded={contactOpen}
                    onClick={() => setContactOpen(true)}
                  />
                </>
              }
            />
          ) : missing ? (
            <div className="chat-app__empty">
              <EmptyState
                icon="bi-chat-square-dots"
                title={t('chatPage.missingTitle')}
                text={t('chatPage.missingText')}
              />
              <Link to="/apps/chat" className="btn btn-outline-secondary btn-sm">
                {t('chatPage.backToChats')}
              </Link>
            </div>
          ) : (
            <div className="chat-app__empty">
              <EmptyState
                icon="bi-chat-square-text"
                title={t('toolbar.chat.selectConversation')}
                text={t('toolbar.chat.selectConversationText')}
              />
            </div>
          )}
        </section>
      ) : null}
      {selected ? (
        <ContactInfo
          contact={selected.contact}
          show={contactOpen}
          onHide={() => setContactOpen(false)}
        />
      ) : null}
      <ProfilePanel show={profileOpen} onHide={() => setProfileOpen(false)} />
      <Toasts notices={notices} onClose={dismiss} />
    </div>
  );
}

export { ChatPage as Component };
