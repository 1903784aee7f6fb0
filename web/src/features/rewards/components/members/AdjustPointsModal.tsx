import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../../components/form/TextField';
import { applyServerErrors } from '../../../../lib/forms';
import { ModalForm } from '../../../../components/form/ModalForm';
import { type Member, type PointsEntry, useAdjustPoints } from '../../api/members';

const MAX_ADJUSTMENT = 1_000_000;

function adjustmentSchema(t: (key: string) => string, balance: number) {
  const whole = (value: string) => /^[-+]?\d{1,7}$/.test(value.trim());
  return z.object({
    points: z
      .string()
      .refine(whole, t('members.adjust.errors.points'))
      .refine(
        (value) => !whole(value) || Math.abs(Number(value)) <= MAX_ADJUSTMENT,
        t('members.adjust.errors.points'),
      )
      .refine((value) => !whole(value) || Number(value) !== 0, t('members.adjust.errors.zero'))
      .refine(
        (value) => !whole(value) || balance + Number(value) >= 0,
        t('members.adjust.errors.belowZero'),
      ),
    reason: z.string().trim().min(1, t('members.adjust.errors.reason')).max(300),
  });
}

type Values = z.infer<ReturnType<typeof adjustmentSchema>>;

export interface AdjustPointsModalProps {
  member: Member;
  show: boolean;
  onHide: () => void;
  onDone: (entry: PointsEntry) => void;
}

/** A correction of a member's points: a new ledger entry with a reason, never an edit. */
export function AdjustPointsModal({ member, show, onHide, onDone }: AdjustPointsModalProps) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="adjust-points-title">
      {show && <AdjustPointsForm member={member} onCancel={onHide} onDone={onDone} />}
    </Modal>
  );
}

function AdjustPointsForm({
  member,
  onCancel,
  onDone,
}: {
  member: Member;
  onCancel: () => void;
  onDone: (entry: PointsEntry) => void;
}) {
  const { t, i18n } = useTranslation();
  const adjust = useAdjustPoints();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(adjustmentSchema(t as (key: string) => string, member.points)),
    defaultValues: { points: '', reason: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await adjust.mutateAsync({
        id: member.id,
        body: { points: Number(values.points), reason: values.reason.trim() },
      });
      onDone(result.entry);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['points', 'reason']));
    }
  });

  return (
    <ModalForm
      titleId="adjust-points-title"
      title={t('members.adjust.title')}
      icon="bi-plus-slash-minus"
      onSubmit={onSubmit}
      cancelLabel={t('members.adjust.cancel')}
      onCancel={onCancel}
      submitLabel={t('members.adjust.submit')}
      pending={isSubmitting}
    >
      <p className="text-body-secondary small">
        {t('members.adjust.intro', {
          name: `${member.name} ${member.surname}`,
          count: member.points,
          value: member.points.toLocaleString(i18n.language),
        })}
      </p>
      {formError && (
        <Alert variant="danger" className="small">
          {formError}
        </Alert>
      )}
      <TextField
        label={t('members.adjust.points')}
        registration={register('points')}
        error={errors.points}
        hint={t('members.adjust.pointsHint')}
        type="number"
        inputMode="numeric"
        step={1}
        autoFocus
        required
      />
      <TextField
        label={t('members.adjust.reason')}
        registration={register('reason')}
        error={errors.reason}
        hint={t('members.adjust.reasonHint')}
        maxLength={300}
        required
      />
    </ModalForm>
  );
}
