import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { HtmlEditor } from '../../../components/html-editor';
import { formatBytes } from '../../../lib/format';
import { applyServerErrors } from '../../../lib/forms';
import {
  ATTACHMENT_MAX_BYTES,
  type ComposeMail,
  createDraft,
  deleteMail,
  MAX_ATTACHMENTS,
  type Mail,
  type MailAttachment,
  mailboxKeys,
  removeAttachment,
  sendMail,
  updateDraft,
  uploadAttachment,
} from '../api/mailbox-api';
import { addressesOf } from '../lib/mail-text';

/** What the dialog opens with: a blank mail, a reply or forward, or a saved draft. */
export interface ComposeStart {
  draft?: Mail;
  to?: string[];
  cc?: string[];
  subject?: string;
  /** HTML placed in the body (a quoted mail). */
  content?: string;
  /** The mail being forwarded: the draft starts with copies of its attachments. */
  forwardOf?: Mail;
}

interface Values {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  content: string;
}

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
const AUTOSAVE_MS = 1500;

type Notify = (variant: 'success' | 'danger' | 'info', text: string) => void;

function valuesOf(start: ComposeStart): Values {
  const draft = start.draft;
  return {
    to: (draft ? addressesOf(draft.to) : (start.to ?? [])).join(', '),
    cc: (draft ? addressesOf(draft.cc) : (start.cc ?? [])).join(', '),
    bcc: (draft ? addressesOf(draft.bcc) : []).join(', '),
    subject: draft?.subject ?? start.subject ?? '',
    content: draft?.content ?? start.content ?? '',
  };
}

const hasText = (values: Values) =>
  [values.to, values.cc, values.bcc, values.subject, values.content.replace(/<[^>]*>/g, '')].some(
    (value) => value.trim().length > 0,
  );

/** The fields as a draft stores them: only well-formed addresses (the rest wait). */
function draftBody(values: Values): ComposeMail {
  const valid = (text: string) => addressesOf(text).filter((address) => EMAIL.test(address));
  return {
    to: valid(values.to),
    cc: valid(values.cc),
    bcc: valid(values.bcc),
    subject: values.subject,
    content: values.content,
  };
}

/**
 * Writing a mail in a dialog: recipients, subject, a rich body and attachments. It is
 * saved as a draft as it is typed (and on closing); Send sends the draft.
 */
