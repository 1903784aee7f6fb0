import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../components/form/TextField';
import { PERIOD_PRESETS, type PeriodQuery } from '../../../components/period';
import { applyServerErrors } from '../../../lib/forms';
import {
  type Frequency,
  type ReportFormat,
  type ReportKind,
  type ReportLanguage,
  type SavedReport,
  type SavedReportInput,
  useCreateSavedReport,
  useUpdateSavedReport,
} from '../api/reports';
import { weekdayName } from '../lib/report-kinds';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { ModalForm } from '../../../components/form/ModalForm';

const FREQUENCIES: readonly Frequency[] = ['daily', 'weekly', 'monthly'];
const FORMATS: readonly ReportFormat[] = ['xlsx', 'csv'];
const LANGUAGES: readonly ReportLanguage[] = ['en', 'tr', 'es'];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const RECIPIENTS_MAX = 10;
const EMAIL = z.string().email();

/** E-mail addresses typed one per line or separated by commas, semicolons or spaces. */
export function splitRecipients(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((one) => one.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

function schema(t: (key: string, options?: Record<string, unknown>) => string) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, t('reports.form.errors.name'))
        .max(80, t('reports.form.errors.nameLength')),
      kind: z.string(),
      period: z.enum(PERIOD_PRESETS),
      from: z.string(),
      to: z.string(),
      frequency: z.enum(['daily', 'weekly', 'monthly']),
      time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, t('reports.form.errors.time')),
      weekday: z.string().regex(/^[1-7]$/),
      dayOfMonth: z
        .string()
        .trim()
        .refine(
          (text) => /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 31,
          t('reports.form.errors.dayOfMonth'),
        ),
      format: z.enum(['csv', 'xlsx']),
      language: z.enum(['en', 'tr', 'es']),
      recipients: z.string().superRefine((text, context) => {
        const list = splitRecipients(text);
        const wrong = list.filter((one) => !EMAIL.safeParse(one).success);
        if (wrong.length > 0) {
          context.addIssue({
            code: 'custom',
            message: t('reports.form.errors.recipients', { list: wrong.join(', ') }),
          });
        }
        if (list.length > RECIPIENTS_MAX) {
          context.addIssue({
            code: 'custom',
            message: t('reports.form.errors.recipientsMax', { max: RECIPIENTS_MAX }),
          });
        }
      }),
      active: z.boolean(),
    })
    .superRefine((values, context) => {
      if (values.period !== 'custom') return;
      for (const field of ['from', 'to'] as const) {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(values[field])) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: t('reports.form.errors.day'),
          });
        }
      }
      if (values.from && values.to && values.from > values.to) {
        context.addIssue({ code: 'custom', path: ['to'], message: t('period.outOfOrder') });
      }
    });
}

type Values = z.infer<ReturnType<typeof schema>>;

const FIELDS = [
  'name',
  'kind',
  'from',
  'to',
  'frequency',
  'time',
  'weekday',
  'dayOfMonth',
  'format',
  'language',
  'recipients',
  'active',
] as const;

export interface SavedReportDialogProps {
  show: boolean;
  /** null: a new report, from the report on screen. */
  report: SavedReport | null;
  kinds: readonly ReportKind[];
  initial: { kind: ReportKind; period: PeriodQuery; email: string | null };
  onHide: () => void;
  onSaved: (report: SavedReport, created: boolean) => void;
}

/** Saves the report on screen (or edits a saved one) with a schedule and recipients. */
export function SavedReportDialog({ show, report, ...rest }: SavedReportDialogProps) {
  return (
    <Modal show={show} onHide={rest.onHide} centered size="lg" aria-labelledby="saved-report-title">
      {show && <SavedReportForm key={report?.id ?? 'new'} report={report} {...rest} />}
    </Modal>
  );
}

function uiLanguage(language: string): ReportLanguage {
  const short = language.slice(0, 2) as ReportLanguage;
  return LANGUAGES.includes(short) ? short : 'en';
}

