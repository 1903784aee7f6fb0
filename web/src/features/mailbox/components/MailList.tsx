import type { UseQueryResult } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/data-table/EmptyState';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { AppIcon } from '../../../components/icons';
import type {
  MailFolder,
  MailLabel,
  MailList as MailListData,
  MailListItem,
  MailPatch,
  MessageLayout,
} from '../api/mailbox-api';
import { displayName, excerptOf, initialsOf } from '../lib/mail-text';
import { LabelChip, LabelDot } from './LabelChip';
import { MailDate } from './MailDate';
import { MenuHeading } from '../../../components/MenuHeading';

interface MailListProps {
  title: string;
  list: UseQueryResult<MailListData>;
  folders: readonly MailFolder[];
  labels: readonly MailLabel[];
  /** The folder id of drafts: a draft opens in the compose dialog. */
  draftsFolderId: string | undefined;
  selectedMailId: string | null;
  hrefOf: (mail: MailListItem) => string;
  onOpenDraft: (mail: MailListItem) => void;
  checked: ReadonlySet<string>;
  onCheck: (ids: readonly string[], checked: boolean) => void;
  onBulk: (ids: readonly string[], patch: MailPatch) => void;
  /** Puts a label on (or takes it off) the given mails. */
  onLabel: (label: MailLabel, on: boolean, mails: readonly MailListItem[]) => void;
  bulkBusy: boolean;
  page: number;
  pageHref: (page: number) => string;
  layout: MessageLayout;
  onLayout: (layout: MessageLayout) => void;
  onOpenSidebar?: () => void;
}

