import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../../components/confirmation/ConfirmationProvider';
import { ErrorAlert, useErrorMessage } from '../../../../components/ErrorAlert';
import { useVersionedDelete } from '../../../../components/form/useVersionedDelete';
import { ApiError } from '../../../../lib/api/errors';
import {
  type Invoice,
  invoicesKeys,
  useApproveInvoice,
  useDeleteInvoice,
  useInvoice,
} from '../../api/invoices';
import { formatDateTime, formatDay, formatMoney, formatNumber } from './format';
import { InvoiceFileUpload } from './InvoiceFileUpload';
import { InvoiceFileViewer } from './InvoiceFileViewer';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { RejectInvoiceForm } from './RejectInvoiceForm';
import { useReviewerName } from './useReviewerName';
import './invoices.css';

export interface InvoiceReviewPanelProps {
  /** The invoice shown; null: the panel is closed. */
  invoiceId: string | null;
  /** Its row in the list, shown while the invoice loads. */
  initial?: Invoice;
  /** False hides the panel for a moment (while its invoice is edited). */
  show?: boolean;
  onClose: () => void;
  onApproved: (invoice: Invoice) => void;
  onRejected: (invoice: Invoice) => void;
  onDeleted: (invoice: Invoice) => void;
  onEdit: (invoice: Invoice) => void;
  onUploaded: (invoice: Invoice) => void;
  /** A failed action, for the page's notices. */
  onFailed: (text: string) => void;
}

/**
 * The review of one invoice: its file beside its fields (side by side when there is room,
 * stacked on a phone), and for a pending one Approve, Reject with a reason, the file's
 * upload, Edit and Delete.
 */
export function InvoiceReviewPanel(props: InvoiceReviewPanelProps) {
  const { invoiceId, show = true, onClose } = props;
  return (
    <Modal
      show={invoiceId !== null && show}
      onHide={onClose}
      fullscreen="md-down"
      dialogClassName="invoice-review-dialog"
      aria-labelledby="invoice-review-title"
      scrollable
    >
      {invoiceId && <PanelContent key={invoiceId} {...props} invoiceId={invoiceId} />}
    </Modal>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="invoice-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PanelContent({
  invoiceId,
  initial,
  onApproved,
  onRejected,
  onDeleted,
  onEdit,
  onUploaded,
  onFailed,
}: InvoiceReviewPanelProps & { invoiceId: string }) {
  const { t, i18n } = useTranslation();
  const query = useInvoice(invoiceId, initial?.id === invoiceId ? initial : undefined);
  const invoice = query.data;
  const reviewerName = useReviewerName();

  if (!invoice) {
    return (
      <>
        <Modal.Header closeButton>
          <Modal.Title id="invoice-review-title" as="h2" className="h5">
            {t('invoices.review.loadingTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {query.isError ? (
            <ErrorAlert
              error={query.error}
              title={
                query.error instanceof ApiError && query.error.statusCode === 404
                  ? t('invoices.review.gone')
                  : t('invoices.review.loadFailed')
              }
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : (
            <div className="text-center py-5" role="status">
              <Spinner animation="border" aria-hidden="true" />
              <p className="mt-2 mb-0 text-body-secondary">{t('invoices.review.loading')}</p>
            </div>
          )}
        </Modal.Body>
      </>
    );
  }

  const money = formatMoney(invoice.amount, invoice.currency, i18n.language);
  const pending = invoice.status === 'pending';
  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title
          id="invoice-review-title"
          as="h2"
          className="h5 d-flex flex-wrap align-items-center column-gap-2 row-gap-1 min-w-0"
        >
          <span className="text-break">
            <i className="bi bi-receipt text-primary me-2" aria-hidden="true" />
            {t('invoices.review.title', { number: invoice.number })}
          </span>
          <InvoiceStatusBadge status={invoice.status} />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="invoice-review">
          <section className="invoice-review__file" aria-label={t('invoices.review.fileSection')}>
            <InvoiceFileViewer invoice={invoice} />
            {pending && (
              <div className="mt-2">
                <InvoiceFileUpload invoice={invoice} onUploaded={onUploaded} />
              </div>
            )}
          </section>
          <section
            className="invoice-review__details"
            aria-label={t('invoices.review.detailsSection')}
          >
            <dl className="invoice-facts">
              <Fact label={t('invoices.fields.member')}>{invoice.memberName}</Fact>
              <Fact label={t('invoices.fields.vendor')}>{invoice.vendor}</Fact>
              <Fact label={t('invoices.fields.number')}>
                <span className="font-monospace">{invoice.number}</span>
              </Fact>
              <Fact label={t('invoices.fields.amount')}>
                <span className="fw-semibold">{money}</span>
              </Fact>
              <Fact label={t('invoices.fields.issuedAt')}>
                {formatDay(invoice.issuedAt, i18n.language)}
              </Fact>
              <Fact label={t('invoices.fields.createdAt')}>
                {formatDateTime(invoice.createdAt, i18n.language)}
              </Fact>
              {!pending && (
                <>
                  <Fact label={t('invoices.fields.pointsAwarded')}>
                    {invoice.pointsAwarded === null
                      ? '—'
                      : t('invoices.points', {
                          count: invoice.pointsAwarded,
                          value: formatNumber(invoice.pointsAwarded, i18n.language),
                        })}
                  </Fact>
                  <Fact label={t('invoices.fields.reviewedBy')}>
                    {reviewerName(invoice.reviewedBy)}
                  </Fact>
                  <Fact label={t('invoices.fields.reviewedAt')}>
                    {formatDateTime(invoice.reviewedAt, i18n.language) || '—'}
                  </Fact>
                  {invoice.status === 'rejected' && (
                    <Fact label={t('invoices.fields.reason')}>{invoice.rejectionReason}</Fact>
                  )}
                </>
              )}
            </dl>
            {pending && (
              <ReviewActions
                invoice={invoice}
                money={money}
                onApproved={onApproved}
                onRejected={onRejected}
                onDeleted={onDeleted}
                onEdit={onEdit}
                onFailed={onFailed}
              />
            )}
          </section>
        </div>
      </Modal.Body>
    </>
  );
}