function SavedReportForm({
  report,
  kinds,
  initial,
  onHide,
  onSaved,
}: Omit<SavedReportDialogProps, 'show'>) {
  const { t, i18n } = useTranslation();
  const create = useCreateSavedReport();
  const update = useUpdateSavedReport();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema(t as (key: string) => string)),
    defaultValues: {
      name: report?.name ?? t(`reports.kinds.${initial.kind}.title`),
      kind: report?.kind ?? initial.kind,
      period: report?.filters.period ?? initial.period.period,
      from: (report ? report.filters.from : initial.period.from) ?? '',
      to: (report ? report.filters.to : initial.period.to) ?? '',
      frequency: report?.schedule.frequency ?? 'weekly',
      time: report?.schedule.time ?? '08:00',
      weekday: String(report?.schedule.weekday ?? 1),
      dayOfMonth: String(report?.schedule.dayOfMonth ?? 1),
      format: report?.format ?? 'xlsx',
      language: report?.language ?? uiLanguage(i18n.language),
      recipients: (report?.recipients ?? (initial.email ? [initial.email] : [])).join('\n'),
      active: report?.active ?? true,
    },
  });
  const [frequency, period] = useWatch({ control, name: ['frequency', 'period'] });
  const nowUtc = new Date().toISOString().slice(11, 16);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body: SavedReportInput = {
      name: values.name.trim(),
      kind: values.kind as ReportKind,
      filters:
        values.period === 'custom'
          ? { period: 'custom', from: values.from, to: values.to }
          : { period: values.period },
      schedule: {
        frequency: values.frequency,
        time: values.time,
        ...(values.frequency === 'weekly' ? { weekday: Number(values.weekday) } : {}),
        ...(values.frequency === 'monthly' ? { dayOfMonth: Number(values.dayOfMonth) } : {}),
      },
      format: values.format,
      language: values.language,
      recipients: splitRecipients(values.recipients),
      active: values.active,
    };
    try {
      const saved = report
        ? await update.mutateAsync({ id: report.id, body })
        : await create.mutateAsync(body);
      onSaved(saved, !report);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <ModalForm
      titleId="saved-report-title"
      title={report ? t('reports.form.editTitle') : t('reports.form.createTitle')}
      icon="bi-calendar-check"
      onSubmit={onSubmit}
      cancelLabel={t('reports.form.cancel')}
      onCancel={onHide}
      submitLabel={report ? t('reports.form.save') : t('reports.form.create')}
      pending={isSubmitting}
    >
      <FormErrorAlert title={t('reports.form.saveFailed')} message={formError} />
      <TextField
        label={t('reports.form.fields.name')}
        registration={register('name')}
        error={errors.name}
        maxLength={80}
        required
        autoFocus
      />
      <Row>
        <Col md={6}>
          <Form.Group className="mb-3" controlId="saved-report-kind">
            <Form.Label>{t('reports.form.fields.kind')}</Form.Label>
            <Form.Select {...register('kind')} isInvalid={!!errors.kind}>
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`reports.kinds.${kind}.title`)}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.kind?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col md={6}>
          <Form.Group className="mb-3" controlId="saved-report-period">
            <Form.Label>{t('period.label')}</Form.Label>
            <Form.Select {...register('period')} aria-describedby="saved-report-period-hint">
              {PERIOD_PRESETS.map((preset) => (
                <option key={preset} value={preset}>
                  {t(`period.presets.${preset}`)}
                </option>
              ))}
            </Form.Select>
            <Form.Text id="saved-report-period-hint" muted>
              {t('reports.form.hints.period')}
            </Form.Text>
          </Form.Group>
        </Col>
      </Row>
      {period === 'custom' && (
        <Row>
          <Col sm={6}>
            <TextField
              label={t('period.from')}
              registration={register('from')}
              error={errors.from}
              type="date"
            />
          </Col>
          <Col sm={6}>
            <TextField
              label={t('period.to')}
              registration={register('to')}
              error={errors.to}
              type="date"
            />
          </Col>
        </Row>
      )}
      <fieldset className="mb-2">
        <legend className="fs-6 fw-semibold mb-2">{t('reports.form.schedule')}</legend>
        <Row>
          <Col sm={6} md={4}>
            <Form.Group className="mb-3" controlId="saved-report-frequency">
              <Form.Label>{t('reports.form.fields.frequency')}</Form.Label>
              <Form.Select {...register('frequency')} isInvalid={!!errors.frequency}>
                {FREQUENCIES.map((one) => (
                  <option key={one} value={one}>
                    {t(`reports.frequencies.${one}`)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          {frequency === 'weekly' && (
            <Col sm={6} md={4}>
              <Form.Group className="mb-3" controlId="saved-report-weekday">
                <Form.Label>{t('reports.form.fields.weekday')}</Form.Label>
                <Form.Select {...register('weekday')} isInvalid={!!errors.weekday}>
                  {WEEKDAYS.map((day) => (
                    <option key={day} value={day}>
                      {weekdayName(day, i18n.language)}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">
                  {errors.weekday?.message}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
          )}
          {frequency === 'monthly' && (
            <Col sm={6} md={4}>
              <TextField
                label={t('reports.form.fields.dayOfMonth')}
                registration={register('dayOfMonth')}
                error={errors.dayOfMonth}
                type="number"
                min={1}
                max={31}
                hint={t('reports.form.hints.dayOfMonth')}
              />
            </Col>
          )}
          <Col sm={6} md={4}>
            <TextField
              label={t('reports.form.fields.time')}
              registration={register('time')}
              error={errors.time}
              type="time"
              hint={t('reports.form.hints.time', { now: nowUtc })}
            />
          </Col>
        </Row>
      </fieldset>
      <Row>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId="saved-report-format">
            <Form.Label>{t('reports.form.fields.format')}</Form.Label>
            <Form.Select {...register('format')}>
              {FORMATS.map((one) => (
                <option key={one} value={one}>
                  {t(`reports.formats.${one}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId="saved-report-language">
            <Form.Label>{t('reports.form.fields.language')}</Form.Label>
            <Form.Select {...register('language')}>
              {LANGUAGES.map((one) => (
                <option key={one} value={one} lang={one}>
                  {t(`reports.languages.${one}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
      <TextField
        label={t('reports.form.fields.recipients')}
        registration={register('recipients')}
        error={errors.recipients}
        as="textarea"
        rows={2}
        hint={t('reports.form.hints.recipients')}
        placeholder="name@example.com"
      />
      <Form.Group controlId="saved-report-active">
        <Form.Check
          type="switch"
          role="switch"
          label={t('reports.form.fields.active')}
          {...register('active')}
        />
      </Form.Group>
    </ModalForm>
  );
}
