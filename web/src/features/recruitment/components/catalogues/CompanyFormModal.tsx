import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../../components/form/TextField';
import { useLiveRecord } from '../../../../components/form/useLiveRecord';
import { useVersionedSave } from '../../../../components/form/useVersionedSave';
import { applyServerErrors } from '../../../../lib/forms';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { ModalForm } from '../../../../components/form/ModalForm';
import {
  type Company,
  type CompanyInput,
  companyQuery,
  useCreateCompany,
  useUpdateCompany,
} from '../../api/companies';

const TAX_ID = /^[A-Za-z0-9][A-Za-z0-9 .-]{2,29}$/;
const PHONE = /^[+\d][\d\s().-]{5,24}$/;
// The server's IMAGE_PATTERN (server/src/modules/shell/links.ts).
const LOGO =
  /^(https?:\/\/\S+|\/(?![/\\])\S+|data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+)$/;

function companySchema(t: (key: string) => string) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('companies.form.errors.name'))
      .max(120, t('companies.form.errors.nameLength')),
    // Empty says "required" first; the format rule speaks only of what was typed.
    taxId: z
      .string()
      .trim()
      .min(1, t('companies.form.errors.taxIdRequired'))
      .regex(TAX_ID, t('companies.form.errors.taxId')),
    industry: z.string().trim().max(80),
    email: z.union([z.literal(''), z.string().trim().email(t('companies.form.errors.email'))]),
    phone: z.union([
      z.literal(''),
      z.string().trim().regex(PHONE, t('companies.form.errors.phone')),
    ]),
    address: z.string().trim().max(300),
    logo: z.union([z.literal(''), z.string().trim().regex(LOGO, t('companies.form.errors.logo'))]),
    active: z.boolean(),
  });
}

export type CompanyFormValues = z.infer<ReturnType<typeof companySchema>>;

const FIELDS = [
  'name',
  'taxId',
  'industry',
  'email',
  'phone',
  'address',
  'logo',
  'active',
] as const;

function toValues(company: Company | null): CompanyFormValues {
  return {
    name: company?.name ?? '',
    taxId: company?.taxId ?? '',
    industry: company?.industry ?? '',
    email: company?.email ?? '',
    phone: company?.phone ?? '',
    address: company?.address ?? '',
    logo: company?.logo ?? '',
    active: company?.active ?? true,
  };
}

function toBody(values: CompanyFormValues, creating: boolean): CompanyInput {
  const text = (value: string) => value.trim();
  return {
    name: text(values.name),
    taxId: text(values.taxId),
    industry: text(values.industry),
    email: text(values.email) || null,
    // The server refuses an empty phone; a new company simply leaves it out.
    ...(creating && !text(values.phone) ? {} : { phone: text(values.phone) }),
    address: text(values.address),
    logo: text(values.logo) || null,
    active: values.active,
  };
}

export interface CompanyFormModalProps {
  /** null: a new company. */
  company: Company | null;
  show: boolean;
  onHide: () => void;
  onSaved: (company: Company, created: boolean) => void;
}

/** Add or edit a company in a dialog; the server's messages show beside the fields. */
export function CompanyFormModal({ company, show, onHide, onSaved }: CompanyFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onHide} centered size="lg" aria-labelledby="company-form-title">
      {show && (
        <CompanyForm
          key={company?.id ?? 'new'}
          company={company}
          onCancel={onHide}
          onSaved={onSaved}
          title={company ? t('companies.form.editTitle') : t('companies.form.createTitle')}
        />
      )}
    </Modal>
  );
}

function CompanyForm({
  company,
  onCancel,
  onSaved,
  title,
}: {
  company: Company | null;
  onCancel: () => void;
  onSaved: (company: Company, created: boolean) => void;
  title: string;
}) {
  const { t } = useTranslation();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CompanyFormValues>({
    resolver: zodResolver(companySchema(t as (key: string) => string)),
    defaultValues: toValues(company),
  });
  const logo = useWatch({ control, name: 'logo' });
  const queryClient = useQueryClient();
  // Read through its query: the live stream's refetch tells the form of others' changes.
  const live = useLiveRecord(company, companyQuery(company?.id));
  const versioned = useVersionedSave({
    record: live.record,
    deleted: live.deleted,
    labels: Object.fromEntries(FIELDS.map((field) => [field, t(`companies.form.fields.${field}`)])),
    loadTheirs: (current) => reset(toValues(current)),
    resubmit: () => void onSubmit(),
    // The list's row has no version: the company as read now has.
    reload: company
      ? () => queryClient.fetchQuery({ ...companyQuery(company.id), staleTime: 0 })
      : undefined,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = company
        ? await versioned.save((version) =>
            update.mutateAsync({ id: company.id, body: toBody(values, false), version }),
          )
        : await create.mutateAsync(toBody(values, true));
      if (saved) onSaved(saved, !company);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <ModalForm
      titleId="company-form-title"
      title={title}
      icon="bi-building"
      onSubmit={onSubmit}
      cancelLabel={t('companies.form.cancel')}
      onCancel={onCancel}
      submitLabel={company ? t('companies.form.save') : t('companies.form.create')}
      pending={isSubmitting}
    >
      <FormErrorAlert title={t('companies.form.saveFailed')} message={formError} />
      {versioned.alert}
      <Row className="g-x-3">
        <Col md={7}>
          <TextField
            label={t('companies.form.fields.name')}
            registration={register('name')}
            error={errors.name}
            autoFocus
            maxLength={120}
            required
          />
        </Col>
        <Col md={5}>
          <TextField
            label={t('companies.form.fields.taxId')}
            registration={register('taxId')}
            error={errors.taxId}
            hint={t('companies.form.hints.taxId')}
            className="font-monospace text-uppercase"
            maxLength={30}
            required
          />
        </Col>
        <Col md={6}>
          <TextField
            label={t('companies.form.fields.industry')}
            registration={register('industry')}
            error={errors.industry}
            maxLength={80}
          />
        </Col>
        <Col md={6}>
          <TextField
            label={t('companies.form.fields.email')}
            registration={register('email')}
            error={errors.email}
            type="email"
            autoComplete="off"
          />
        </Col>
        <Col md={6}>
          <TextField
            label={t('companies.form.fields.phone')}
            registration={register('phone')}
            error={errors.phone}
            type="tel"
            autoComplete="off"
          />
        </Col>
        <Col md={6}>
          <TextField
            label={t('companies.form.fields.address')}
            registration={register('address')}
            error={errors.address}
            maxLength={300}
          />
        </Col>
        <Col xs={12}>
          <div className="d-flex gap-3 align-items-start">
            <div className="flex-grow-1">
              <TextField
                label={t('companies.form.fields.logo')}
                registration={register('logo')}
                error={errors.logo}
                hint={t('companies.form.hints.logo')}
                type="url"
                placeholder="https://"
              />
            </div>
            <div className="company-logo company-logo--preview mt-4" aria-hidden="true">
              {logo && !errors.logo ? (
                <img src={logo} alt="" />
              ) : (
                <i className="bi bi-image text-body-tertiary" />
              )}
            </div>
          </div>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="field-active">
            <Form.Check
              type="switch"
              role="switch"
              label={t('companies.form.fields.active')}
              isInvalid={!!errors.active}
              feedback={errors.active?.message}
              feedbackType="invalid"
              {...register('active')}
            />
            <Form.Text muted>{t('companies.form.hints.active')}</Form.Text>
          </Form.Group>
        </Col>
      </Row>
    </ModalForm>
  );
}
