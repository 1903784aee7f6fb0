import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../../components/form/TextField';
import { applyServerErrors } from '../../../../lib/forms';
import {
  addDays,
  browserTimeZone,
  formatLongDay,
  formatTimeRange,
  groupByLocalDay,
  isDay,
  localDay,
  timeZoneNames,
} from '../../../../lib/local-time';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { ModalForm } from '../../../../components/form/ModalForm';
import {
  previewSeries,
  type SeriesInput,
  type SeriesPreview,
  type SeriesResult,
  useCreateSeries,
} from '../../api/interview-slots';
import { isCapacity } from './SlotFormModal';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** ISO weekdays, Monday first. */
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
const whole = (min: number, max: number) => (value: string) =>
  /^\d{1,3}$/.test(value) && Number(value) >= min && Number(value) <= max;

function seriesSchema(t: (key: string) => string) {
  return z
    .object({
      firstDay: z.string().refine(isDay, t('interviews.form.errors.day')),
      lastDay: z.string().refine(isDay, t('interviews.form.errors.day')),
      weekdays: z.array(z.string()).min(1, t('interviews.series.errors.weekdays')),
      startTime: z.string().regex(TIME, t('interviews.form.errors.time')),
      endTime: z.string().regex(TIME, t('interviews.form.errors.time')),
      durationMinutes: z
        .string()
        .trim()
        .refine(whole(5, 480), t('interviews.series.errors.duration')),
      breakMinutes: z.string().trim().refine(whole(0, 240), t('interviews.series.errors.break')),
      capacity: z.string().trim().refine(isCapacity, t('interviews.form.errors.capacity')),
      timeZone: z.string().min(1),
    })
    .refine((values) => values.lastDay >= values.firstDay, {
      path: ['lastDay'],
      message: t('interviews.series.errors.lastDay'),
    })
    .refine((values) => values.endTime > values.startTime, {
      path: ['endTime'],
      message: t('interviews.form.errors.endAfterStart'),
    });
}

type SeriesValues = z.infer<ReturnType<typeof seriesSchema>>;
const FIELDS = [
  'firstDay',
  'lastDay',
  'weekdays',
  'startTime',
  'endTime',
  'durationMinutes',
  'breakMinutes',
  'capacity',
  'timeZone',
] as const;

function toBody(vacancyId: string, values: SeriesValues): SeriesInput {
  return {
    vacancyId,
    firstDay: values.firstDay,
    lastDay: values.lastDay,
    weekdays: values.weekdays.map(Number).sort(),
    startTime: values.startTime,
    endTime: values.endTime,
    durationMinutes: Number(values.durationMinutes),
    breakMinutes: Number(values.breakMinutes),
    capacity: Number(values.capacity),
    timeZone: values.timeZone,
  };
}

export interface SeriesFormModalProps {
  vacancyId: string;
  show: boolean;
  onHide: () => void;
  onSaved: (result: SeriesResult) => void;
}

/** Offer many slots at once: chosen weekdays, hours and length, in a chosen time zone. */
export function SeriesFormModal({ vacancyId, show, onHide, onSaved }: SeriesFormModalProps) {
  return (
    <Modal show={show} onHide={onHide} centered size="lg" aria-labelledby="series-form-title">
      {show && <SeriesForm vacancyId={vacancyId} onCancel={onHide} onSaved={onSaved} />}
    </Modal>
  );
}

