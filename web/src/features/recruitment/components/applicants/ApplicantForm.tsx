import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../../components/form/TextField';
import { useVersionedSave } from '../../../../components/form/useVersionedSave';
import { applyServerErrors } from '../../../../lib/forms';
import {
  APPLICANT_SOURCES,
  type Applicant,
  type ApplicantInput,
  applicantsKeys,
  EDUCATION_LEVELS,
} from '../../api/applicants';
import { formatDateTime } from './format';
import { SkillsInput } from './SkillsInput';
import './applicants.scss';

const FIELDS = [
  'firstName',
  'lastName',
  'documentId',
  'email',
  'phone',
  'birthDate',
  'city',
  'skills',
  'yearsExperience',
  'education',
  'expectedSalary',
  'source',
  'notes',
  'consent',
] as const;

const DOCUMENT_ID = /^$|^[A-Za-z0-9][A-Za-z0-9 .-]{3,29}$/;
const PHONE = /^$|^[+\d][\d\s().-]{5,24}$/;
const WHOLE = /^\d*$/;

function useApplicantSchema() {
  const { t } = useTranslation();
  return useMemo(() => {
    const required = t('applicants.validation.required');
    const tooLong = (max: number) => t('applicants.validation.tooLong', { max });
    return z.object({
      firstName: z.string().trim().min(1, required).max(80, tooLong(80)),
      lastName: z.string().trim().min(1, required).max(80, tooLong(80)),
      documentId: z.string().trim().regex(DOCUMENT_ID, t('applicants.validation.documentId')),
      email: z
        .string()
        .trim()
        .min(1, required)
        .max(200, tooLong(200))
        .pipe(z.email(t('applicants.validation.email'))),
      phone: z.string().trim().regex(PHONE, t('applicants.validation.phone')),
      birthDate: z.string(),
      city: z.string().trim().max(80, tooLong(80)),
      skills: z
        .array(z.string().max(60, t('applicants.validation.skill')))
        .max(50, t('applicants.validation.tooManySkills')),
      yearsExperience: z
        .string()
        .trim()
        .regex(WHOLE, t('applicants.validation.years'))
        .refine((value) => value === '' || Number(value) <= 60, t('applicants.validation.years')),
      education: z.enum(['', ...EDUCATION_LEVELS]),
      expectedSalary: z
        .string()
        .trim()
        .regex(WHOLE, t('applicants.validation.salary'))
        .refine(
          (value) => value === '' || Number(value) <= 1_000_000_000,
          t('applicants.validation.salary'),
        ),
      source: z.enum(APPLICANT_SOURCES as [Applicant['source'], ...Applicant['source'][]]),
      notes: z.string().max(5000, tooLong(5000)),
      consent: z.boolean(),
    });
  }, [t]);
}

export type ApplicantFormValues = z.infer<ReturnType<typeof useApplicantSchema>>;

function toValues(applicant: Applicant | null | undefined): ApplicantFormValues {
  return {
    firstName: applicant?.firstName ?? '',
    lastName: applicant?.lastName ?? '',
    documentId: applicant?.documentId ?? '',
    email: applicant?.email ?? '',
    phone: applicant?.phone ?? '',
    birthDate: applicant?.birthDate ?? '',
    city: applicant?.city ?? '',
    skills: applicant?.skills ?? [],
    yearsExperience: applicant?.yearsExperience == null ? '' : String(applicant.yearsExperience),
    education: applicant?.education ?? '',
    expectedSalary: applicant?.expectedSalary == null ? '' : String(applicant.expectedSalary),
    source: applicant?.source ?? 'other',
    notes: applicant?.notes ?? '',
    consent: !!applicant,
  };
}

/** The request body the form's values make (empty optional fields become null). */
export function toApplicantInput(values: ApplicantFormValues): ApplicantInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    documentId: values.documentId.trim() || null,
    email: values.email.trim(),
    phone: values.phone.trim(),
    birthDate: values.birthDate || null,
    city: values.city.trim(),
    skills: values.skills,
    yearsExperience: values.yearsExperience === '' ? null : Number(values.yearsExperience),
    education: values.education || null,
    expectedSalary: values.expectedSalary === '' ? null : Number(values.expectedSalary),
    source: values.source,
    notes: values.notes,
    consent: values.consent,
  };
}

