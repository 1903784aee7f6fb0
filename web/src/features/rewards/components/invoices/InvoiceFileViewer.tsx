import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { type Invoice, type InvoiceFile, useInvoiceFile } from '../../api/invoices';
import { formatBytes } from './format';

/** Saves a blob under a name through a temporary link. */
function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens a blob in a new tab (the browser's own PDF or image viewer). */
function openInTab(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** True when the page's security policy refused to show a blob: URL (CSP reports "blob"). */
function isBlobViolation(event: SecurityPolicyViolationEvent): boolean {
  return event.blockedURI === 'blob' || event.blockedURI.startsWith('blob:');
}

/**
 * The file itself: a PDF in a frame, an image as an image, both from an object URL made
 * for this element and revoked when it goes. When the browser refuses to frame the PDF,
 * the person can still open or download it.
 */
function FilePreview({ blob, file, number }: { blob: Blob; file: InvoiceFile; number: string }) {
  const { t, i18n } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const [refused, setRefused] = useState(false);
  const isPdf = file.contentType === 'application/pdf';

  useEffect(() => {
    const target = isPdf ? frame.current : image.current;
    if (!target) return;
    const url = URL.createObjectURL(blob);
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (isBlobViolation(event)) setRefused(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    target.src = url;
    return () => {
      document.removeEventListener('securitypolicyviolation', onViolation);
      target.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob, isPdf]);

  return (
    <div className="invoice-file" data-testid="invoice-file">
      <div className="invoice-file__stage">
        {refused ? (
          <div className="invoice-file__placeholder" role="status">
            <i className="bi bi-file-earmark-pdf" aria-hidden="true" />
            <p className="mb-0">{t('invoices.file.cannotShow')}</p>
          </div>
        ) : isPdf ? (
          <iframe
            ref={frame}
            className="invoice-file__frame"
            title={t('invoices.file.frameTitle', { number })}
          />
        ) : (
          <img
            ref={image}
            className="invoice-file__image"
            alt={t('invoices.file.imageAlt', { number })}
          />
        )}
      </div>
      <div className="invoice-file__bar">
        <i
          className={`bi ${isPdf ? 'bi-file-earmark-pdf' : 'bi-file-earmark-image'} text-body-secondary`}
          aria-hidden="true"
        />
        <span className="invoice-file__name text-truncate" title={file.name}>
          {file.name}
        </span>
        <span className="text-body-secondary small text-nowrap">
          {formatBytes(file.size, i18n.language)}
        </span>
        <span className="ms-auto d-inline-flex gap-1">
          <Button size="sm" variant="outline-secondary" onClick={() => openInTab(blob)}>
            <i className="bi bi-box-arrow-up-right me-1" aria-hidden="true" />
            {t('invoices.file.open')}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => download(blob, file.name)}>
            <i className="bi bi-download me-1" aria-hidden="true" />
            {t('invoices.file.download')}
          </Button>
        </span>
      </div>
    </div>
  );
}

/** The invoice's file beside its fields: loading, missing, failed or shown. */
export function InvoiceFileViewer({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const file = useInvoiceFile(invoice);
  if (!invoice.file) {
    return (
      <div className="invoice-file invoice-file--empty" data-testid="invoice-file">
        <div className="invoice-file__placeholder">
          <i className="bi bi-file-earmark-x" aria-hidden="true" />
          <p className="fw-semibold mb-1">{t('invoices.file.none')}</p>
          <p className="small text-body-secondary mb-0">
            {invoice.status === 'pending'
              ? t('invoices.file.noneHint')
              : t('invoices.file.noneDone')}
          </p>
        </div>
      </div>
    );
  }
  if (file.isPending) {
    return (
      <div className="invoice-file invoice-file--empty" data-testid="invoice-file">
        <div className="invoice-file__placeholder" role="status">
          <Spinner animation="border" aria-hidden="true" />
          <p className="mb-0">{t('invoices.file.loading')}</p>
        </div>
      </div>
    );
  }
  if (file.isError) {
    return (
      <ErrorAlert
        error={file.error}
        title={t('invoices.file.loadFailed')}
        onRetry={() => void file.refetch()}
        retrying={file.isFetching}
      />
    );
  }
  return (
    <FilePreview
      key={invoice.file.id}
      blob={file.data}
      file={invoice.file}
      number={invoice.number}
    />
  );
}
