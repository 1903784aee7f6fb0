import { type DragEvent, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { useErrorMessage } from '../../../components/ErrorAlert';
import type { Notify } from '../../../components/toasts/Toasts';
import { ApiError } from '../../../lib/api/errors';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  type Contact,
  useUpdateContact,
  useUploadAvatar,
} from '../api/contacts-api';
import { ContactAvatar } from './ContactAvatar';

/** Why a file cannot be an avatar, before sending it (the server checks the bytes too). */
export function avatarProblem(file: File): 'type' | 'size' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

/**
 * The contact's picture with "change" (click, or drop an image on it), upload progress,
 * the server's refusal in words, and "remove" (confirmed); each change said in a toast.
 */
export function AvatarEditor({ contact, notify }: { contact: Contact; notify: Notify }) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmation();
  const upload = useUploadAvatar();
  const update = useUpdateContact();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const failure = upload.error ?? update.error;
  const failureText = useErrorMessage(failure);
  const busy = upload.isPending || update.isPending;

  function serverProblem(error: unknown): string {
    if (error instanceof ApiError && error.statusCode === 413) return t('contacts.avatar.tooLarge');
    if (error instanceof ApiError && error.statusCode === 415)
      return t('contacts.avatar.wrongType');
    return failureText;
  }

  function send(file: File | undefined) {
    if (!file) return;
    upload.reset();
    update.reset();
    const reason = avatarProblem(file);
    if (reason) {
      setProblem(
        reason === 'type' ? t('contacts.avatar.wrongType') : t('contacts.avatar.tooLarge'),
      );
      return;
    }
    setProblem(null);
    setProgress(0);
    upload.mutate(
      {
        id: contact.id,
        file,
        onProgress: ({ fraction }) => setProgress(fraction === null ? null : fraction * 100),
      },
      {
        onSuccess: () => notify('success', t('contacts.avatar.uploaded', { name: contact.name })),
        onSettled: () => setProgress(null),
      },
    );
  }

  async function onRemove() {
    const answer = await confirm({
      title: t('contacts.avatar.removeTitle'),
      message: t('contacts.avatar.removeMessage', { name: contact.name }),
      actions: { confirm: { label: t('contacts.avatar.remove') } },
    });
    if (answer !== 'confirmed') return;
    setProblem(null);
    upload.reset();
    update.mutate(
      { id: contact.id, contact: { avatar: null } },
      { onSuccess: () => notify('success', t('contacts.avatar.removed', { name: contact.name })) },
    );
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!busy) send(event.dataTransfer.files[0]);
  }

  const message = problem ?? (failure ? serverProblem(failure) : null);

  return (
    <div className="avatar-editor">
      <button
        type="button"
        className={`avatar-editor__target${dragging ? ' is-dragging' : ''}`}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        disabled={busy}
        aria-describedby={hintId}
        aria-label={t('contacts.avatar.change')}
        title={t('contacts.avatar.change')}
      >
        <ContactAvatar name={contact.name} avatar={contact.avatar} size={112} />
        <span className="avatar-editor__overlay" aria-hidden="true">
          <i className="bi bi-camera" />
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        className="d-none"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="avatar-editor__side">
        <p id={hintId} className="small text-body-secondary mb-2">
          {t('contacts.avatar.hint')}
        </p>
        {upload.isPending && (
          <ProgressBar
            now={progress ?? 100}
            animated={progress === null}
            striped={progress === null}
            className="avatar-editor__progress mb-2"
            aria-label={t('contacts.avatar.uploading')}
            label={progress === null ? undefined : formatPercent(progress, i18n.language)}
            visuallyHidden
          />
        )}
        <div className="d-flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => input.current?.click()}
            disabled={busy}
          >
            <i className="bi bi-upload me-1" aria-hidden="true" />
            {upload.isPending ? t('contacts.avatar.uploading') : t('contacts.avatar.upload')}
          </Button>
          {contact.avatar && (
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => void onRemove()}
              disabled={busy}
            >
              <i className="bi bi-trash me-1" aria-hidden="true" />
              {t('contacts.avatar.remove')}
            </Button>
          )}
        </div>
        {message && (
          <p className="small text-danger mt-2 mb-0" role="alert">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
