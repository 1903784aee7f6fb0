import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { useVersionedSave } from '../../../../components/form/useVersionedSave';
import { z } from 'zod';
import { TextField } from '../../../../components/form/TextField';
import { RecordSelect } from '../../../../components/record-select';
import { ApiError } from '../../../../lib/api/errors';
import { applyServerErrors } from '../../../../lib/forms';
import { ModalForm } from '../../../../components/form/ModalForm';
import {
  type Invoice,
  INVOICE_FILE_ACCEPT,
  INVOICE_FILE_MAX_BYTES,
  type InvoiceInput,
  invoiceQuery,
  invoicesKeys,
  precheckInvoiceFile,
  useCreateInvoice,
  useUpdateInvoice,
} from '../../api/invoices';
import { searchActiveMembers } from '../../api/members';
import { formatBytes, formatNumber, today } from './format';
import { PRODUCT_CURRENCY } from '../../../../lib/format';
import { UploadStatus, useFailureText, useInvoiceUpload } from './InvoiceFileUpload';

/** A member as the member field holds it (a saved invoice only knows the name). */
export interface MemberOption {
  id: string;
  label: string;
  email?: string;
  points?: number;
}

/** The currencies offered first; any ISO 4217 code is accepted. */
const CURRENCIES = ['MXN', 'USD', 'EUR', 'TRY', 'COP', 'ARS', 'CLP', 'PEN', 'GBP'];
export const DEFAULT_CURRENCY = PRODUCT_CURRENCY;
const MAX_AMOUNT = 100_000_000;
const AMOUNT = /^\d{1,9}([.,]\d{1,2})?$/;

function invoiceSchema(t: (key: string) => string, latestDay: string) {
  return z.object({
    member: z.custom<MemberOption | null>((value) => value !== null && value !== undefined, {
      message: t('invoices.form.errors.member'),
    }),
    number: z
      .string()
      .trim()
      .min(1, t('invoices.form.errors.number'))
      .max(60, t('invoices.form.errors.numberLength')),
    vendor: z
      .string()
      .trim()
      .min(1, t('invoices.form.errors.vendor'))
      .max(120, t('invoices.form.errors.vendorLength')),
    amount: z
      .string()
      .trim()
      .regex(AMOUNT, t('invoices.form.errors.amount'))
      .refine((value) => {
        const amount = Number(value.replace(',', '.'));
        return amount > 0 && amount <= MAX_AMOUNT;
      }, t('invoices.form.errors.amount')),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, t('invoices.form.errors.currency')),
    issuedAt: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, t('invoices.form.errors.issuedAt'))
      .refine((value) => value <= latestDay, t('invoices.form.errors.issuedAtFuture')),
  });
}

export type InvoiceFormValues = z.infer<ReturnType<typeof invoiceSchema>>;
type FieldName = keyof InvoiceFormValues;
const FIELDS: readonly FieldName[] = [
  'member',
  'number',
  'vendor',
  'amount',
  'currency',
  'issuedAt',
];

function toValues(invoice: Invoice | null): InvoiceFormValues {
  return {
    member: invoice ? { id: invoice.memberId, label: invoice.memberName } : null,
    number: invoice?.number ?? '',
    vendor: invoice?.vendor ?? '',
    amount: invoice ? String(invoice.amount) : '',
    currency: invoice?.currency ?? DEFAULT_CURRENCY,
    issuedAt: invoice?.issuedAt ?? '',
  };
}

function toBody(values: InvoiceFormValues): InvoiceInput {
  return {
    memberId: values.member!.id,
    number: values.number.trim(),
    vendor: values.vendor.trim(),
    amount: Number(values.amount.trim().replace(',', '.')),
    currency: values.currency.trim().toUpperCase(),
    issuedAt: values.issuedAt,
  };
}

