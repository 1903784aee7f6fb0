import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../../components/form/TextField';
import { applyServerErrors } from '../../../../lib/forms';
import {
  addDays,
  browserTimeZone,
  isDay,
  localDay,
  localInstant,
} from '../../../../lib/local-time';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { ModalForm } from '../../../../components/form/ModalForm';
import { type InterviewSlot, useCreateSlot } from '../../api/interview-slots';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A whole number of places, 1 to 50 (the server's MAX_SLOT_CAPACITY). */
export function isCapacity(value: string): boolean {
  return /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 50;
}

function slotSchema(t: (key: string) => string) {
  return z
    .object({
      day: z.string().refine(isDay, t('interviews.form.errors.day')),
      startsAt: z.string().regex(TIME, t('interviews.form.errors.time')),
      endsAt: z.string().regex(TIME, t('interviews.form.errors.time')),
      capacity: z.string().trim().refine(isCapacity, t('interviews.form.errors.capacity')),
    })
    .refine((values) => values.endsAt > values.startsAt, {
      path: ['endsAt'],
      message: t('interviews.form.errors.endAfterStart'),
    });
}

type SlotValues = z.infer<ReturnType<typeof slotSchema>>;
const FIELDS = ['day', 'startsAt', 'endsAt', 'capacity'] as const;

export interface SlotFormModalProps {
  vacancyId: string;
  show: boolean;
  onHide: () => void;
  onSaved: (slot: InterviewSlot) => void;
}

/** Offer one interview slot, in the reader's local time. */
export function SlotFormModal({ vacancyId, show, onHide, onSaved }: SlotFormModalProps) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="slot-form-title">
      {show && <SlotForm vacancyId={vacancyId} onCancel={onHide} onSaved={onSaved} />}
    </Modal>
  );
}

function SlotForm({
  vacancyId,
  onCancel,
  onSaved,
}: {
  vacancyId: string;
  onCancel: () => void;
  onSaved: (slot: InterviewSlot) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateSlot();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SlotValues>({
    resolver: zodResolver(slotSchema(t as (key: string) => string)),
    defaultValues: {
      day: addDays(localDay(new Date()), 1),
      startsAt: '09:00',
      endsAt: '09:30',
      capacity: '1',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await create.mutateAsync({
        vacancyId,
        startsAt: localInstant(values.day, values.startsAt),
        endsAt: localInstant(values.day, values.endsAt),
        capacity: Number(values.capacity),
      });
      onSaved(saved);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <ModalForm
      titleId="slot-form-title"
      title={t('interviews.form.title')}
      icon="bi-calendar-plus"
      onSubmit={onSubmit}
      cancelLabel={t('interviews.form.cancel')}
      onCancel={onCancel}
      submitLabel={t('interviews.form.save')}
      pending={isSubmitting}
    >
      <FormErrorAlert title={t('interviews.form.saveFailed')} message={formError} />
      <TextField
        label={t('interviews.form.day')}
        type="date"
        registration={register('day')}
        error={errors.day}
        required
      />
      <Row>
        <Col xs={6}>
          <TextField
            label={t('interviews.form.start')}
            type="time"
            registration={register('startsAt')}
            error={errors.startsAt}
            required
          />
        </Col>
        <Col xs={6}>
          <TextField
            label={t('interviews.form.end')}
            type="time"
            registration={register('endsAt')}
            error={errors.endsAt}
            required
          />
        </Col>
      </Row>
      <TextField
        label={t('interviews.form.capacity')}
        type="number"
        min={1}
        max={50}
        registration={register('capacity')}
        error={errors.capacity}
        hint={t('interviews.form.capacityHint')}
        required
      />
      <p className="small text-body-secondary mb-0">
        <i className="bi bi-globe2 me-1" aria-hidden="true" />
        {t('interviews.form.localZone', { zone: browserTimeZone() })}
      </p>
    </ModalForm>
  );
}