export interface ApplicantFormProps {
  /** The applicant being edited; none to create one. */
  applicant?: Applicant | null;
  /**
   * Saves, an edit naming the version it starts from; rejects with the server's error,
   * which the form puts beside the fields (or, for someone else's change, above them).
   */
  onSubmit: (input: ApplicantInput, version: string | undefined) => Promise<unknown>;
  onCancel?: () => void;
  /** The CV panel and anything else for the side column. */
  aside?: ReactNode;
  /** The applicant being edited was deleted meanwhile (its read now answers 404). */
  deleted?: boolean;
  /** Whether the fields hold changes not saved yet (the page asks before they are lost). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Create or edit an applicant; the server's messages show beside the fields. */
export function ApplicantForm({
  applicant,
  onSubmit,
  onCancel,
  aside,
  deleted,
  onDirtyChange,
}: ApplicantFormProps) {
  const { t, i18n } = useTranslation();
  const schema = useApplicantSchema();
  const editing = !!applicant;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ApplicantFormValues>({
    resolver: zodResolver(
      editing
        ? schema
        : schema.refine((values) => values.consent, {
            path: ['consent'],
            message: t('applicants.validation.consent'),
          }),
    ),
    defaultValues: toValues(applicant),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const disabled = !!applicant?.erasedAt;

  const queryClient = useQueryClient();
  const versioned = useVersionedSave({
    record: applicant,
    labels: Object.fromEntries(
      FIELDS.filter((field) => field !== 'consent').map((field) => [
        field,
        t(`applicants.fields.${field}`),
      ]),
    ),
    loadTheirs: (current) => form.reset(toValues(current)),
    resubmit: () => void submit(),
    onCurrent: (current) => queryClient.setQueryData(applicantsKeys.detail(current.id), current),
    deleted,
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await versioned.save((version) => onSubmit(toApplicantInput(values), version));
      // An edit saved stays on screen: what it shows is now what is stored. A create answers
      // nothing here: its page moves on (to the applicant, or to editing it).
      if (saved !== undefined) form.reset(form.getValues());
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
      {formError && (
        <Alert variant="danger" className="d-flex gap-2" role="alert">
          <i className="bi bi-exclamation-circle" aria-hidden="true" />
          <span>{formError}</span>
        </Alert>
      )}
      {versioned.alert}
      <fieldset disabled={disabled}>
        <Row className="g-4">
          <Col lg={8}>
            <Card className="shadow-sm">
              <Card.Body className="p-3 p-md-4">
                <section className="form-section" aria-labelledby="applicant-personal">
                  <h2 id="applicant-personal" className="form-section__title">
                    {t('applicants.form.personal')}
                  </h2>
                  <Row className="g-0 gx-md-3">
                    <Col md={6}>
                      <TextField
                        label={t('applicants.fields.firstName')}
                        autoComplete="off"
                        registration={form.register('firstName')}
                        error={errors.firstName}
                        maxLength={80}
                      />
                    </Col>
                    <Col md={6}>
                      <TextField
                        label={t('applicants.fields.lastName')}
                        autoComplete="off"
                        registration={form.register('lastName')}
                        error={errors.lastName}
                        maxLength={80}
                      />
                    </Col>
                    <Col md={6}>
                      <TextField
                        label={t('applicants.fields.email')}
                        type="email"
                        autoComplete="off"
                        registration={form.register('email')}
                        error={errors.email}
                        hint={t('applicants.hints.email')}
                      />
                    </Col>
                    <Col md={6}>
                      <TextField
                        label={t('applicants.fields.phone')}
                        type="tel"
                        autoComplete="off"
                        registration={form.register('phone')}
                        error={errors.phone}
                      />
                    </Col>
                    <Col md={6}>
                      <TextField
                        label={t('applicants.fields.documentId')}
                        autoComplete="off"
                        registration={form.register('documentId')}
                        error={errors.documentId}
                        hint={t('applicants.hints.documentId')}
                      />
                    </Col>
                    <Col md={6}>
                      <TextField
                        label={t('applicants.fields.birthDate')}
                        type="date"
                        registration={form.register('birthDate')}
                        error={errors.birthDate}
                      />
                    </Col>
                    <Col md={6}>
                      <TextField
                        label={t('applicants.fields.city')}
                        autoComplete="off"
                        registration={form.register('city')}
                        error={errors.city}
                      />
                    </Col>
                  </Row>
                </section>
                <section className="form-section" aria-labelledby="applicant-profile">
                  <h2 id="applicant-profile" className="form-section__title">
                    {t('applicants.form.profile')}
                  </h2>
                  <Form.Group className="mb-3">
                    <Form.Label htmlFor="field-skills">{t('applicants.fields.skills')}</Form.Label>
                    <Controller
                      control={form.control}
                      name="skills"
                      render={({ field }) => (
                        <SkillsInput
                          id="field-skills"
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          invalid={!!errors.skills}
                          describedBy="field-skills-hint"
                          disabled={disabled}
                        />
                      )}
                    />
                    {errors.skills ? (
                      <div className="invalid-feedback d-block">
                        {errors.skills.message ??
                          errors.skills.root?.message ??
                          t('applicants.validation.skill')}
                      </div>
                    ) : (
                      <Form.Text id="field-skills-hint" muted>
                        {t('applicants.hints.skills')}
                      </Form.Text>
                    )}
                  </Form.Group>
                  <Row className="g-0 gx-md-3">
                    <Col md={6}>
                      <TextField
                        label={t('applicants.fields.yearsExperience')}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={60}
                        registration={form.register('yearsExperience')}
                        error={errors.yearsExperience}
                      />
                    </Col>
                    <Col md={6}>
                      <TextField
                        label={t('applicants.fields.expectedSalary')}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        registration={form.register('expectedSalary')}
                        error={errors.expectedSalary}
                      />
                    </Col>
                    <Col md={6}>
                      <Form.Group className="mb-3" controlId="field-education">
                        <Form.Label>{t('applicants.fields.education')}</Form.Label>
                        <Form.Select {...form.register('education')} isInvalid={!!errors.education}>
                          <option value="">{t('applicants.education.none')}</option>
                          {EDUCATION_LEVELS.map((level) => (
                            <option key={level} value={level}>
                              {t(`applicants.education.${level}`)}
                            </option>
                          ))}
                        </Form.Select>
                        <Form.Control.Feedback type="invalid">
                          {errors.education?.message}
                        </Form.Control.Feedback>
                      </Form.Group>
                    </Col>
                    <Col md={6}>
                      <Form.Group className="mb-3" controlId="field-source">
                        <Form.Label>{t('applicants.fields.source')}</Form.Label>
                        <Form.Select {...form.register('source')} isInvalid={!!errors.source}>
                          {APPLICANT_SOURCES.map((source) => (
                            <option key={source} value={source}>
                              {t(`applicants.sources.${source}`)}
                            </option>
                          ))}
                        </Form.Select>
                        <Form.Control.Feedback type="invalid">
                          {errors.source?.message}
                        </Form.Control.Feedback>
                      </Form.Group>
                    </Col>
                  </Row>
                  <TextField
                    label={t('applicants.fields.notes')}
                    as="textarea"
                    rows={4}
                    registration={form.register('notes')}
                    error={errors.notes}
                    hint={t('applicants.hints.notes')}
                    className="mb-0"
                  />
                </section>
              </Card.Body>
            </Card>
          </Col>
          <Col lg={4} className="d-flex flex-column gap-4">
            {aside}
            <Card className="shadow-sm">
              <Card.Body className="p-3 p-md-4">
                <h2 className="form-section__title">{t('applicants.form.privacy')}</h2>
                <Form.Group controlId="field-consent">
                  <Form.Check
                    {...form.register('consent')}
                    disabled={editing || disabled}
                    isInvalid={!!errors.consent}
                    label={t('applicants.form.consentLabel')}
                    feedback={errors.consent?.message}
                    feedbackType="invalid"
                  />
                </Form.Group>
                {applicant && (
                  <p className="small text-body-secondary mt-2 mb-0">
                    <i className="bi bi-shield-check me-1" aria-hidden="true" />
                    {t('applicants.form.consentRecorded', {
                      date: formatDateTime(applicant.consentAt, i18n.language),
                    })}
                  </p>
                )}
              </Card.Body>
            </Card>
          </Col>
        </Row>
      </fieldset>
      <div className="applicant-form__actions">
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel} disabled={isSubmitting}>
            {t('applicants.form.cancel')}
          </Button>
        )}
        <Button
          type="submit"
          variant="primary"
          disabled={isSubmitting || disabled}
          aria-busy={isSubmitting}
          data-testid="applicant-submit"
        >
          {isSubmitting ? (
            <Spinner size="sm" className="me-2" aria-hidden="true" />
          ) : (
            <i className="bi bi-check2 me-2" aria-hidden="true" />
          )}
          {editing ? t('applicants.form.save') : t('applicants.form.create')}
        </Button>
      </div>
    </Form>
  );
}
