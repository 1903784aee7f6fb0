import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api/errors';

export interface ErrorAlertProps {
  error: unknown;
  /** Bold first line, e.g. "Could not check the API". */
  title: string;
  /** Shows a Retry button. */
  onRetry?: () => void;
  /** Disables Retry and shows a spinner while the retry runs. */
  retrying?: boolean;
  className?: string;
}

/** What went wrong, in words a person can act on. */
export function useErrorMessage(error: unknown): string {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.isNetworkError) return t('errors.network');
  if (error instanceof Error && error.message) return error.message;
  return t('errors.unknown');
}

/** A failed load: title, the error's message and an optional Retry button. */
export function ErrorAlert({
  error,
  title,
  onRetry,
  retrying = false,
  className,
}: ErrorAlertProps) {
  const { t } = useTranslation();
  const message = useErrorMessage(error);
  return (
    <Alert variant="danger" className={['d-flex gap-3 mb-0', className].filter(Boolean).join(' ')}>
      <i className="bi bi-exclamation-octagon-fill fs-5 lh-1 mt-1" aria-hidden="true" />
      <div className="flex-grow-1 min-w-0">
        <p className="fw-semibold mb-1">{title}</p>
        <p className="mb-0 small text-break">{message}</p>
        {onRetry ? (
          <Button
            size="sm"
            variant="outline-danger"
            className="mt-3"
            onClick={onRetry}
            disabled={retrying}
          >
            {retrying ? (
              <Spinner size="sm" className="me-2" aria-hidden="true" />
            ) : (
              <i className="bi bi-arrow-clockwise me-2" aria-hidden="true" />
            )}
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}