/** The mails of a view: selection, bulk actions, the page's mails and paging. */
export function MailList({
  title,
  list,
  folders,
  labels,
  draftsFolderId,
  selectedMailId,
  hrefOf,
  onOpenDraft,
  checked,
  onCheck,
  onBulk,
  onLabel,
  bulkBusy,
  page,
  pageHref,
  layout,
  onLayout,
  onOpenSidebar,
}: MailListProps) {
  const { t, i18n } = useTranslation();
  const mails = list.data?.mails ?? [];
  const pagination = list.data?.pagination;
  const ids = mails.map((mail) => mail.id);
  const chosen = ids.filter((id) => checked.has(id));
  const all = ids.length > 0 && chosen.length === ids.length;
  const some = chosen.length > 0 && !all;
  const labelById = new Map(labels.map((label) => [label.id, label]));
  const chosenMails = mails.filter((mail) => checked.has(mail.id));

  // On when any chosen mail lacks the label; off when all have it.
  const toggleLabel = (label: MailLabel) =>
    onLabel(label, !chosenMails.every((mail) => mail.labels.includes(label.id)), chosenMails);

  return (
    <section className="mail-list" aria-labelledby="mail-list-title">
      <header className="mail-list__header">
        <div className="d-flex align-items-center gap-2">
          {onOpenSidebar && (
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={onOpenSidebar}
              aria-label={t('mailbox.actions.openSidebar')}
            >
              <i className="bi bi-list" aria-hidden="true" />
            </Button>
          )}
          <div className="flex-grow-1 min-w-0">
            <h2 id="mail-list-title" className="mail-list__title text-truncate">
              {title}
            </h2>
            <p className="mail-list__count" aria-live="polite">
              {pagination && pagination.totalResults !== undefined
                ? pagination.totalResults === 0
                  ? t('mailbox.list.none')
                  : t('mailbox.list.range', {
                      from: (pagination.startIndex ?? 0) + 1,
                      to: (pagination.endIndex ?? 0) + 1,
                      total: pagination.totalResults,
                    })
                : '\u00a0'}
            </p>
          </div>
          <Dropdown align="end">
            <Dropdown.Toggle
              variant="outline-secondary"
              size="sm"
              aria-label={t('mailbox.layout.label')}
              className="mail-list__layout"
            >
              <i
                className={`bi ${layout === 'right' ? 'bi-layout-split' : 'bi-window'}`}
                aria-hidden="true"
              />
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <MenuHeading>{t('mailbox.layout.label')}</MenuHeading>
              {(['right', 'full'] as const).map((option) => (
                <Dropdown.Item
                  key={option}
                  as="button"
                  active={layout === option}
                  onClick={() => onLayout(option)}
                >
                  {t(`mailbox.layout.${option}`)}
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          </Dropdown>
        </div>
        <div className="mail-list__toolbar" role="toolbar" aria-label={t('mailbox.list.bulk')}>
          <Form.Check
            id="mail-list-all"
            className="mail-list__check-all"
            aria-label={t('mailbox.list.selectAll')}
            checked={all}
            ref={(input: HTMLInputElement | null) => {
              if (input) input.indeterminate = some;
            }}
            disabled={ids.length === 0}
            onChange={(event) => onCheck(ids, event.target.checked)}
          />
          {chosen.length > 0 ? (
            <>
              <span className="small text-body-secondary me-1">
                {t('mailbox.list.selected', { count: chosen.length })}
              </span>
              <ButtonGroup size="sm">
                <Button
                  variant="outline-secondary"
                  disabled={bulkBusy}
                  onClick={() => onBulk(chosen, { unread: false })}
                  title={t('mailbox.actions.markRead')}
                  aria-label={t('mailbox.actions.markRead')}
                >
                  <i className="bi bi-envelope-open" aria-hidden="true" />
                </Button>
                <Button
                  variant="outline-secondary"
                  disabled={bulkBusy}
                  onClick={() => onBulk(chosen, { unread: true })}
                  title={t('mailbox.actions.markUnread')}
                  aria-label={t('mailbox.actions.markUnread')}
                >
                  <i className="bi bi-envelope" aria-hidden="true" />
                </Button>
                <Button
                  variant="outline-secondary"
                  disabled={bulkBusy}
                  onClick={() =>
                    onBulk(chosen, { starred: !chosenMails.every((mail) => mail.starred) })
                  }
                  title={t('mailbox.actions.star')}
                  aria-label={t('mailbox.actions.star')}
                >
                  <i className="bi bi-star" aria-hidden="true" />
                </Button>
              </ButtonGroup>
              <Dropdown>
                <Dropdown.Toggle variant="outline-secondary" size="sm" disabled={bulkBusy}>
                  <i className="bi bi-folder-symlink me-1" aria-hidden="true" />
                  {t('mailbox.actions.move')}
                </Dropdown.Toggle>
                <Dropdown.Menu>
                  {folders.map((folder) => (
                    <Dropdown.Item
                      key={folder.id}
                      as="button"
                      onClick={() => onBulk(chosen, { folder: folder.id })}
                    >
                      <AppIcon name={folder.icon} className="me-2" />
                      {t(`mailbox.folders.${folder.slug}` as never, { defaultValue: folder.title })}
                    </Dropdown.Item>
                  ))}
                </Dropdown.Menu>
              </Dropdown>
              <Dropdown autoClose="outside">
                <Dropdown.Toggle variant="outline-secondary" size="sm" disabled={bulkBusy}>
                  <i className="bi bi-tag me-1" aria-hidden="true" />
                  {t('mailbox.actions.label')}
                </Dropdown.Toggle>
                <Dropdown.Menu>
                  {labels.length === 0 && (
                    <Dropdown.ItemText className="small text-body-secondary">
                      {t('mailbox.sidebar.noLabels')}
                    </Dropdown.ItemText>
                  )}
                  {labels.map((label) => {
                    const on = chosenMails.every((mail) => mail.labels.includes(label.id));
                    return (
                      <Dropdown.Item
                        key={label.id}
                        as="button"
                        role="menuitemcheckbox"
                        aria-checked={on}
                        onClick={() => toggleLabel(label)}
                      >
                        <i
                          className={`bi ${on ? 'bi-check-square' : 'bi-square'} me-2`}
                          aria-hidden="true"
                        />
                        <LabelDot color={label.color} />
                        {label.title}
                      </Dropdown.Item>
                    );
                  })}
                </Dropdown.Menu>
              </Dropdown>
            </>
          ) : (
            <span className="small text-body-secondary">{t('mailbox.list.selectHint')}</span>
          )}
        </div>
      </header>

      <div className="mail-list__scroll">
        {list.isPending ? (
          <ul className="mail-list__items placeholder-glow" aria-busy="true">
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="mail-item">
                <span className="placeholder col-4 d-block mb-2 rounded" />
                <span className="placeholder col-8 d-block mb-2 rounded" />
                <span className="placeholder col-10 d-block rounded" />
              </li>
            ))}
            <li className="visually-hidden">{t('common.loading')}</li>
          </ul>
        ) : list.isError ? (
          <ErrorAlert
            className="m-3"
            error={list.error}
            title={t('mailbox.list.failed')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : mails.length === 0 ? (
          <EmptyState
            icon="bi-envelope-paper"
            title={t('mailbox.list.emptyTitle')}
            hint={t('mailbox.list.emptyHint')}
          />
        ) : (
          <ul className="mail-list__items">
            {mails.map((mail) => {
              const isDraft = mail.folder === draftsFolderId;
              const active = mail.id === selectedMailId;
              const body = (
                <>
                  <span className="mail-item__avatar" aria-hidden="true">
                    {initialsOf(isDraft ? mail.to || '?' : mail.from.contact)}
                  </span>
                  <span className="mail-item__main">
                    <span className="mail-item__line">
                      <span className="mail-item__from text-truncate">
                        {mail.unread && (
                          <span className="visually-hidden">{t('mailbox.mail.unread')}: </span>
                        )}
                        {isDraft
                          ? `${t('mailbox.mail.draft')}${mail.to ? ` · ${displayName(mail.to)}` : ''}`
                          : displayName(mail.from.contact)}
                      </span>
                      <MailDate value={mail.date} locale={i18n.language} short />
                    </span>
                    <span className="mail-item__subject text-truncate">
                      {mail.subject || t('mailbox.mail.noSubject')}
                    </span>
                    <span className="mail-item__excerpt">{excerptOf(mail.content, 110)}</span>
                    <span className="mail-item__meta">
                      {mail.starred && (
                        <i
                          className="bi bi-star-fill text-warning"
                          role="img"
                          aria-label={t('mailbox.mail.starred')}
                        />
                      )}
                      {mail.important && (
                        <i
                          className="bi bi-exclamation-circle-fill text-danger"
                          role="img"
                          aria-label={t('mailbox.mail.important')}
                        />
                      )}
                      {mail.attachments.length > 0 && (
                        <i
                          className="bi bi-paperclip"
                          role="img"
                          aria-label={t('mailbox.mail.attachments', {
                            count: mail.attachments.length,
                          })}
                        />
                      )}
                      {mail.labels.map((id) => {
                        const label = labelById.get(id);
                        return label ? <LabelChip key={id} label={label} /> : null;
                      })}
                    </span>
                  </span>
                </>
              );
              return (
                <li
                  key={mail.id}
                  className={`mail-item${mail.unread ? ' mail-item--unread' : ''}${
                    active ? ' mail-item--active' : ''
                  }`}
                >
                  <Form.Check
                    id={`mail-check-${mail.id}`}
                    className="mail-item__check"
                    aria-label={t('mailbox.list.select', {
                      subject: mail.subject || t('mailbox.mail.noSubject'),
                    })}
                    checked={checked.has(mail.id)}
                    onChange={(event) => onCheck([mail.id], event.target.checked)}
                  />
                  {isDraft ? (
                    <button
                      type="button"
                      className="mail-item__link"
                      onClick={() => onOpenDraft(mail)}
                    >
                      {body}
                    </button>
                  ) : (
                    <Link
                      to={hrefOf(mail)}
                      className="mail-item__link"
                      aria-current={active ? 'true' : undefined}
                    >
                      {body}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {pagination && pagination.totalResults !== undefined && pagination.lastPage > 1 && (
        <nav className="mail-list__pager" aria-label={t('mailbox.list.pages')}>
          <span className="small text-body-secondary">
            {t('mailbox.list.page', { page, last: pagination.lastPage })}
          </span>
          <div className="d-flex gap-2">
            {page > 1 ? (
              <Link
                className="btn btn-sm btn-outline-secondary"
                to={pageHref(page - 1)}
                aria-label={t('mailbox.list.previous')}
              >
                <i className="bi bi-chevron-left" aria-hidden="true" />
              </Link>
            ) : (
              <Button
                size="sm"
                variant="outline-secondary"
                disabled
                aria-label={t('mailbox.list.previous')}
              >
                <i className="bi bi-chevron-left" aria-hidden="true" />
              </Button>
            )}
            {page < pagination.lastPage ? (
              <Link
                className="btn btn-sm btn-outline-secondary"
                to={pageHref(page + 1)}
                aria-label={t('mailbox.list.next')}
              >
                <i className="bi bi-chevron-right" aria-hidden="true" />
              </Link>
            ) : (
              <Button
                size="sm"
                variant="outline-secondary"
                disabled
                aria-label={t('mailbox.list.next')}
              >
                <i className="bi bi-chevron-right" aria-hidden="true" />
              </Button>
            )}
          </div>
        </nav>
      )}
    </section>
  );
}
