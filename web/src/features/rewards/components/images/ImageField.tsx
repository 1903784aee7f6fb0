import { type DragEvent, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import { checkImageFile, IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '../../../../lib/image-file';
import { formatBytes } from '../../lib/format';
import { formatPercent } from '../../../../lib/format';
import './images.css';

/** A file chosen in the form, not uploaded yet, with its preview (a data: URL). */
export interface ChosenImage {
  file: File;
  preview: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export interface ImageFieldProps {
  label: string;
  /** The saved image's URL, or null. */
  current: string | null;
  chosen: ChosenImage | null;
  onChoose: (image: ChosenImage | null) => void;
  /** The server's refusal of the last upload. */
  error?: string | null;
  /** 0 to 100 while the file uploads; null when the total is unknown. */
  progress?: number | null;
  uploading?: boolean;
  disabled?: boolean;
  /** square: a reward's picture; wide: a banner. */
  shape?: 'square' | 'wide';
  /** Says when a chosen file is sent, e.g. "It is uploaded when you save the reward." */
  pendingHint: string;
}

/**
 * An image for a record: what is saved, the chosen file's preview before it is saved, a
 * drop zone and a picker. The browser refuses what the server would (type by content, 2 MB)
 * before anything is sent.
 */
export function ImageField({
  label,
  current,
  chosen,
  onChoose,
  error,
  progress,
  uploading = false,
  disabled = false,
  shape = 'square',
  pendingHint,
}: ImageFieldProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const limit = formatBytes(IMAGE_MAX_BYTES, i18n.language);
  const shown = chosen?.preview ?? current;
  const message = problem ?? error ?? null;

  async function choose(file: File | undefined) {
    if (!file || disabled || uploading) return;
    const refusal = await checkImageFile(file);
    if (refusal) {
      setProblem(
        refusal === 'too-large'
          ? t('rewards.image.tooLarge', {
              name: file.name,
              size: formatBytes(file.size, i18n.language),
              limit,
            })
          : t('rewards.image.wrongType', { name: file.name }),
      );
      return;
    }
    setProblem(null);
    try {
      onChoose({ file, preview: await readAsDataUrl(file) });
    } catch {
      setProblem(t('rewards.image.unreadable', { name: file.name }));
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  }

  return (
    <div className={`image-field image-field--${shape}`} role="group" aria-labelledby={labelId}>
      <div id={labelId} className="form-label">
        {label}
      </div>
      <div className="image-field__body">
        <figure className="image-field__preview mb-0">
          {shown && failed !== shown ? (
            <img
              src={shown}
              alt={chosen ? t('rewards.image.previewAlt') : t('rewards.image.currentAlt')}
              onError={() => setFailed(shown)}
            />
          ) : (
            <span className="image-field__empty" aria-hidden="true">
              <i className="bi bi-image" />
            </span>
          )}
          <figcaption className="small text-body-secondary mt-1">
            {chosen
              ? t('rewards.image.previewCaption')
              : current
                ? t('rewards.image.currentCaption')
                : t('rewards.image.none')}
          </figcaption>
        </figure>
        <div
          className={`image-field__zone${dragging ? ' is-dragging' : ''}${message ? ' is-invalid' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled && !uploading) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="image-dropzone"
        >
          <i className="bi bi-cloud-arrow-up image-field__zone-icon" aria-hidden="true" />
          <div className="small">
            {t('rewards.image.dropHere')}{' '}
            <Button
              variant="link"
              size="sm"
              className="p-0 align-baseline"
              onClick={() => input.current?.click()}
              disabled={disabled || uploading}
              aria-describedby={message ? `${hintId} ${errorId}` : hintId}
            >
              {shown ? t('rewards.image.replace') : t('rewards.image.choose')}
            </Button>
          </div>
          <div id={hintId} className="small text-body-secondary">
            {t('rewards.image.hint', { limit })}
          </div>
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-label={label}
            data-testid="image-input"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      </div>
      {chosen && (
        <div className="d-flex align-items-center gap-2 mt-2 small">
          <i className="bi bi-paperclip" aria-hidden="true" />
          <span className="flex-grow-1 min-w-0 text-truncate">
            {t('rewards.image.chosen', {
              name: chosen.file.name,
              size: formatBytes(chosen.file.size, i18n.language),
            })}{' '}
            <span className="text-body-secondary">{pendingHint}</span>
          </span>
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => onChoose(null)}
            disabled={uploading}
          >
            {t('rewards.image.discard')}
          </Button>
        </div>
      )}
      {uploading && (
        <ProgressBar
          className="mt-2"
          now={progress ?? 100}
          animated={progress == null}
          striped={progress == null}
          label={progress == null ? undefined : formatPercent(progress, i18n.language)}
          aria-label={t('rewards.image.uploading')}
        />
      )}
      {message && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
