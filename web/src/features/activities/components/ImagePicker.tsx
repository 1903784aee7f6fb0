import { useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format';
import { checkImageFile, IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '../../../lib/image-file';

/** A picture chosen in the form, with its preview (a data: URL). */
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

export interface ImagePickerProps {
  label: string;
  chosen: ChosenImage | null;
  onChoose: (image: ChosenImage | null) => void;
  /** The server's refusal of the picture. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * An optional picture: choose a file, see it, take it away. The browser refuses what the
 * server would (PNG, JPEG, GIF or WEBP by content, 2 MB) before anything is sent.
 */
export function ImagePicker({
  label,
  chosen,
  onChoose,
  error,
  disabled = false,
}: ImagePickerProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const limit = formatBytes(IMAGE_MAX_BYTES, i18n.language);
  const message = problem ?? error ?? null;

  async function choose(file: File | undefined) {
    if (!file || disabled) return;
    const refusal = await checkImageFile(file);
    if (refusal) {
      setProblem(
        refusal === 'too-large'
          ? t('activityFeed.form.image.tooLarge', {
              name: file.name,
              size: formatBytes(file.size, i18n.language),
              limit,
            })
          : t('activityFeed.form.image.wrongType', { name: file.name }),
      );
      return;
    }
    setProblem(null);
    try {
      onChoose({ file, preview: await readAsDataUrl(file) });
    } catch {
      setProblem(t('activityFeed.form.image.wrongType', { name: file.name }));
    }
  }

  return (
    <div className="activity-image-picker mb-3" role="group" aria-labelledby={labelId}>
      <div id={labelId} className="form-label">
        {label}
      </div>
      {chosen && (
        <figure className="activity-image-picker__preview">
          <img src={chosen.preview} alt={t('activityFeed.form.image.previewAlt')} />
          <figcaption className="small text-body-secondary">
            {chosen.file.name} · {formatBytes(chosen.file.size, i18n.language)}
          </figcaption>
        </figure>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
        >
          <i className="bi bi-image me-1" aria-hidden="true" />
          {chosen ? t('activityFeed.form.image.replace') : t('activityFeed.form.image.choose')}
        </Button>
        {chosen && (
          <Button
            variant="link"
            size="sm"
            className="text-danger px-0"
            onClick={() => {
              onChoose(null);
              setProblem(null);
            }}
            disabled={disabled}
          >
            {t('activityFeed.form.image.remove')}
          </Button>
        )}
      </div>
      <div id={hintId} className="form-text">
        {t('activityFeed.form.image.hint', { limit })}
      </div>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={label}
        data-testid="activity-image-input"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {message && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
