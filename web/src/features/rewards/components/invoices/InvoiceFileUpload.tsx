import { useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import { ApiError, isAbortError } from '../../../../lib/api/errors';
import {
  type Invoice,
  INVOICE_FILE_ACCEPT,
  INVOICE_FILE_MAX_BYTES,
  type InvoiceFileProblem,
  precheckInvoiceFile,
  useUploadInvoiceFile,
} from '../../api/invoices';
import { formatBytes } from './format';

/** Why an upload did not land: refused before it left, cancelled, or refused by the server. */
export type UploadFailure =
  | { kind: InvoiceFileProblem | 'server-too-large' | 'cancelled'; name: string }
  | { kind: 'server'; error: unknown };

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; fraction: number | null }
  | { status: 'failed'; failure: UploadFailure };

export type UploadOutcome = { ok: true; invoice: Invoice } | { ok: false; failure: UploadFailure };

/** Why an upload failed, in words. */
export function useFailureText() {
  const { t, i18n } = useTranslation();
  const limit = formatBytes(INVOICE_FILE_MAX_BYTES, i18n.language);
  return (failure: UploadFailure): string => {
    switch (failure.kind) {
      case 'too-large':
        return t('invoices.file.tooLarge', { name: failure.name, limit });
      case 'wrong-type':
        return t('invoices.file.wrongType', { name: failure.name });
      case 'server-too-large':
        return t('invoices.file.serverTooLarge', { limit });
      case 'cancelled':
        return t('invoices.file.cancelled');
      case 'server':
        return failure.error instanceof ApiError && failure.error.isNetworkError
          ? t('errors.network')
          : failure.error instanceof Error
            ? failure.error.message
            : t('errors.unknown');
    }
  };
}

/** Uploads a file to a saved invoice, with its progress; the promise says whether it landed. */
export function useInvoiceUpload() {
  const { mutateAsync } = useUploadInvoiceFile();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  function fail(failure: UploadFailure): UploadOutcome {
    setState({ status: 'failed', failure });
    return { ok: false, failure };
  }

  async function start(invoiceId: string, file: File): Promise<UploadOutcome> {
    const problem = precheckInvoiceFile(file);
    if (problem) return fail({ kind: problem, name: file.name });
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: 'uploading', file, fraction: null });
    try {
      const invoice = await mutateAsync({
        id: invoiceId,
        file,
        signal: abort.signal,
        onProgress: (progress) =>
          setState((current) =>
            current.status === 'uploading' && current.file === file
              ? { ...current, fraction: progress.fraction }
              : current,
          ),
      });
      setState({ status: 'idle' });
      return { ok: true, invoice };
    } catch (error) {
      if (isAbortError(error)) return fail({ kind: 'cancelled', name: file.name });
      if (error instanceof ApiError && error.statusCode === 413) {
        return fail({ kind: 'server-too-large', name: file.name });
      }
      return fail({ kind: 'server', error });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  return {
    state,
    start,
    cancel: () => controller.current?.abort(),
    reset: () => setState({ status: 'idle' }),
  };
}

export type InvoiceUpload = ReturnType<typeof useInvoiceUpload>;

/** The upload's progress, or why it failed. */
export function UploadStatus({ upload }: { upload: InvoiceUpload }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { state } = upload;
  if (state.status === 'uploading') {
    const percent = state.fraction === null ? null : Math.round(state.fraction * 100);
    return (
      <div className="mt-2" role="status">
        <div className="d-flex justify-content-between gap-2 small mb-1">
          <span className="text-truncate">{state.file.name}</span>
          <span className="text-nowrap">
            {percent === null
              ? t('invoices.file.uploadingUnknown')
              : t('invoices.file.uploading', { percent })}
          </span>
        </div>
        <div className="d-flex align-items-center gap-2">
          <ProgressBar
            now={percent ?? 100}
            animated={percent === null}
            striped={percent === null}
            className="flex-grow-1"
            aria-label={t('invoices.file.progress')}
          />
          <Button variant="outline-secondary" size="sm" onClick={upload.cancel}>
            {t('invoices.file.cancel')}
          </Button>
        </div>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert variant="danger" className="mt-2 mb-0 py-2 small" data-testid="invoice-upload-error">
        <i className="bi bi-exclamation-circle me-2" aria-hidden="true" />
        {t('invoices.file.uploadFailed', { message: failureText(state.failure) })}
      </Alert>
    );
  }
  return null;
}

/** Upload or replace a pending invoice's file: a button, the progress and what went wrong. */
export function InvoiceFileUpload({
  invoice,
  onUploaded,
}: {
  invoice: Invoice;
  onUploaded: (invoice: Invoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useInvoiceUpload();
  const busy = upload.state.status === 'uploading';

  async function choose(file: File | undefined) {
    if (!file || busy) return;
    const outcome = await upload.start(invoice.id, file);
    if (outcome.ok) onUploaded(outcome.invoice);
  }

  return (
    <div className="invoice-upload">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button
          variant={invoice.file ? 'outline-primary' : 'primary'}
          size="sm"
          onClick={() => input.current?.click()}
          disabled={busy}
          aria-describedby={hintId}
        >
          <i className="bi bi-cloud-arrow-up me-1" aria-hidden="true" />
          {invoice.file ? t('invoices.file.replace') : t('invoices.file.upload')}
        </Button>
        <span id={hintId} className="small text-body-secondary">
          {t('invoices.file.hint', {
            limit: formatBytes(INVOICE_FILE_MAX_BYTES, i18n.language),
          })}
        </span>
      </div>
      <input
        ref={input}
        type="file"
        accept={INVOICE_FILE_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={invoice.file ? t('invoices.file.replace') : t('invoices.file.upload')}
        data-testid="invoice-file-input"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <UploadStatus upload={upload} />
    </div>
  );
}
