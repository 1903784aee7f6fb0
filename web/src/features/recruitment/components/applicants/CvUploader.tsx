import { type DragEvent, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../components/ErrorAlert';
import { type Applicant, CV_ACCEPT, CV_MAX_BYTES, useDownloadCv } from '../../api/applicants';
import { formatBytes, formatDate } from './format';
import { type CvProblem, type CvUpload, precheckCv } from './useCvUpload';
import './applicants.scss';

export interface CvUploaderProps {
  /** The saved applicant; without one, the file waits (`pendingFile`) until it is created. */
  applicant?: Applicant | null;
  upload: CvUpload;
  pendingFile?: File | null;
  onPendingFileChange?: (file: File | null) => void;
  disabled?: boolean;
}

function ProblemMessage({ problem }: { problem: CvProblem }) {
  const { t, i18n } = useTranslation();
  const serverMessage = useErrorMessage(problem.kind === 'server' ? problem.error : null);
  const limit = formatBytes(CV_MAX_BYTES, i18n.language);
  switch (problem.kind) {
    case 'too-large':
      return t('upload.tooLarge', {
        name: problem.name,
        size: formatBytes(problem.size, i18n.language),
        limit,
      });
    case 'wrong-type':
      return t('upload.wrongType', { name: problem.name });
    case 'server-too-large':
      return t('upload.serverTooLarge', { limit });
    case 'cancelled':
      return t('upload.cancelled');
    case 'server':
      return serverMessage;
  }
}

/**
 * The CV: what is stored (with a download), a drop zone and a file picker, the progress
 * of an upload and why a file was refused (the browser checks size and name, the server
 * the content).
 */
export function CvUploader({
  applicant,
  upload,
  pendingFile,
  onPendingFileChange,
  disabled,
}: CvUploaderProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const download = useDownloadCv();
  const downloadError = useErrorMessage(download.error);
  const { state } = upload;
  const uploading = state.status === 'uploading';
  const limit = formatBytes(CV_MAX_BYTES, i18n.language);

  function choose(file: File | undefined) {
    if (!file || disabled || uploading) return;
    if (applicant) {
      void upload.start(applicant.id, file);
      return;
    }
    const problem = precheckCv(file);
    if (problem) {
      upload.refuse(problem);
      onPendingFileChange?.(null);
    } else {
      upload.reset();
      onPendingFileChange?.(file);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  const percent =
    state.status === 'uploading' && state.progress?.fraction != null
      ? Math.round(state.progress.fraction * 100)
      : null;

  return (
    <div className="cv-uploader">
      {applicant?.cvFileId ? (
        <div className="cv-uploader__current d-flex align-items-center gap-3 mb-3">
          <span className="cv-uploader__icon" aria-hidden="true">
            <i
              className={`bi ${applicant.cvFormat === 'pdf' ? 'bi-file-earmark-pdf' : 'bi-file-earmark-word'}`}
            />
          </span>
          <div className="flex-grow-1 min-w-0">
            <div className="fw-semibold">{t('applicants.cv.current')}</div>
            <div className="small text-body-secondary">
              {t('applicants.cv.summary', {
                format: (applicant.cvFormat ?? '').toUpperCase(),
                size: formatBytes(applicant.cvSize ?? 0, i18n.language),
                date: formatDate(applicant.cvUploadedAt, i18n.language),
              })}
            </div>
          </div>
          <Button
            variant="outline-primary"
            size="sm"
            className="flex-none text-nowrap"
            onClick={() => download.mutate(applicant.id)}
            disabled={download.isPending}
            data-testid="cv-download"
          >
            {download.isPending ? (
              <Spinner size="sm" className="me-1" aria-hidden="true" />
            ) : (
              <i className="bi bi-download me-1" aria-hidden="true" />
            )}
            {t('applicants.cv.download')}
          </Button>
        </div>
      ) : applicant ? (
        <p className="text-body-secondary small mb-2">{t('applicants.cv.none')}</p>
      ) : null}
      {download.isError && (
        <Alert variant="danger" className="py-2 small">
          {t('applicants.cv.downloadFailed')}: {downloadError}
        </Alert>
      )}

      <div
        className={`cv-dropzone${dragging ? ' cv-dropzone--active' : ''}${disabled ? ' cv-dropzone--disabled' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="cv-dropzone"
      >
        <i className="bi bi-cloud-arrow-up cv-dropzone__icon" aria-hidden="true" />
        <div>
          {t('upload.dropHere')}{' '}
          <Button
            variant="link"
            className="p-0 align-baseline"
            onClick={() => input.current?.click()}
            disabled={disabled || uploading}
            aria-describedby={hintId}
          >
            {t('upload.choose')}
          </Button>
        </div>
        <div id={hintId} className="small text-body-secondary">
          {t('upload.hint', { limit })}
          {applicant?.cvFileId ? ` · ${t('applicants.cv.replace')}` : ''}
        </div>
        <input
          ref={input}
          type="file"
          accept={CV_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('upload.zoneLabel')}
          data-testid="cv-input"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>

      {pendingFile && !applicant && (
        <div className="d-flex align-items-center gap-2 mt-2 small">
          <i className="bi bi-paperclip" aria-hidden="true" />
          <span className="flex-grow-1 text-truncate">
            {t('upload.selected', {
              name: pendingFile.name,
              size: formatBytes(pendingFile.size, i18n.language),
            })}
          </span>
          <Button
            variant="link"
            size="sm"
            className="text-danger p-0"
            onClick={() => onPendingFileChange?.(null)}
            aria-label={t('upload.remove')}
          >
            <i className="bi bi-x-lg" aria-hidden="true" />
          </Button>
        </div>
      )}
      {!applicant && !pendingFile && (
        <p className="small text-body-secondary mt-2 mb-0">{t('applicants.cv.afterCreate')}</p>
      )}

      {state.status === 'uploading' && (
        <div className="mt-3" role="status">
          <div className="d-flex justify-content-between small mb-1">
            <span className="text-truncate">{state.file.name}</span>
            <span>
              {percent === null ? t('upload.uploadingUnknown') : t('upload.uploading', { percent })}
            </span>
          </div>
          <div className="d-flex align-items-center gap-2">
            <ProgressBar
              now={percent ?? 100}
              animated={percent === null}
              striped={percent === null}
              className="flex-grow-1"
              aria-label={t('upload.progressLabel')}
              data-testid="cv-progress"
            />
            <Button variant="outline-secondary" size="sm" onClick={upload.cancel}>
              {t('upload.cancel')}
            </Button>
          </div>
        </div>
      )}
      {state.status === 'done' && (
        <p className="text-success small mt-2 mb-0" role="status">
          <i className="bi bi-check-circle me-1" aria-hidden="true" />
          {t('applicants.cv.uploaded')}
        </p>
      )}
      {state.status === 'failed' && (
        <Alert variant="danger" className="mt-3 mb-0 py-2 small" data-testid="cv-error">
          <i className="bi bi-exclamation-circle me-2" aria-hidden="true" />
          <ProblemMessage problem={state.problem} />
        </Alert>
      )}
    </div>
  );
}