/** The server names the member `memberId`; the form's field is `member`. */
function renameMemberField(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields?.memberId) return error;
  const { memberId, ...rest } = error.fields;
  return new ApiError({
    statusCode: error.statusCode,
    message: error.message,
    error: error.error,
    fields: { ...rest, member: memberId },
  });
}

async function searchMemberOptions(search: string): Promise<MemberOption[]> {
  return (await searchActiveMembers(search)).map((member) => ({
    id: member.id,
    label: `${member.name} ${member.surname}`.trim(),
    email: member.email,
    points: member.points,
  }));
}

export interface InvoiceFormModalProps {
  /** null: a new invoice. */
  invoice: Invoice | null;
  show: boolean;
  onHide: () => void;
  onSaved: (invoice: Invoice, created: boolean) => void;
}

/** Registers a member's invoice with its file, or changes a pending one. */
export function InvoiceFormModal({ invoice, show, onHide, onSaved }: InvoiceFormModalProps) {
  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      size="lg"
      fullscreen="sm-down"
      aria-labelledby="invoice-form-title"
    >
      {show && (
        <InvoiceForm
          key={invoice?.id ?? 'new'}
          invoice={invoice}
          onCancel={onHide}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function InvoiceForm({
  invoice,
  onCancel,
  onSaved,
}: {
  invoice: Invoice | null;
  onCancel: () => void;
  onSaved: (invoice: Invoice, created: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const fileId = useId();
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const upload = useInvoiceUpload();
  const failureText = useFailureText();
  const latestDay = today();
  // Once created, a failed upload leaves the form editing the saved invoice (no duplicate).
  const [saved, setSaved] = useState<Invoice | null>(invoice);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<InvoiceFormValues>({
    resolver: zodResolver(invoiceSchema(t as (key: string) => string, latestDay)),
    defaultValues: toValues(invoice),
  });
  const queryClient = useQueryClient();
  const versioned = useVersionedSave({
    record: saved,
    labels: {
      memberId: t('invoices.fields.member'),
      number: t('invoices.fields.number'),
      vendor: t('invoices.fields.vendor'),
      amount: t('invoices.fields.amount'),
      currency: t('invoices.fields.currency'),
      issuedAt: t('invoices.fields.issuedAt'),
    },
    loadTheirs: (current) => {
      setSaved(current);
      reset(toValues(current));
    },
    resubmit: () => void onSubmit(),
    // A list's row carries no version: the invoice as read now does.
    reload: () => queryClient.fetchQuery(invoiceQuery(saved?.id ?? null)),
    onCurrent: (current) => queryClient.setQueryData(invoicesKeys.detail(current.id), current),
  });
  const withFile = invoice === null;
  const limit = formatBytes(INVOICE_FILE_MAX_BYTES, i18n.language);

  function chooseFile(chosen: File | undefined) {
    upload.reset();
    if (!chosen) {
      setFile(null);
      setFileError(null);
      return;
    }
    const problem = precheckInvoiceFile(chosen);
    setFile(problem ? null : chosen);
    setFileError(problem ? failureText({ kind: problem, name: chosen.name }) : null);
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (fileError) return;
    let result: Invoice;
    try {
      const answer = await versioned.save((version) =>
        saved
          ? update.mutateAsync({ id: saved.id, body: toBody(values), version })
          : create.mutateAsync(toBody(values)),
      );
      if (!answer) return;
      result = answer;
    } catch (error) {
      setFormError(applyServerErrors(renameMemberField(error), setError, FIELDS));
      return;
    }
    if (withFile && file) {
      const outcome = await upload.start(result.id, file);
      if (!outcome.ok) {
        setSaved(result);
        setFormError(t('invoices.form.savedWithoutFile', { number: result.number }));
        return;
      }
      result = outcome.invoice;
    }
    onSaved(result, invoice === null);
  });

  const busy = isSubmitting || upload.state.status === 'uploading';
  return (
    <ModalForm
      titleId="invoice-form-title"
      title={
        invoice
          ? t('invoices.form.editTitle', { number: invoice.number })
          : t('invoices.form.createTitle')
      }
      icon="bi-receipt"
      onSubmit={onSubmit}
      cancelLabel={t('invoices.form.cancel')}
      onCancel={onCancel}
      submitLabel={invoice ? t('invoices.form.save') : t('invoices.form.create')}
      pending={busy}
    >
      <FormErrorAlert
        title={t('invoices.form.saveFailed')}
        message={formError}
        testId="invoice-form-error"
      />
      {versioned.alert}
      <Form.Group className="mb-3">
        <Form.Label htmlFor="invoice-member">{t('invoices.fields.member')}</Form.Label>
        <Controller
          control={control}
          name="member"
          render={({ field }) => (
            <RecordSelect<MemberOption>
              inputId="invoice-member"
              value={field.value}
              onChange={field.onChange}
              loadOptions={searchMemberOptions}
              getOptionValue={(member) => member.id}
              getOptionLabel={(member) => member.label}
              formatOption={(member) => (
                <div className="d-flex justify-content-between gap-2">
                  <span className="min-w-0">
                    {member.label}
                    {member.email && (
                      <span className="d-block small opacity-75 text-truncate">{member.email}</span>
                    )}
                  </span>
                  {member.points !== undefined && (
                    <span className="small text-nowrap">
                      {t('invoices.points', {
                        count: member.points,
                        value: formatNumber(member.points, i18n.language),
                      })}
                    </span>
                  )}
                </div>
              )}
              placeholder={t('invoices.form.memberPlaceholder')}
              isInvalid={!!errors.member}
              describedBy="invoice-member-error"
            />
          )}
        />
        {errors.member && (
          <div id="invoice-member-error" className="invalid-feedback d-block">
            {errors.member.message}
          </div>
        )}
      </Form.Group>
      <Row className="g-x-3">
        <Col sm={6}>
          <TextField
            label={t('invoices.fields.number')}
            registration={register('number')}
            error={errors.number}
            className="font-monospace"
            maxLength={60}
            autoComplete="off"
            required
          />
        </Col>
        <Col sm={6}>
          <TextField
            label={t('invoices.fields.vendor')}
            registration={register('vendor')}
            error={errors.vendor}
            maxLength={120}
            required
          />
        </Col>
        <Col xs={7} sm={4}>
          <TextField
            label={t('invoices.fields.amount')}
            registration={register('amount')}
            error={errors.amount}
            inputMode="decimal"
            autoComplete="off"
            required
          />
        </Col>
        <Col xs={5} sm={3}>
          <TextField
            label={t('invoices.fields.currency')}
            registration={register('currency')}
            error={errors.currency}
            className="text-uppercase"
            maxLength={3}
            list="invoice-currencies"
            autoComplete="off"
            required
          />
          <datalist id="invoice-currencies">
            {CURRENCIES.map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
        </Col>
        <Col sm={5}>
          <TextField
            label={t('invoices.fields.issuedAt')}
            registration={register('issuedAt')}
            error={errors.issuedAt}
            type="date"
            max={latestDay}
            required
          />
        </Col>
      </Row>
      {withFile && (
        <Form.Group controlId={fileId} className="mb-1">
          <Form.Label>{t('invoices.fields.file')}</Form.Label>
          <Form.Control
            type="file"
            accept={INVOICE_FILE_ACCEPT}
            isInvalid={!!fileError}
            disabled={busy}
            aria-describedby={`${fileId}-hint`}
            data-testid="invoice-form-file"
            onChange={(event) => chooseFile((event.target as HTMLInputElement).files?.[0])}
          />
          {fileError ? (
            <Form.Control.Feedback type="invalid">{fileError}</Form.Control.Feedback>
          ) : (
            <Form.Text id={`${fileId}-hint`} muted>
              {t('invoices.form.fileHint', { limit })}
            </Form.Text>
          )}
          <UploadStatus upload={upload} />
        </Form.Group>
      )}
    </ModalForm>
  );
}
