import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import type { UploadEntry, UploadProblem } from '../hooks/useUploads';

function useProblemText() {
  const { t } = useTranslation();
  return (problem: UploadProblem | undefined) => {
    if (!problem) return t('fileManager.upload.failed');
    if (problem.kind === 'too-large') return t('fileManager.upload.tooLarge');
    if (problem.kind === 'name-taken') return t('fileManager.upload.nameTaken');
    return problem.message;
  };
}

/** "5 B", "1.2 KB", "21 MB", as the server writes sizes, with the reader's decimal mark. */
function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return `${number.format(value)} ${units[unit]}`;
}

/** The upload progress list: one row per file, with its progress or why it failed. */
export function UploadPanel({
  entries,
  onClear,
}: {
  entries: readonly UploadEntry[];
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  if (entries.length === 0) return null;
  const running = entries.filter(
    (entry) => entry.status === 'queued' || entry.status === 'uploading',
  );
  const done = entries.filter((entry) => entry.status === 'done').length;
  return (
    <section
      className="fm-uploads shadow"
      aria-labelledby="fm-uploads-title"
      data-testid="fm-uploads"
    >
      <header className="fm-uploads__head">
        <h2 id="fm-uploads-title" className="h6 mb-0">
          {running.length > 0
            ? t('fileManager.upload.running', { count: running.length })
            : t('fileManager.upload.finished', { done, total: entries.length })}
        </h2>
        <Button
          size="sm"
          variant="link"
          className="text-body-secondary p-0"
          onClick={onClear}
          disabled={running.length === entries.length}
          aria-label={t('fileManager.upload.clear')}
          title={t('fileManager.upload.clear')}
        >
          <i className="bi bi-x-lg" aria-hidden="true" />
        </Button>
      </header>
      <ul className="fm-uploads__list" aria-live="polite">
        {entries.map((entry) => (
          <li
            key={entry.key}
            className={`fm-upload fm-upload--${entry.status}`}
            data-testid="fm-upload"
          >
            <div className="d-flex align-items-center gap-2">
              <i
                className={`bi ${
                  entry.status === 'done'
                    ? 'bi-check-circle-fill text-success'
                    : entry.status === 'failed'
                      ? 'bi-exclamation-circle-fill text-danger'
                      : 'bi-arrow-up-circle text-primary'
                }`}
                aria-hidden="true"
              />
              <span className="text-truncate flex-grow-1 small fw-medium" title={entry.name}>
                {entry.name}
              </span>
              <span className="small text-body-secondary text-nowrap">
                {formatBytes(entry.bytes, i18n.language)}
              </span>
            </div>
            {entry.status === 'failed' ? (
              <p className="small text-danger mb-0 mt-1">{problemText(entry.problem)}</p>
            ) : (
              <ProgressBar
                now={Math.round(entry.fraction * 100)}
                variant={entry.status === 'done' ? 'success' : undefined}
                animated={entry.status === 'uploading' && entry.fraction < 1}
                className="fm-upload__bar mt-1"
                aria-label={t('fileManager.upload.progress', { name: entry.name })}
              />
            )}
            <span className="visually-hidden" data-testid="fm-upload-status">
              {entry.status === 'done'
                ? t('fileManager.upload.done')
                : entry.status === 'failed'
                  ? problemText(entry.problem)
                  : entry.status === 'queued'
                    ? t('fileManager.upload.queued')
                    : t('fileManager.upload.percent', {
                        percent: Math.round(entry.fraction * 100),
                      })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
