import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppIcon } from '../../../components/icons';
import {
  type Notice,
  unreadCount,
  useMarkAllNoticesRead,
  useNotices,
  useRemoveNotice,
  useSetNoticeRead,
} from '../api/notices';
import { EmptyState } from '../common/EmptyState';
import { formatNoticeTime } from '../common/format';
import { IconButton } from '../common/IconButton';
import { Tip } from '../common/Tip';
import { usePanelConfirmation, ToolbarPanel } from '../common/ToolbarPanel';
import { useToolbarToast } from '../common/toasts';
import type { NoticesPanelConfig } from './notices-config';

/**
 * The messages or the notifications panel (one component, two configurations): the
 * unread count on its button; a list with per-item read toggle and removal; mark all
 * as read.
 */
export function NoticesPanel({ config }: { config: NoticesPanelConfig }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const notices = useNotices(config.kind);
  const setRead = useSetNoticeRead(config.kind);
  const remove = useRemoveNotice(config.kind);
  const markAll = useMarkAllNoticesRead(config.kind);
  const { confirm, held } = usePanelConfirmation();
  const toast = useToolbarToast();
  const unread = unreadCount(notices.data);
  const onError = { onError: () => toast(t('toolbar.notices.changeFailed')) };

  const markAllLabel = t('toolbar.notices.markAllAsRead');
  const markAllButton = (
    <IconButton
      icon="bi-envelope-open"
      label={markAllLabel}
      size="sm"
      disabled={unread === 0}
      onClick={() => markAll.mutate(undefined, onError)}
    />
  );

  async function removeNotice(notice: Notice) {
    const answer = await confirm({
      title: t('toolbar.notices.remove'),
      message: notice.title,
      icon: { name: 'bi-trash3' },
      actions: { confirm: { label: t('toolbar.notices.remove') } },
    });
    if (answer === 'confirmed') remove.mutate(notice.id, onError);
  }

  return (
    <ToolbarPanel
      name={config.kind}
      icon={config.icon}
      label={t(config.texts.open)}
      badge={{ count: unread, label: t('toolbar.notices.unread', { count: unread }) }}
      title={t(config.texts.title)}
      open={open}
      held={held}
      onOpenChange={setOpen}
      headerActions={
        <>
          {unread > 0 ? (
            <span className="toolbar-panel__chip">
              {t('toolbar.notices.unread', { count: unread })}
            </span>
          ) : null}
          <Tip label={markAllLabel}>
            {/* A disabled button shows no tooltip; its wrapper does. */}
            <span className="d-inline-flex">{markAllButton}</span>
          </Tip>
        </>
      }
    >
      {notices.isPending ? (
        <div className="toolbar-panel__loading">
          <Spinner animation="border" size="sm" role="status" />
        </div>
      ) : notices.isError ? (
        <div className="toolbar-panel__error" role="alert">
          <span>{t('toolbar.notices.loadFailed')}</span>
          <Button size="sm" variant="outline-secondary" onClick={() => void notices.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : notices.data.length === 0 ? (
        <EmptyState
          icon={config.fallbackIcon}
          title={t(config.texts.emptyTitle)}
          text={t(config.texts.emptyText)}
        />
      ) : (
        <ul className="notice-list">
          {notices.data.map((notice) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              fallbackIcon={config.fallbackIcon}
              onFollow={() => setOpen(false)}
              onToggleRead={() => setRead.mutate({ id: notice.id, read: !notice.read }, onError)}
              onRemove={() => void removeNotice(notice)}
            />
          ))}
        </ul>
      )}
    </ToolbarPanel>
  );
}

interface NoticeItemProps {
  notice: Notice;
  fallbackIcon: string;
  onFollow: () => void;
  onToggleRead: () => void;
  onRemove: () => void;
}

function NoticeItem({ notice, fallbackIcon, onFollow, onToggleRead, onRemove }: NoticeItemProps) {
  const { t, i18n } = useTranslation();
  const readLabel = notice.read
    ? t('toolbar.notices.markAsUnread')
    : t('toolbar.notices.markAsRead');
  const title = notice.title ?? '';
  return (
    <li
      className={`notice${notice.read ? '' : ' notice--unread'}`}
      data-testid="notice"
      data-read={notice.read}
    >
      <span className="notice__media" aria-hidden="true">
        {notice.image ? (
          <img src={notice.image} alt="" className="notice__image" />
        ) : notice.icon ? (
          <AppIcon name={notice.icon} />
        ) : (
          <i className={`bi ${fallbackIcon}`} />
        )}
      </span>
      <div className="notice__content">
        {notice.link ? (
          notice.useRouter ? (
            <Link to={notice.link} className="notice__title stretched-link" onClick={onFollow}>
              {title}
            </Link>
          ) : (
            <a
              href={notice.link}
              target="_blank"
              rel="noopener noreferrer"
              className="notice__title stretched-link"
              onClick={onFollow}
            >
              {title}
            </a>
          )
        ) : (
          <span className="notice__title">{title}</span>
        )}
        {notice.description ? (
          <div
            className="notice__description"
            // Sanitised by the server when stored (inline formatting and links only).
            dangerouslySetInnerHTML={{ __html: notice.description }}
          />
        ) : null}
        <time className="notice__time" dateTime={notice.time}>
          {formatNoticeTime(notice.time, i18n.language)}
        </time>
      </div>
      <div className="notice__actions">
        <Tip label={readLabel} placement="left">
          <button
            type="button"
            className="notice__read-toggle"
            aria-label={readLabel}
            onClick={onToggleRead}
          >
            <span className="notice__dot" aria-hidden="true" />
          </button>
        </Tip>
        <Tip label={t('toolbar.notices.remove')} placement="left">
          <IconButton
            icon="bi-x-lg"
            size="sm"
            className="notice__remove"
            label={t('toolbar.notices.remove')}
            onClick={onRemove}
          />
        </Tip>
      </div>
    </li>
  );
}
