import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../../components/confirmation/ConfirmationProvider';
import { applyServerErrors } from '../../../../lib/forms';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { type Invoice, useRejectInvoice } from '../../api/invoices';

export const REASON_MAX = 500;

interface RejectValues {
  reason: string;
}

/**
 * Why the invoice is refused: required, asked once more through the confirmation dialog,
 * then sent. A refused request keeps the reason typed and shows the server's message.
 */
export function RejectInvoiceForm({
  invoice,
  onCancel,
  onRejected,
}: {
  invoice: Invoice;
  onCancel: () => void;
  onRejected: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const reject = useRejectInvoice();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RejectValues>({ defaultValues: { reason: '' } });

  // One field: react-hook-form's own rules are enough (zod would weigh on the review panel).
  const reasonField = register('reason', {
    setValueAs: (value: string) => value.trim(),
    validate: (value) =>
      value.trim() === ''
        ? t('invoices.reject.errors.reason')
        : value.trim().length > REASON_MAX
          ? t('invoices.reject.errors.reasonLength')
          : true,
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    const answer = await confirm({
      title: t('invoices.reject.confirmTitle'),
      message: t('invoices.reject.confirmMessage', {
        number: invoice.number,
        name: invoice.memberName,
      }),
      icon: { name: 'bi-x-octagon' },
      actions: { confirm: { label: t('invoices.reject.confirm') } },
    });
    if (answer !== 'confirmed') return;
    try {
      onRejected(await reject.mutateAsync({ id: invoice.id, reason }));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['reason']));
    }
  });

  return (
    <Form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="invoice-reject mt-3"
      aria-label={t('invoices.reject.formLabel')}
    >
      <FormErrorAlert title={t('invoices.reject.failed')} message={formError} />
      <Form.Group controlId="invoice-reject-reason" className="mb-2">
        <Form.Label>{t('invoices.reject.reason')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={REASON_MAX}
          autoFocus
          isInvalid={!!errors.reason}
          aria-invalid={!!errors.reason || undefined}
          aria-describedby={
            errors.reason ? 'invoice-reject-reason-error' : 'invoice-reject-reason-hint'
          }
          {...reasonField}
        />
        {errors.reason ? (
          <Form.Control.Feedback type="invalid" id="invoice-reject-reason-error">
            {errors.reason.message}
          </Form.Control.Feedback>
        ) : (
          <Form.Text id="invoice-reject-reason-hint" muted>
            {t('invoices.reject.hint')}
          </Form.Text>
        )}
      </Form.Group>
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        <Button variant="outline-secondary" size="sm" onClick={onCancel}>
          {t('invoices.reject.cancel')}
        </Button>
        <Button
          type="submit"
          variant="danger"
          size="sm"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {t('invoices.reject.submit')}
        </Button>
      </div>
    </Form>
  );
}