function SeriesForm({
  vacancyId,
  onCancel,
  onSaved,
}: {
  vacancyId: string;
  onCancel: () => void;
  onSaved: (result: SeriesResult) => void;
}) {
  const { t, i18n } = useTranslation();
  const create = useCreateSeries();
  const zones = useMemo(() => timeZoneNames(), []);
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState<SeriesPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const today = localDay(new Date());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SeriesValues>({
    resolver: zodResolver(seriesSchema(t as (key: string) => string)),
    defaultValues: {
      firstDay: addDays(today, 1),
      lastDay: addDays(today, 7),
      weekdays: ['1', '2', '3', '4', '5'],
      startTime: '09:00',
      endTime: '12:00',
      durationMinutes: '30',
      breakMinutes: '0',
      capacity: '1',
      timeZone: browserTimeZone(),
    },
  });

  const failed = (error: unknown) => setFormError(applyServerErrors(error, setError, FIELDS));

  const onPreview = handleSubmit(async (values) => {
    setFormError(null);
    setPreviewing(true);
    try {
      setPreview(await previewSeries(toBody(vacancyId, values)));
    } catch (error) {
      setPreview(null);
      failed(error);
    } finally {
      setPreviewing(false);
    }
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSaved(await create.mutateAsync(toBody(vacancyId, values)));
    } catch (error) {
      failed(error);
    }
  });

  const weekdayName = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short' }).format(
      // 2024-01-01 was a Monday.
      new Date(2024, 0, Number(day)),
    );
  const fresh = preview?.slots.filter((slot) => slot.state === 'new') ?? [];

  return (
    <ModalForm
      titleId="series-form-title"
      title={t('interviews.series.title')}
      icon="bi-calendar-range"
      onSubmit={onSubmit}
      cancelLabel={t('interviews.form.cancel')}
      onCancel={onCancel}
      submitLabel={
        preview
          ? t('interviews.series.createCount', { count: preview.newCount })
          : t('interviews.series.create')
      }
      pending={isSubmitting}
      submitDisabled={preview?.newCount === 0}
      extraActions={
        <Button
          variant="outline-primary"
          onClick={() => void onPreview()}
          disabled={previewing || isSubmitting}
        >
          {previewing && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {t('interviews.series.preview')}
        </Button>
      }
    >
      <FormErrorAlert title={t('interviews.series.saveFailed')} message={formError} />
      <Row>
        <Col sm={6}>
          <TextField
            label={t('interviews.series.firstDay')}
            type="date"
            registration={register('firstDay')}
            error={errors.firstDay}
            required
          />
        </Col>
        <Col sm={6}>
          <TextField
            label={t('interviews.series.lastDay')}
            type="date"
            registration={register('lastDay')}
            error={errors.lastDay}
            required
          />
        </Col>
      </Row>
      <Form.Group className="mb-3">
        <fieldset aria-describedby={errors.weekdays ? 'series-weekdays-error' : undefined}>
          <legend className="form-label fs-6 mb-1">{t('interviews.series.weekdays')}</legend>
          <div className="series-weekdays">
            {WEEKDAYS.map((day) => (
              <Form.Check
                key={day}
                id={`series-weekday-${day}`}
                type="checkbox"
                value={day}
                label={weekdayName(day)}
                isInvalid={!!errors.weekdays}
                {...register('weekdays')}
              />
            ))}
          </div>
        </fieldset>
        {errors.weekdays && (
          <div id="series-weekdays-error" className="invalid-feedback d-block">
            {errors.weekdays.message}
          </div>
        )}
      </Form.Group>
      <Row>
        <Col xs={6} md={3}>
          <TextField
            label={t('interviews.series.startTime')}
            type="time"
            registration={register('startTime')}
            error={errors.startTime}
            required
          />
        </Col>
        <Col xs={6} md={3}>
          <TextField
            label={t('interviews.series.endTime')}
            type="time"
            registration={register('endTime')}
            error={errors.endTime}
            required
          />
        </Col>
        <Col xs={6} md={3}>
          <TextField
            label={t('interviews.series.duration')}
            type="number"
            min={5}
            max={480}
            registration={register('durationMinutes')}
            error={errors.durationMinutes}
            required
          />
        </Col>
        <Col xs={6} md={3}>
          <TextField
            label={t('interviews.series.break')}
            type="number"
            min={0}
            max={240}
            registration={register('breakMinutes')}
            error={errors.breakMinutes}
          />
        </Col>
      </Row>
      <Row>
        <Col sm={4}>
          <TextField
            label={t('interviews.form.capacity')}
            type="number"
            min={1}
            max={50}
            registration={register('capacity')}
            error={errors.capacity}
            required
          />
        </Col>
        <Col sm={8}>
          <Form.Group className="mb-3" controlId="series-time-zone">
            <Form.Label>{t('interviews.series.timeZone')}</Form.Label>
            <Form.Select {...register('timeZone')} isInvalid={!!errors.timeZone}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.timeZone?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
      </Row>

      {preview && (
        <div data-testid="series-preview" aria-live="polite">
          <p className="mb-2">
            <strong>{t('interviews.series.willMake', { count: preview.newCount })}</strong>
            {preview.slots.length > preview.newCount && (
              <span className="text-body-secondary">
                {' '}
                {t('interviews.series.skipping', {
                  count: preview.slots.length - preview.newCount,
                })}
              </span>
            )}
          </p>
          {fresh.length > 0 && (
            <div
              className="series-preview small"
              tabIndex={0}
              aria-label={t('interviews.series.previewList')}
            >
              {groupByLocalDay(fresh, (slot) => slot.startsAt).map(({ day, items }) => (
                <div key={day} className="mb-1">
                  <span className="fw-semibold text-capitalize">
                    {formatLongDay(day, i18n.language)}:
                  </span>{' '}
                  {items
                    .map((slot) => formatTimeRange(slot.startsAt, slot.endsAt, i18n.language))
                    .join(', ')}
                </div>
              ))}
            </div>
          )}
          <p className="small text-body-secondary mt-2 mb-0">
            {t('interviews.series.shownLocal', { zone: browserTimeZone() })}
          </p>
        </div>
      )}
    </ModalForm>
  );
}
