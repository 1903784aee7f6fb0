import { type DragEvent, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { IMPORT_ACCEPT, type ImportKind } from '../api/imports';

export interface UploadStepProps {
  kind: ImportKind;
  /** The file being sent, with how far it got (null: not known yet). */
  uploading: { name: string; percent: number | null } | null;
  /** Why the last file was refused. */
  problem: string | null;
  onFile: (file: File) => void;
  onBack: () => void;
}

/** The file: dropped on the zone or chosen with the picker. */
export function UploadStep({ kind, uploading, problem, onFile, onBack }: UploadStepProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const busy = uploading !== null;

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  }

  return (
    <Card className="shadow-sm" as="section" aria-labelledby="sheet-file-title">
      <Card.Body>
        <h2 id="sheet-file-title" className="h5">
          {t(`sheet.upload.titles.${kind}`)}
        </h2>
        <div
          className={`sheet-dropzone${dragging ? ' sheet-dropzone--active' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            if (!busy) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="sheet-dropzone"
        >
          <i className="bi bi-file-earmark-spreadsheet sheet-dropzone__icon" aria-hidden="true" />
          <div>
            {t('sheet.upload.drop')}{' '}
            <Button
              variant="link"
              className="p-0 align-baseline"
              onClick={() => input.current?.click()}
              disabled={busy}
              aria-describedby={hintId}
            >
              {t('sheet.upload.choose')}
            </Button>
          </div>
          <div id={hintId} className="small text-body-secondary">
            {t('sheet.upload.hint')}
          </div>
          <input
            ref={input}
            type="file"
            accept={IMPORT_ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('sheet.upload.choose')}
            data-testid="sheet-file-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </div>
        {uploading && (
          <div className="mt-3" role="status">
            <div className="small mb-1">
              {uploading.percent === 100
                ? t('sheet.upload.reading', { name: uploading.name })
                : t('sheet.upload.uploading', { name: uploading.name })}
            </div>
            <ProgressBar
              now={uploading.percent ?? 100}
              animated={uploading.percent === null || uploading.percent === 100}
              label={
                uploading.percent !== null
                  ? formatPercent(uploading.percent, i18n.language)
                  : undefined
              }
              visuallyHidden={uploading.percent === null}
              aria-label={t('sheet.upload.uploading', { name: uploading.name })}
            />
          </div>
        )}
        {problem && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {problem}
          </Alert>
        )}
      </Card.Body>
      <Card.Footer className="bg-transparent d-flex">
        <Button variant="outline-secondary" onClick={onBack} disabled={busy}>
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {t('sheet.back')}
        </Button>
      </Card.Footer>
    </Card>
  );
}
