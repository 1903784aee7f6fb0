import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/data-table/SearchInput';
import type { Chat } from '../../../shell/toolbar/api/chat';
import { ChatListItem } from '../../../shell/toolbar/chat/ChatListItem';
import { filterChats } from '../api/chat-page';

interface ChatSidebarProps {
  chats: Chat[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  search: string;
  onSearch: (search: string) => void;
  selectedId: string | null;
  onSelect: (chat: Chat) => void;
  onOpenProfile: () => void;
}

/** The chat page's left column: the profile button, the search and the chats. */
export function ChatSidebar({
  chats,
  loading,
  failed,
  onRetry,
  search,
  onSearch,
  selectedId,
  onSelect,
  onOpenProfile,
}: ChatSidebarProps) {
  const { t } = useTranslation();
  const shown = chats ? filterChats(chats, search) : [];
  const unread = chats?.reduce((sum, chat) => sum + chat.unreadCount, 0) ?? 0;
  return (
    <>
      <div className="chat-app__sidebar-header">
        <div className="d-flex align-items-center gap-2">
          <h1 className="chat-app__title">{t('chatPage.title')}</h1>
          {unread > 0 ? (
            <span className="badge rounded-pill text-bg-primary">
              {t('chatPage.unread', { count: unread })}
            </span>
          ) : null}
          <Button variant="outline-secondary" size="sm" className="ms-auto" onClick={onOpenProfile}>
            <i className="bi bi-person-circle me-1" aria-hidden="true" />
            {t('chatPage.profile.open')}
          </Button>
        </div>
        <SearchInput
          value={search}
          onSearch={onSearch}
          label={t('chatPage.search')}
          placeholder={t('chatPage.search')}
          className="mt-3"
        />
      </div>
      <nav className="chat-app__list" aria-label={t('chatPage.chats')}>
        {loading ? (
          <div className="chat-app__status">
            <Spinner animation="border" size="sm" role="status">
              <span className="visually-hidden">{t('common.loading')}</span>
            </Spinner>
          </div>
        ) : failed ? (
          <div className="chat-app__status" role="alert">
            <p className="mb-2">{t('toolbar.chat.loadFailed')}</p>
            <Button size="sm" variant="outline-secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <p className="chat-app__status text-body-secondary" role="status">
            {search.trim() ? t('chatPage.noResults') : t('toolbar.chat.noChats')}
          </p>
        ) : (
          <ul className="quick-chat__chats">
            {shown.map((chat) => (
              <li key={chat.id}>
                <ChatListItem
                  chat={chat}
                  selected={chat.id === selectedId}
                  onSelect={() => onSelect(chat)}
                />
              </li>
            ))}
          </ul>
        )}
      </nav>
    </>
  );
}
