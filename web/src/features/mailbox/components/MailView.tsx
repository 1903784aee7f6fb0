import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { AppIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api/errors';
import { formatBytes } from '../../../lib/format';
import {
  type Mail,
  type MailAttachment,
  type MailFolder,
  type MailLabel,
  type MailPatch,
  mailboxQueries,
} from '../api/mailbox-api';
import { addressOf, displayName, initialsOf } from '../lib/mail-text';
import { LabelChip, LabelDot } from './LabelChip';
import { MailDate } from './MailDate';

interface MailViewProps {
  id: string;
  folders: readonly MailFolder[];
  labels: readonly MailLabel[];
  onBack?: () => void;
  onChange: (mail: Mail, patch: MailPatch) => void;
  onDelete: (mail: Mail) => void;
  onReply: (mail: Mail, all: boolean) => void;
  onForward: (mail: Mail) => void;
  onDownload: (attachment: MailAttachment) => void;
  busy: boolean;
}

function AttachmentPreview({ attachment }: { attachment: MailAttachment }) {
  const { t } = useTranslation();
  const preview = useQuery({
    ...mailboxQueries.attachmentPreview(attachment.preview ?? ''),
    enabled: !!attachment.preview,
  });
  if (!attachment.preview) {
    const icon = attachment.type.startsWith('application/pdf')
      ? 'bi-file-earmark-pdf'
      : attachment.type.startsWith('text/')
        ? 'bi-file-earmark-text'
        : attachment.type === 'application/zip'
          ? 'bi-file-earmark-zip'
          : 'bi-file-earmark';
    return (
      <span className="mail-attachment__icon" aria-hidden="true">
        <i className={`bi ${icon}`} />
      </span>
    );
  }
  if (preview.data) {
    return <img className="mail-attachment__image" src={preview.data} alt={attachment.name} />;
  }
  return (
    <span className="mail-attachment__icon" aria-hidden="true">
      {preview.isPending ? (
        <Spinner size="sm" />
      ) : (
        <i className="bi bi-file-earmark-image" title={t('mailbox.mail.previewFailed')} />
      )}
    </span>
  );
}

/** One mail: its header, sanitised content, attachments and actions. */
export function MailView({
  id,
  folders,
  labels,
  onBack,
  onChange,
  onDelete,
  onReply,
  onForward,
  onDownload,
  busy,
}: MailViewProps) {
  const { t, i18n } = useTranslation();
  const mail = useQuery(mailboxQueries.mail(id));

  const back = onBack && (
    <Button variant="link" className="mail-view__back" onClick={onBack}>
      <i className="bi bi-arrow-left me-1" aria-hidden="true" />
      {t('mailbox.actions.backToList')}
    </Button>
  );

  if (mail.isPending) {
    return (
      <div className="mail-view placeholder-glow" aria-busy="true">
        {back}
        <span className="placeholder col-7 d-block mb-3 rounded" style={{ height: 28 }} />
        <span className="placeholder col-4 d-block mb-4 rounded" />
        <span className="placeholder col-10 d-block mb-2 rounded" />
        <span className="placeholder col-9 d-block mb-2 rounded" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  if (mail.isError) {
    const missing = mail.error instanceof ApiError && mail.error.statusCode === 404;
    return (
      <div className="mail-view">
        {back}
        {missing ? (
          <div className="mailbox-empty">
            <i className="bi bi-envelope-x mailbox-empty__icon" aria-hidden="true" />
            <p className="fw-semibold mb-1">{t('mailbox.mail.notFoundTitle')}</p>
            <p className="small text-body-secondary mb-0">{t('mailbox.mail.notFound')}</p>
          </div>
        ) : (
          <ErrorAlert
            error={mail.error}
            title={t('mailbox.mail.failed')}
            onRetry={() => void mail.refetch()}
            retrying={mail.isFetching}
          />
        )}
      </div>
    );
  }

  const data = mail.data;
  const folder = folders.find((one) => one.id === data.folder);
  const inTrash = folder?.slug === 'trash';
  const labelById = new Map(labels.map((label) => [label.id, label]));
  const recipients = (list: readonly string[] | undefined) =>
    (list ?? []).map((contact) => displayName(contact)).join(', ');

  return (
    <article className="mail-view" aria-labelledby="mail-view-subject">
      <div className="mail-view__toolbar" role="toolbar" aria-label={t('mailbox.mail.actions')}>
        {back}
        <div className="d-flex flex-wrap gap-1 ms-auto">
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={busy}
            onClick={() => onChange(data, { starred: !data.starred })}
            aria-pressed={data.starred}
            title={t('mailbox.actions.star')}
            aria-label={t('mailbox.actions.star')}
          >
            <i
              className={`bi ${data.starred ? 'bi-star-fill text-warning' : 'bi-star'}`}
              aria-hidden="true"
            />
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={busy}
            onClick={() => onChange(data, { important: !data.important })}
            aria-pressed={data.important}
            title={t('mailbox.actions.important')}
            aria-label={t('mailbox.actions.important')}
          >
            <i
              className={`bi ${
                data.important ? 'bi-exclamation-circle-fill text-danger' : 'bi-exclamation-circle'
              }`}
              aria-hidden="true"
            />
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={busy}
            onClick={() => onChange(data, { unread: true })}
            title={t('mailbox.actions.markUnread')}
            aria-label={t('mailbox.actions.markUnread')}
          >
            <i className="bi bi-envelope" aria-hidden="true" />
          </Button>
          <Dropdown>
            <Dropdown.Toggle size="sm" variant="outline-secondary" disabled={busy}>
              <i className="bi bi-folder-symlink me-1" aria-hidden="true" />
              {t('mailbox.actions.move')}
            </Dropdown.Toggle>
            <Dropdown.Menu>
              {folders
                .filter((one) => one.id !== data.folder)
                .map((one) => (
                  <Dropdown.Item
                    key={one.id}
                    as="button"
                    onClick={() => onChange(data, { folder: one.id })}
                  >
                    <AppIcon name={one.icon} className="me-2" />
                    {t(`mailbox.folders.${one.slug}` as never, { defaultValue: one.title })}
                  </Dropdown.Item>
                ))}
            </Dropdown.Menu>
          </Dropdown>
          <Dropdown autoClose="outside">
            <Dropdown.Toggle size="sm" variant="outline-secondary" disabled={busy}>
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
                const on = data.labels.includes(label.id);
                return (
                  <Dropdown.Item
                    key={label.id}
                    as="button"
                    role="menuitemcheckbox"
                    aria-checked={on}
                    onClick={() =>
                      onChange(data, {
                        labels: on
                          ? data.labels.filter((one) => one !== label.id)
                          : [...data.labels, label.id],
                      })
                    }
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
          <Button
            size="sm"
            variant="outline-danger"
            disabled={busy}
            onClick={() => onDelete(data)}
            title={inTrash ? t('mailbox.actions.deleteForever') : t('mailbox.actions.delete')}
            aria-label={inTrash ? t('mailbox.actions.deleteForever') : t('mailbox.actions.delete')}
          >
            <i className="bi bi-trash" aria-hidden="true" />
          </Button>
        </div>
      </div>

      <div className="mail-view__body">
        <h2 id="mail-view-subject" className="mail-view__subject">
          {data.subject || t('mailbox.mail.noSubject')}
        </h2>
        {data.labels.length > 0 && (
          <div className="d-flex flex-wrap gap-1 mb-3">
            {data.labels.map((labelId) => {
              const label = labelById.get(labelId);
              return label ? <LabelChip key={labelId} label={label} /> : null;
            })}
          </div>
        )}
        <div className="mail-view__people">
          {data.from.avatar ? (
            <img className="mail-view__avatar" src={data.from.avatar} alt="" />
          ) : (
            <span className="mail-view__avatar mail-view__avatar--initials" aria-hidden="true">
              {initialsOf(data.from.contact)}
            </span>
          )}
          <div className="min-w-0 flex-grow-1">
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <span className="min-w-0">
                <span className="fw-semibold text-break">{displayName(data.from.contact)}</span>{' '}
                <span className="small text-body-secondary text-break">
                  &lt;{addressOf(data.from.contact)}&gt;
                </span>
              </span>
              <MailDate value={data.date} locale={i18n.language} />
            </div>
            <dl className="mail-view__recipients">
              <dt>{t('mailbox.mail.to')}</dt>
              <dd>{data.to ? recipients(data.to.split(/,\s*/)) : '—'}</dd>
              {data.cc && data.cc.length > 0 && (
                <>
                  <dt>{t('mailbox.mail.cc')}</dt>
                  <dd>{recipients(data.cc)}</dd>
                </>
              )}
              {data.bcc && data.bcc.length > 0 && (
                <>
                  <dt>{t('mailbox.mail.bcc')}</dt>
                  <dd>{recipients(data.bcc)}</dd>
                </>
              )}
            </dl>
          </div>
        </div>

        {/* The server sanitises every mail's HTML when it is stored. */}
        <div className="mail-view__content" dangerouslySetInnerHTML={{ __html: data.content }} />

        {data.attachments.length > 0 && (
          <section className="mail-view__attachments" aria-labelledby="mail-attachments-title">
            <h3 id="mail-attachments-title" className="h6">
              {t('mailbox.mail.attachments', { count: data.attachments.length })}
            </h3>
            <ul className="mail-attachments">
              {data.attachments.map((attachment) => (
                <li key={attachment.id} className="mail-attachment">
                  <AttachmentPreview attachment={attachment} />
                  <span className="mail-attachment__text">
                    <span className="mail-attachment__name text-truncate" title={attachment.name}>
                      {attachment.name}
                    </span>
                    <span className="small text-body-secondary">
                      {formatBytes(attachment.size, i18n.language)}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => onDownload(attachment)}
                    aria-label={t('mailbox.actions.download', { name: attachment.name })}
                  >
                    <i className="bi bi-download" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className="mail-view__reply">
          <Button variant="outline-primary" onClick={() => onReply(data, false)}>
            <i className="bi bi-reply me-1" aria-hidden="true" />
            {t('mailbox.actions.reply')}
          </Button>
          {(data.cc?.length ?? 0) > 0 && (
            <Button variant="outline-primary" onClick={() => onReply(data, true)}>
              <i className="bi bi-reply-all me-1" aria-hidden="true" />
              {t('mailbox.actions.replyAll')}
            </Button>
          )}
          <Button variant="outline-primary" onClick={() => onForward(data)}>
            <i className="bi bi-forward me-1" aria-hidden="true" />
            {t('mailbox.actions.forward')}
          </Button>
        </div>
      </div>
    </article>
  );
}