export function ComposeDialog({
  start,
  onClose,
  notify,
}: {
  start: ComposeStart;
  onClose: () => void;
  notify: Notify;
}) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmation();
  const queryClient = useQueryClient();
  const [initial] = useState(() => valuesOf(start));
  const form = useForm<Values>({ defaultValues: initial });
  const [showCopies, setShowCopies] = useState(!!(initial.cc || initial.bcc));
  const [draftId, setDraftId] = useState<string | null>(start.draft?.id ?? null);
  const draftRef = useRef<string | null>(start.draft?.id ?? null);
  const [attachments, setAttachments] = useState<MailAttachment[]>(start.draft?.attachments ?? []);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  const [upload, setUpload] = useState<{ name: string; fraction: number | null } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const fileInput = useRef<HTMLInputElement | null>(null);
  const closed = useRef(false);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: mailboxKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: mailboxKeys.folders() });
  }, [queryClient]);

  /** Saves the draft (creating it the first time); saves run one after another. */
  const save = useCallback(
    (force = false): Promise<string | null> => {
      const run = chain.current.then(async () => {
        const values = form.getValues();
        if (!force && !draftRef.current && !hasText(values)) return null;
        setSaving(true);
        try {
          const body = draftBody(values);
          const saved = draftRef.current
            ? await updateDraft(draftRef.current, body)
            : await createDraft(body, start.forwardOf?.id);
          draftRef.current = saved.id;
          setDraftId(saved.id);
          setAttachments(saved.attachments);
          setSavedAt(new Date());
          queryClient.setQueryData(mailboxKeys.mail(saved.id), saved);
          refresh();
          return saved.id;
        } finally {
          setSaving(false);
        }
      });
      chain.current = run.catch(() => undefined);
      return run;
    },
    [form, queryClient, refresh, start.forwardOf?.id],
  );

  // Saved as it is typed.
  const watched = useWatch({ control: form.control });
  const snapshot = JSON.stringify(watched);
  const first = useRef(snapshot);
  useEffect(() => {
    if (snapshot === first.current) return;
    const timer = window.setTimeout(() => {
      if (!closed.current) void save().catch(() => undefined);
    }, AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [snapshot, save]);

  // A forwarded mail's attachments come with it: the draft is made at once.
  const forwarded = start.forwardOf?.id;
  useEffect(() => {
    if (forwarded && !draftRef.current) {
      save(true).catch(() => notify('danger', t('mailbox.compose.draftFailed')));
    }
  }, [forwarded, save, notify, t]);

  async function close() {
    if (sending) return;
    closed.current = true;
    const values = form.getValues();
    if (hasText(values) || draftRef.current) {
      try {
        await save();
        notify('success', t('mailbox.compose.draftSaved'));
      } catch {
        notify('danger', t('mailbox.compose.draftFailed'));
      }
    }
    onClose();
  }

  async function discard() {
    const answer = await confirm({
      title: t('mailbox.compose.discardTitle'),
      message: t('mailbox.compose.discardMessage'),
      actions: { confirm: { label: t('mailbox.actions.discard') } },
    });
    if (answer !== 'confirmed') return;
    closed.current = true;
    await chain.current;
    if (draftRef.current) {
      try {
        await deleteMail(draftRef.current);
        queryClient.removeQueries({ queryKey: mailboxKeys.mail(draftRef.current) });
        refresh();
      } catch {
        // Nothing more to do: the draft stays in Drafts.
      }
    }
    notify('info', t('mailbox.compose.discarded'));
    onClose();
  }

  async function attach(files: FileList | null) {
    if (!files || files.length === 0) return;
    setMessage(null);
    for (const file of Array.from(files)) {
      if (file.size > ATTACHMENT_MAX_BYTES) {
        notify('danger', t('mailbox.compose.tooLarge', { name: file.name }));
        continue;
      }
      if (attachments.length >= MAX_ATTACHMENTS) {
        notify('danger', t('errors.attachments-too-many'));
        break;
      }
      try {
        const id = draftRef.current ?? (await save(true));
        if (!id) continue;
        setUpload({ name: file.name, fraction: 0 });
        const mail = await uploadAttachment(id, file, (progress) =>
          setUpload({ name: file.name, fraction: progress.fraction }),
        );
        setAttachments(mail.attachments);
        queryClient.setQueryData(mailboxKeys.mail(mail.id), mail);
        refresh();
        notify('success', t('mailbox.compose.attached', { name: file.name }));
      } catch (error) {
        setMessage(applyServerErrors(error, form.setError, []));
        notify('danger', t('mailbox.compose.attachFailed', { name: file.name }));
      } finally {
        setUpload(null);
      }
    }
    if (fileInput.current) fileInput.current.value = '';
  }

  async function detach(attachment: MailAttachment) {
    if (!draftRef.current) return;
    try {
      const mail = await removeAttachment(draftRef.current, attachment.id);
      setAttachments(mail.attachments);
      refresh();
      notify('success', t('mailbox.compose.detached', { name: attachment.name }));
    } catch {
      notify('danger', t('mailbox.compose.detachFailed', { name: attachment.name }));
    }
  }

  async function send(values: Values) {
    setMessage(null);
    const lists = {
      to: addressesOf(values.to),
      cc: addressesOf(values.cc),
      bcc: addressesOf(values.bcc),
    };
    let invalid = false;
    for (const field of ['to', 'cc', 'bcc'] as const) {
      const wrong = lists[field].find((address) => !EMAIL.test(address));
      if (wrong) {
        form.setError(field, { message: t('mailbox.compose.badAddress', { address: wrong }) });
        invalid = true;
      }
    }
    if (lists.to.length === 0) {
      form.setError('to', { message: t('mailbox.compose.toRequired') });
      invalid = true;
    }
    if (invalid) return;
    closed.current = true;
    setSending(true);
    try {
      await chain.current;
      await sendMail(
        { ...lists, subject: values.subject, content: values.content },
        draftRef.current,
      );
      refresh();
      notify('success', t('mailbox.compose.sent'));
      onClose();
    } catch (error) {
      closed.current = false;
      setMessage(
        applyServerErrors(error, form.setError, ['to', 'cc', 'bcc', 'subject', 'content']),
      );
    } finally {
      setSending(false);
    }
  }

  const errors = form.formState.errors;
  const status = saving
    ? t('mailbox.compose.saving')
    : savedAt
      ? t('mailbox.compose.savedAt', {
          time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(savedAt),
        })
      : draftId
        ? t('mailbox.compose.draft')
        : '';

  return (
    <Modal
      show
      onHide={() => void close()}
      size="lg"
      fullscreen="md-down"
      backdrop="static"
      aria-labelledby="compose-title"
      className="compose-dialog"
    >
      <Form noValidate onSubmit={(event) => void form.handleSubmit(send)(event)}>
        <Modal.Header closeButton closeLabel={t('mailbox.compose.close')}>
          <Modal.Title id="compose-title" as="h2" className="h5">
            {start.draft ? t('mailbox.compose.editDraft') : t('mailbox.compose.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormErrorAlert title={t('mailbox.compose.sendFailed')} message={message} />
          <Form.Group className="compose-field" controlId="compose-to">
            <Form.Label>{t('mailbox.compose.to')}</Form.Label>
            <div className="flex-grow-1">
              <Form.Control
                {...form.register('to')}
                type="text"
                inputMode="email"
                autoComplete="email"
                placeholder={t('mailbox.compose.addressesHint')}
                isInvalid={!!errors.to}
                autoFocus={!initial.to}
              />
              <Form.Control.Feedback type="invalid">{errors.to?.message}</Form.Control.Feedback>
            </div>
            {!showCopies && (
              <Button variant="link" size="sm" onClick={() => setShowCopies(true)}>
                {t('mailbox.compose.showCopies')}
              </Button>
            )}
          </Form.Group>
          {showCopies && (
            <>
              <Form.Group className="compose-field" controlId="compose-cc">
                <Form.Label>{t('mailbox.compose.cc')}</Form.Label>
                <div className="flex-grow-1">
                  <Form.Control {...form.register('cc')} type="text" isInvalid={!!errors.cc} />
                  <Form.Control.Feedback type="invalid">{errors.cc?.message}</Form.Control.Feedback>
                </div>
              </Form.Group>
              <Form.Group className="compose-field" controlId="compose-bcc">
                <Form.Label>{t('mailbox.compose.bcc')}</Form.Label>
                <div className="flex-grow-1">
                  <Form.Control {...form.register('bcc')} type="text" isInvalid={!!errors.bcc} />
                  <Form.Control.Feedback type="invalid">
                    {errors.bcc?.message}
                  </Form.Control.Feedback>
                </div>
              </Form.Group>
            </>
          )}
          <Form.Group className="compose-field" controlId="compose-subject">
            <Form.Label>{t('mailbox.compose.subject')}</Form.Label>
            <div className="flex-grow-1">
              <Form.Control
                {...form.register('subject')}
                maxLength={250}
                isInvalid={!!errors.subject}
                autoFocus={!!initial.to && !initial.subject}
              />
              <Form.Control.Feedback type="invalid">
                {errors.subject?.message}
              </Form.Control.Feedback>
            </div>
          </Form.Group>
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <HtmlEditor
                ref={field.ref}
                label={t('mailbox.compose.body')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={!!errors.content}
                describedBy={errors.content ? 'compose-content-error' : undefined}
              />
            )}
          />
          {errors.content && (
            <div id="compose-content-error" className="invalid-feedback d-block">
              {errors.content.message}
            </div>
          )}
          {(attachments.length > 0 || upload) && (
            <ul className="compose-attachments" aria-label={t('mailbox.compose.attachments')}>
              {attachments.map((attachment) => (
                <li key={attachment.id} className="compose-attachment">
                  <i className="bi bi-paperclip" aria-hidden="true" />
                  <span className="text-truncate">{attachment.name}</span>
                  <span className="small text-body-secondary">
                    {formatBytes(attachment.size, i18n.language)}
                  </span>
                  <Button
                    variant="link"
                    size="sm"
                    className="p-0 ms-auto"
                    onClick={() => void detach(attachment)}
                    aria-label={t('mailbox.compose.detach', { name: attachment.name })}
                  >
                    <i className="bi bi-x-lg" aria-hidden="true" />
                  </Button>
                </li>
              ))}
              {upload && (
                <li className="compose-attachment">
                  <Spinner size="sm" aria-hidden="true" />
                  <span className="text-truncate">{upload.name}</span>
                  <ProgressBar
                    className="flex-grow-1"
                    now={Math.round((upload.fraction ?? 0) * 100)}
                    aria-label={t('mailbox.compose.uploading', { name: upload.name })}
                  />
                </li>
              )}
            </ul>
          )}
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          <div className="d-flex align-items-center gap-2">
            <input
              ref={fileInput}
              type="file"
              multiple
              className="d-none"
              id="compose-file"
              onChange={(event) => void attach(event.target.files)}
            />
            <Button
              variant="outline-secondary"
              onClick={() => fileInput.current?.click()}
              disabled={!!upload || sending}
            >
              <i className="bi bi-paperclip me-1" aria-hidden="true" />
              {t('mailbox.compose.attach')}
            </Button>
            <Button
              variant="outline-danger"
              onClick={() => void discard()}
              disabled={sending}
              aria-label={t('mailbox.actions.discard')}
              title={t('mailbox.actions.discard')}
            >
              <i className="bi bi-trash" aria-hidden="true" />
            </Button>
            <span className="small text-body-secondary" aria-live="polite">
              {status}
            </span>
          </div>
          <div className="d-flex gap-2">
            <Button
              variant="outline-secondary"
              disabled={sending || saving}
              onClick={() => void close()}
            >
              {t('mailbox.compose.saveDraft')}
            </Button>
            <Button type="submit" disabled={sending || !!upload}>
              {sending ? (
                <Spinner size="sm" className="me-1" aria-hidden="true" />
              ) : (
                <i className="bi bi-send me-1" aria-hidden="true" />
              )}
              {t('mailbox.compose.send')}
            </Button>
          </div>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
