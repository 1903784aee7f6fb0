import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../components/form/TextField';
import { ApiError } from '../../../lib/api/errors';
import { applyServerErrors } from '../../../lib/forms';
import { isLanguage } from '../../../lib/i18n';
import { browserTimeZone } from '../../../lib/local-time';
import { type BookingConfirmation, type PublicSlot, useBookSlot } from '../api/booking';

const PHONE = /^[+\d][\d\s().-]{5,24}$/;
const FIELDS = ['name', 'email', 'phone', 'consent'] as const;
/** Answers that mean the slot cannot be had any more: pick another. */
const SLOT_GONE = new Set(['slot-full', 'slot-past', 'slot-vacancy-closed', 'not-found']);

export interface BookingFormProps {
  slot: PublicSlot;
  onBooked: (confirmation: BookingConfirmation) => void;
  /** The slot went (full, started, closed) while the person typed. */
  onSlotGone: (message: string) => void;
  onBack: () => void;
}

/** Name, e-mail, phone and consent for one slot. Nothing typed is lost on a refusal. */
export function BookingForm({ slot, onBooked, onSlotGone, onBack }: BookingFormProps) {
  const { t, i18n } = useTranslation();
  const book = useBookSlot();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('booking.errors.name'))
          .max(160, t('booking.errors.nameLength'))
          .regex(/\p{L}/u, t('booking.errors.name')),
        email: z.string().trim().email(t('booking.errors.email')).max(200),
        phone: z.string().trim().regex(PHONE, t('booking.errors.phone')),
        consent: z.boolean().refine((value) => value, t('booking.errors.consent')),
      }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', phone: '', consent: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const confirmation = await book.mutateAsync({
        slotId: slot.id,
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          consent: true,
          // What the person read beside the box, in the language it showed in.
          consentText: t('booking.form.consent'),
          consentLanguage: isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en',
          language: isLanguage(i18n.language) ? i18n.language : 'en',
          timeZone: browserTimeZone(),
        },
      });
      onBooked(confirmation);
    } catch (error) {
      if (error instanceof ApiError && error.code && SLOT_GONE.has(error.code)) {
        onSlotGone(error.message);
        return;
      }
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="booking-form-title"
    >
      <h2 id="booking-form-title" className="h5 mb-3">
        {t('booking.form.title')}
      </h2>
      {formError && (
        <Alert variant="danger" role="alert">
          {formError}
        </Alert>
      )}
      <TextField
        label={t('booking.form.name')}
        autoComplete="name"
        registration={register('name')}
        error={errors.name}
        required
        autoFocus
      />
      <TextField
        label={t('booking.form.email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
        hint={t('booking.form.emailHint')}
        required
      />
      <TextField
        label={t('booking.form.phone')}
        type="tel"
        autoComplete="tel"
        registration={register('phone')}
        error={errors.phone}
        required
      />
      <Form.Group className="mb-4" controlId="booking-consent">
        <Form.Check
          type="checkbox"
          label={t('booking.form.consent')}
          isInvalid={!!errors.consent}
          feedback={errors.consent?.message}
          feedbackType="invalid"
          {...register('consent')}
        />
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {t('booking.form.submit')}
        </Button>
        <Button variant="outline-secondary" onClick={onBack} disabled={isSubmitting}>
          {t('booking.form.back')}
        </Button>
      </div>
    </Form>
  );
}