function ReviewActions({
  invoice,
  money,
  onApproved,
  onRejected,
  onDeleted,
  onEdit,
  onFailed,
}: {
  invoice: Invoice;
  money: string;
  onApproved: (invoice: Invoice) => void;
  onRejected: (invoice: Invoice) => void;
  onDeleted: (invoice: Invoice) => void;
  onEdit: (invoice: Invoice) => void;
  onFailed: (text: string) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const approve = useApproveInvoice();
  const remove = useDeleteInvoice();
  const removeVersioned = useVersionedDelete();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const approveError = useErrorMessage(approve.error);
  const busy = approve.isPending || remove.isPending;

  async function onApprove() {
    try {
      onApproved(await approve.mutateAsync(invoice.id));
    } catch (error) {
      onFailed(
        t('invoices.failed.approve', {
          number: invoice.number,
          message: error instanceof Error ? error.message : '',
        }),
      );
    }
  }

  async function onDelete() {
    const answer = await confirm({
      title: t('invoices.delete.title'),
      message: t('invoices.delete.message', { number: invoice.number, name: invoice.memberName }),
      icon: { name: 'bi-trash3' },
      actions: { confirm: { label: t('invoices.delete.confirm') } },
    });
    if (answer !== 'confirmed') return;
    try {
      const gone = await removeVersioned<Invoice>({
        version: invoice.version,
        send: (version) => remove.mutateAsync({ id: invoice.id, version }),
        // Kept: the panel shows their version.
        onCurrent: (current) => queryClient.setQueryData(invoicesKeys.detail(current.id), current),
        name: t('invoices.review.title', { number: invoice.number }),
      });
      if (gone) onDeleted(invoice);
    } catch (error) {
      onFailed(
        t('invoices.failed.delete', {
          number: invoice.number,
          message: error instanceof Error ? error.message : '',
        }),
      );
    }
  }

  return (
    <div className="invoice-decision">
      <p className="small text-body-secondary mb-2" id="invoice-approve-hint">
        {invoice.file
          ? t('invoices.review.approveHint', { name: invoice.memberName, amount: money })
          : t('invoices.review.needsFile')}
      </p>
      {approve.isError && (
        <Alert variant="danger" className="py-2 small" data-testid="approve-error">
          {approveError}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="success"
          onClick={() => void onApprove()}
          disabled={busy || !invoice.file || rejecting}
          aria-describedby="invoice-approve-hint"
          aria-busy={approve.isPending}
        >
          {approve.isPending ? (
            <Spinner size="sm" className="me-1" aria-hidden="true" />
          ) : (
            <i className="bi bi-check-lg me-1" aria-hidden="true" />
          )}
          {t('invoices.review.approve')}
        </Button>
        <Button
          variant="outline-danger"
          onClick={() => setRejecting(true)}
          disabled={busy || rejecting}
          aria-expanded={rejecting}
        >
          <i className="bi bi-x-lg me-1" aria-hidden="true" />
          {t('invoices.review.reject')}
        </Button>
        <span className="ms-auto d-inline-flex gap-2">
          <Button
            variant="outline-secondary"
            onClick={() => onEdit(invoice)}
            disabled={busy}
            aria-label={t('invoices.actions.edit', { number: invoice.number })}
            title={t('invoices.actions.edit', { number: invoice.number })}
          >
            <i className="bi bi-pencil" aria-hidden="true" />
          </Button>
          <Button
            variant="outline-danger"
            onClick={() => void onDelete()}
            disabled={busy}
            aria-label={t('invoices.actions.delete', { number: invoice.number })}
            title={t('invoices.actions.delete', { number: invoice.number })}
          >
            <i className="bi bi-trash3" aria-hidden="true" />
          </Button>
        </span>
      </div>
      {rejecting && (
        <RejectInvoiceForm
          invoice={invoice}
          onCancel={() => setRejecting(false)}
          onRejected={onRejected}
        />
      )}
    </div>
  );
}
