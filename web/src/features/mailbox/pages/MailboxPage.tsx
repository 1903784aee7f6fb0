import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { BREAKPOINTS } from '../../../lib/breakpoints';
import { formatDateTime } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import {
  downloadAttachment,
  type Mail,
  type MailAttachment,
  type MailLabel,
  type MailListItem,
  type MailPatch,
  mailboxQueries,
  type MessageLayout,
  useDeleteMail,
  useUpdateMails,
  useUpdateSettings,
} from '../api/mailbox-api';
import { ComposeDialog, type ComposeStart } from '../components/ComposeDialog';
import { LabelManager } from '../components/LabelManager';
import { MailboxSidebar } from '../components/MailboxSidebar';
import { MailList } from '../components/MailList';
import { MailView } from '../components/MailView';
import { addressesOf, addressOf, escapeHtml, prefixed, viewOf, viewPath } from '../lib/mail-text';
import '../components/mailbox.css';

const NONE: ReadonlySet<string> = new Set();

/**
 * apps/mailbox: the side panel (folders, filters, labels), the list of a view and the
 * open mail. Every part is in the path: `apps/mailbox/:folder`, `.../filter/:filter`,
 * `.../label/:label`, then `/:mailId`, and `?page=`.
 */
export function MailboxPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmation();
  const params = useParams<{ folder?: string; filter?: string; label?: string; mailId?: string }>();
  const [search] = useSearchParams();
  const view = useMemo(
    () => viewOf(params),
    [params.folder, params.filter, params.label], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const mailId = params.mailId ?? null;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);

  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`);
  const sidebarStatic = useMediaQuery(`(min-width: ${BREAKPOINTS.lg}px)`);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const [compose, setCompose] = useState<ComposeStart | null>(null);
  // The chosen mails, of one view and page: another view or page starts with none.
  const viewKey = `${view.kind}:${view.slug}:${page}`;
  const [choice, setChoice] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: viewKey,
    ids: new Set(),
  });
  const checked = choice.key === viewKey ? choice.ids : NONE;
  const setChecked = (change: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
    setChoice((current) => ({
      key: viewKey,
      ids: change(current.key === viewKey ? current.ids : NONE),
    }));
  const { notices, notify, dismiss } = useNotices();

  const settings = useQuery(mailboxQueries.settings());
  const folders = useQuery(mailboxQueries.folders());
  const filters = useQuery(mailboxQueries.filters());
  const labels = useQuery(mailboxQueries.labels());
  const list = useQuery(mailboxQueries.list(view, page));
  const openMail = useQuery({ ...mailboxQueries.mail(mailId ?? ''), enabled: !!mailId });
  const updateMails = useUpdateMails();
  const deleteMail = useDeleteMail();
  const updateSettings = useUpdateSettings();
  const layout: MessageLayout = settings.data?.messageLayout === 'full' ? 'full' : 'right';

  const folderList = Array.isArray(folders.data) ? folders.data : [];
  const labelList = Array.isArray(labels.data) ? labels.data : [];
  const draftsFolderId = folderList.find((folder) => folder.slug === 'drafts')?.id;
  const trashFolderId = folderList.find((folder) => folder.slug === 'trash')?.id;

  // Past the last page: to the last one there is.
  const lastPage = list.data?.mails === null ? list.data.pagination.lastPage : null;
  useEffect(() => {
    if (lastPage !== null) void navigate(viewPath(view, { page: lastPage }), { replace: true });
  }, [lastPage, view, navigate]);

  // Opening an unread mail reads it.
  const marked = useRef(new Set<string>());
  const opened = openMail.data;
  useEffect(() => {
    if (!opened?.unread || marked.current.has(opened.id)) return;
    marked.current.add(opened.id);
    updateMails.mutate({ ids: [opened.id], mail: { unread: false } });
  }, [opened, updateMails]);

  const viewTitle =
    view.kind === 'folder'
      ? t(`mailbox.folders.${view.slug}` as never, { defaultValue: view.slug })
      : view.kind === 'filter'
        ? t(`mailbox.filters.${view.slug}` as never, { defaultValue: view.slug })
        : (labelList.find((label) => label.slug === view.slug)?.title ?? view.slug);

  const listPath = viewPath(view, { page });
  const backToList = () => void navigate(listPath);

  function changed(patch: MailPatch, count: number) {
    if (patch.folder !== undefined) {
      const folder = folderList.find((one) => one.id === patch.folder);
      const name = folder
        ? t(`mailbox.folders.${folder.slug}` as never, { defaultValue: folder.title })
        : '';
      return t('mailbox.toasts.moved', { count, folder: name });
    }
    if (patch.unread === false) return t('mailbox.toasts.read', { count });
    if (patch.unread === true) return t('mailbox.toasts.unread', { count });
    if (patch.starred !== undefined)
      return t(patch.starred ? 'mailbox.toasts.starred' : 'mailbox.toasts.unstarred', { count });
    if (patch.important !== undefined)
      return t(patch.important ? 'mailbox.toasts.important' : 'mailbox.toasts.notImportant', {
        count,
      });
    return t('mailbox.toasts.labelled', { count });
  }

  function onBulk(ids: readonly string[], patch: MailPatch) {
    updateMails.mutate(
      { ids, mail: patch },
      {
        onSuccess: () => {
          notify('success', changed(patch, ids.length));
          if (patch.folder !== undefined) setChecked(() => NONE);
        },
        onError: () => notify('danger', t('mailbox.toasts.changeFailed')),
      },
    );
  }

  function onLabel(label: MailLabel, on: boolean, mails: readonly MailListItem[]) {
    void Promise.all(
      mails.map((mail) =>
        updateMails.mutateAsync({
          ids: [mail.id],
          mail: {
            labels: on
              ? [...new Set([...mail.labels, label.id])]
              : mail.labels.filter((id) => id !== label.id),
          },
        }),
      ),
    ).then(
      () =>
        notify(
          'success',
          t(on ? 'mailbox.toasts.labelAdded' : 'mailbox.toasts.labelRemoved', {
            count: mails.length,
            label: label.title,
          }),
        ),
      () => notify('danger', t('mailbox.toasts.changeFailed')),
    );
  }

  function onChange(mail: Mail, patch: MailPatch) {
    updateMails.mutate(
      { ids: [mail.id], mail: patch },
      {
        onSuccess: () => {
          if (patch.labels) {
            const added = patch.labels.find((id) => !mail.labels.includes(id));
            const label = labelList.find(
              (one) => one.id === (added ?? mail.labels.find((id) => !patch.labels!.includes(id))),
            );
            notify(
              'success',
              t(added ? 'mailbox.toasts.labelAdded' : 'mailbox.toasts.labelRemoved', {
                count: 1,
                label: label?.title ?? '',
              }),
            );
          } else {
            notify('success', changed(patch, 1));
          }
          if (patch.unread === true) backToList();
        },
        onError: () => notify('danger', t('mailbox.toasts.changeFailed')),
      },
    );
  }

  async function onDelete(mail: Mail) {
    if (mail.folder !== trashFolderId) {
      if (trashFolderId) onChange(mail, { folder: trashFolderId });
      backToList();
      return;
    }
    const answer = await confirm({
      title: t('mailbox.mail.deleteTitle'),
      message: t('mailbox.mail.deleteMessage', {
        subject: mail.subject || t('mailbox.mail.noSubject'),
      }),
      actions: { confirm: { label: t('mailbox.actions.deleteForever') } },
    });
    if (answer !== 'confirmed') return;
    deleteMail.mutate(mail.id, {
      onSuccess: () => {
        notify('success', t('mailbox.toasts.deleted'));
        backToList();
      },
      onError: () => notify('danger', t('mailbox.toasts.changeFailed')),
    });
  }

  function quoteHeader(mail: Mail) {
    return t('mailbox.compose.quoteHeader', {
      date: formatDateTime(mail.date, i18n.language),
      name: mail.from.contact,
    });
  }

  function onReply(mail: Mail, all: boolean) {
    const sent = folderList.find((one) => one.id === mail.folder)?.slug === 'sent';
    const to = sent ? addressesOf(mail.to) : [addressOf(mail.from.contact).toLowerCase()];
    setCompose({
      to,
      cc: all ? addressesOf(mail.cc) : [],
      subject: prefixed('Re', mail.subject),
      content: `<p><br></p><p>${escapeHtml(quoteHeader(mail))}</p><blockquote>${mail.content}</blockquote>`,
    });
  }

  function onForward(mail: Mail) {
    const header = [
      `---------- ${t('mailbox.compose.forwarded')} ----------`,
      `${t('mailbox.compose.from')}: ${mail.from.contact}`,
      `${t('mailbox.compose.date')}: ${formatDateTime(mail.date, i18n.language)}`,
      `${t('mailbox.compose.subject')}: ${mail.subject}`,
      `${t('mailbox.compose.to')}: ${mail.to}`,
    ]
      .map(escapeHtml)
      .join('<br>');
    setCompose({
      forwardOf: mail.attachments.length > 0 ? mail : undefined,
      subject: prefixed('Fwd', mail.subject),
      content: `<p><br></p><p>${header}</p>${mail.content}`,
    });
  }

  function onDownload(attachment: MailAttachment) {
    downloadAttachment(attachment).then(
      () => notify('success', t('mailbox.toasts.downloaded', { name: attachment.name })),
      () => notify('danger', t('mailbox.toasts.downloadFailed', { name: attachment.name })),
    );
  }

  function onLayout(next: MessageLayout) {
    updateSettings.mutate(
      { messageLayout: next },
      {
        onSuccess: () => notify('success', t('mailbox.toasts.layout')),
        onError: () => notify('danger', t('mailbox.toasts.changeFailed')),
      },
    );
  }

  const sidebar = (
    <MailboxSidebar
      heading={sidebarStatic ? 'h1' : 'h2'}
      view={view}
      folders={folders}
      filters={filters}
      labels={labels}
      onCompose={() => {
        setSidebarOpen(false);
        setCompose({});
      }}
      onManageLabels={() => {
        setSidebarOpen(false);
        setLabelsOpen(true);
      }}
      onNavigate={() => setSidebarOpen(false)}
    />
  );

  const sideBySide = wide && layout === 'right';
  const showList = !mailId || sideBySide;

  return (
    <div className={`mailbox-app${sideBySide ? ' mailbox-app--split' : ''}`}>
      {!sidebarStatic && <h1 className="visually-hidden">{t('mailbox.title')}</h1>}
      {sidebarStatic ? (
        <aside className="mailbox-app__sidebar">{sidebar}</aside>
      ) : (
        <Offcanvas
          show={sidebarOpen}
          onHide={() => setSidebarOpen(false)}
          placement="start"
          className="mailbox-offcanvas"
          aria-label={t('mailbox.sidebar.label')}
        >
          <Offcanvas.Header closeButton closeLabel={t('mailbox.compose.close')} />
          {sidebar}
        </Offcanvas>
      )}
      {showList && (
        <div className="mailbox-app__list">
          <MailList
            title={viewTitle}
            list={list}
            folders={folderList}
            labels={labelList}
            draftsFolderId={draftsFolderId}
            selectedMailId={mailId}
            hrefOf={(mail) => viewPath(view, { mailId: mail.id, page })}
            onOpenDraft={(mail) => setCompose({ draft: mail })}
            checked={checked}
            onCheck={(ids, on) =>
              setChecked((current) => {
                const next = new Set(current);
                for (const id of ids) {
                  if (on) next.add(id);
                  else next.delete(id);
                }
                return next;
              })
            }
            onBulk={onBulk}
            onLabel={onLabel}
            bulkBusy={updateMails.isPending}
            page={page}
            pageHref={(target) => viewPath(view, { page: target })}
            layout={layout}
            onLayout={onLayout}
            onOpenSidebar={sidebarStatic ? undefined : () => setSidebarOpen(true)}
          />
        </div>
      )}
      {mailId ? (
        <div className="mailbox-app__mail">
          <MailView
            key={mailId}
            id={mailId}
            folders={folderList}
            labels={labelList}
            onBack={sideBySide ? undefined : backToList}
            onChange={onChange}
            onDelete={(mail) => void onDelete(mail)}
            onReply={onReply}
            onForward={onForward}
            onDownload={onDownload}
            busy={updateMails.isPending || deleteMail.isPending}
          />
        </div>
      ) : (
        sideBySide && (
          <div className="mailbox-app__mail">
            <div className="mailbox-empty h-100">
              <i className="bi bi-envelope-open mailbox-empty__icon" aria-hidden="true" />
              <p className="fw-semibold mb-1">{t('mailbox.mail.noSelectionTitle')}</p>
              <p className="small text-body-secondary mb-0">{t('mailbox.mail.noSelection')}</p>
            </div>
          </div>
        )
      )}
      {compose && (
        <ComposeDialog start={compose} onClose={() => setCompose(null)} notify={notify} />
      )}
      <LabelManager
        show={labelsOpen}
        onHide={() => setLabelsOpen(false)}
        labels={labels}
        notify={notify}
      />
      <Toasts notices={notices} onClose={dismiss} />
    </div>
  );
}

export { MailboxPage as Component };
