import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { TextField } from '../../../../components/form/TextField';
import { useLiveRecord } from '../../../../components/form/useLiveRecord';
import { useVersionedSave } from '../../../../components/form/useVersionedSave';
import { applyServerErrors } from '../../../../lib/forms';
import { ModalForm } from '../../../../components/form/ModalForm';
import {
  type Member,
  type MemberInput,
  memberQuery,
  useCreateMember,
  useUpdateMember,
} from '../../api/members';

// The server's rules (server/src/modules/members/dto/member.dto.ts).
const PHONE = /^[+\d][\d\s().-]{5,24}$/;
const DOCUMENT = /^[A-Za-z0-9][A-Za-z0-9 .-]{3,29}$/;

function memberSchema(t: (key: string) => string) {
  const required = (max: number) =>
    z.string().trim().min(1, t('members.form.errors.required')).max(max);
  return z.object({
    name: required(80),
    surname: required(80),
    email: z.string().trim().email(t('members.form.errors.email')).max(200),
    phone: z.union([z.literal(''), z.string().trim().regex(PHONE, t('members.form.errors.phone'))]),
    documentId: z.string().trim().regex(DOCUMENT, t('members.form.errors.documentId')),
    company: z.string().trim().max(120),
  });
}

type Values = z.infer<ReturnType<typeof memberSchema>>;
const FIELDS = ['name', 'surname', 'email', 'phone', 'documentId', 'company'] as const;

function toValues(member: Member | null): Values {
  return {
    name: member?.name ?? '',
    surname: member?.surname ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    documentId: member?.documentId ?? '',
    company: member?.company ?? '',
  };
}

function toBody(values: Values, creating: boolean): MemberInput {
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    // The server refuses an empty phone; a new member simply leaves it out.
    ...(creating && !values.phone.trim() ? {} : { phone: values.phone.trim() }),
    documentId: values.documentId.trim(),
    company: values.company.trim(),
  };
}

export interface MemberFormModalProps {
  /** null: a new member. */
  member: Member | null;
  show: boolean;
  onHide: () => void;
  onSaved: (member: Member, created: boolean) => void;
}

/** Adds or edits a member; the server's messages (a taken email, say) show beside the fields. */
export function MemberFormModal({ member, show, onHide, onSaved }: MemberFormModalProps) {
  return (
    <Modal show={show} onHide={onHide} centered size="lg" aria-labelledby="member-form-title">
      {show && (
        <MemberForm key={member?.id ?? 'new'} member={member} onCancel={onHide} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function MemberForm({
  member,
  onCancel,
  onSaved,
}: {
  member: Member | null;
  onCancel: () => void;
  onSaved: (member: Member, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateMember();
  const update = useUpdateMember();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(memberSchema(t as (key: string) => string)),
    defaultValues: toValues(member),
  });
  const queryClient = useQueryClient();
  // Read through its query: the live stream's refetch tells the form of others' changes.
  const live = useLiveRecord(member, memberQuery(member?.id ?? null));
  const versioned = useVersionedSave({
    record: live.record,
    deleted: live.deleted,
    labels: Object.fromEntries(FIELDS.map((field) => [field, t(`members.form.fields.${field}`)])),
    loadTheirs: (current) => reset(toValues(current)),
    resubmit: () => void onSubmit(),
    // The list's row has no version: the member as read now has.
    reload: member ? () => queryClient.fetchQuery(memberQuery(member.id)) : undefined,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = member
        ? await versioned.save((version) =>
            update.mutateAsync({ id: member.id, body: toBody(values, false), version }),
          )
        : await create.mutateAsync(toBody(values, true));
      if (saved) onSaved(saved, !member);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <ModalForm
      titleId="member-form-title"
      title={member ? t('members.form.editTitle') : t('members.form.createTitle')}
      icon="bi-person-vcard"
      onSubmit={onSubmit}
      cancelLabel={t('members.form.cancel')}
      onCancel={onCancel}
      submitLabel={member ? t('members.form.save') : t('members.form.create')}
      pending={isSubmitting}
    >
      <FormErrorAlert title={t('members.form.saveFailed')} message={formError} />
      {versioned.alert}
      <Row>
        <Col md={6}>
          <TextField
            label={t('members.form.fields.name')}
            registration={register('name')}
            error={errors.name}
            maxLength={80}
            autoFocus
            required
          />
        </Col>
        <Col md={6}>
          <TextField
            label={t('members.form.fields.surname')}
            registration={register('surname')}
            error={errors.surname}
            maxLength={80}
            required
          />
        </Col>
        <Col md={6}>
          <TextField
            label={t('members.form.fields.email')}
            registration={register('email')}
            error={errors.email}
            type="email"
            autoComplete="off"
            required
          />
        </Col>
        <Col md={6}>
          <TextField
            label={t('members.form.fields.phone')}
            registration={register('phone')}
            error={errors.phone}
            type="tel"
            autoComplete="off"
          />
        </Col>
        <Col md={6}>
          <TextField
            label={t('members.form.fields.documentId')}
            registration={register('documentId')}
            error={errors.documentId}
            hint={t('members.form.hints.documentId')}
            className="font-monospace text-uppercase"
            maxLength={30}
            required
          />
        </Col>
        <Col md={6}>
          <TextField
            label={t('members.form.fields.company')}
            registration={register('company')}
            error={errors.company}
            maxLength={120}
          />
        </Col>
      </Row>
    </ModalForm>
  );
}
