import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { type Chat, useChat, useSendChatMessage } from '../api/chat';
import { Avatar } from '../common/Avatar';
import { formatChatTime, formatLongDate } from '../common/format';
import { IconButton } from '../common/IconButton';
import { useToolbarToast } from '../common/toasts';
import { withDaySeparators } from './day-separators';

/**
 * A conversation: its contact, the messages with a day separator wherever the day
 * changes, and the composer (Enter sends, Shift+Enter breaks the line). Used by the quick
 * chat and by the chat page, which adds its own actions to the header.
 */
export function Conversation({
  chat,
  onBack,
  actions,
  headingLevel = 3,
}: {
  chat: Chat;
  onBack: () => void;
  /** Buttons at the end of the header (the chat page's contact details and mute). */
  actions?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
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
          <Heading className="conversation__name">{chat.contact.name}</Heading>
          {chat.contact.about ? (
            <div className="conversation__about">{chat.contact.about}</div>
          ) : null}
        </div>
        {actions ? <div className="conversation__actions">{actions}</div> : null}
      </div>
      <div
        className="conversation__thread"
        ref={thread}
        role="log"
        aria-label={t('toolbar.chat.thread', { name: chat.contact.name })}
        // Reachable by keyboard, so the messages can be scrolled without a pointer.
        tabIndex={0}
      >
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
