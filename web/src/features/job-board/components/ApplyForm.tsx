import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { ApiError } from '../../../lib/api/errors';
import { applyServerErrors } from '../../../lib/forms';
import { isLanguage } from '../../../lib/i18n';
import { type PublicVacancy, sentHref, useApply } from '../api/public-board';

/** The CV rules of the server (applicants' cv-format.ts): checked there by content. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
const CV_EXTENSIONS = ['pdf', 'doc', 'docx'];
const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PHONE = /^[+\d][\d\s().-]{5,24}$/;
const DOCUMENT = /^[A-Za-z0-9][A-Za-z0-9 .-]{3,29}$/;

/** The form's fields the server may name in its answer. */
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'documentId', 'consent', 'cv'] as const;

/** What the confirmation page is told (router state). */
export interface ApplicationSent {
  title: string;
  receivedAt: string;
}

/**
 * Applying to a vacancy: name, e-mail, phone, identity document, CV and consent. The
 * server links a known applicant or creates one, with the consent's date and the wording
 * shown (this language's); the visitor
 * then sees the confirmation page.
 */
export function ApplyForm({ vacancy }: { vacancy: PublicVacancy }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        firstName: z.string().trim().min(1, t('publicBoard.apply.errors.firstName')).max(80),
        lastName: z.string().trim().min(1, t('publicBoard.apply.errors.lastName')).max(80),
        email: z.string().trim().max(200).email(t('publicBoard.apply.errors.email')),
        phone: z.string().trim().regex(PHONE, t('publicBoard.apply.errors.phone')),
        documentId: z
          .string()
          .trim()
          .refine((value) => value === '' || DOCUMENT.test(value), {
            message: t('publicBoard.apply.errors.documentId'),
          }),
        cv: z.custom<FileList | undefined>().superRefine((files, context) => {
          const file = files?.[0];
          const problem = !file
            ? 'cvRequired'
            : !CV_EXTENSIONS.includes(file.name.split('.').pop()?.toLowerCase() ?? '')
              ? 'cvType'
              : file.size > CV_MAX_BYTES
                ? 'cvSize'
                : null;
          if (problem) {
            context.addIssue({ code: 'custom', message: t(`publicBoard.apply.errors.${problem}`) });
          }
        }),
        consent: z.boolean().refine((value) => value, {
          message: t('publicBoard.apply.errors.consent'),
        }),
      }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      documentId: '',
      cv: undefined,
      consent: false,
    },
  });
  const { errors } = form.formState;
  const apply = useApply(vacancy.code);

  const failed = (error: unknown) => {
    if (error instanceof ApiError) {
      if (error.code === 'already-applied') {
        return setAlert(t('publicBoard.apply.errors.alreadyApplied'));
      }
      if (error.code === 'vacancy-not-open' || error.statusCode === 404) {
        return setAlert(t('publicBoard.apply.errors.notOpen'));
      }
      if (error.statusCode === 429) {
        // The server's code names the wait in the reader's words; without one, a general text.
        const waitKnown = error.code !== undefined && error.retryAfterSeconds !== undefined;
        return setAlert(waitKnown ? error.message : t('publicBoard.apply.errors.tooMany'));
      }
      if (error.statusCode === 413 || error.statusCode === 415) {
        const key = error.statusCode === 413 ? 'cvSize' : 'cvType';
        form.setError('cv', { type: 'server', message: t(`publicBoard.apply.errors.${key}`) });
        return setAlert(null);
      }
    }
    const unplaced = applyServerErrors(error, form.setError, FIELDS);
    setAlert(unplaced === null ? null : t('publicBoard.apply.errors.failed'));
  };

  const submit = form.handleSubmit((values) => {
    setAlert(null);
    apply.mutate(
      {
        ...values,
        // What the visitor read beside the box, in the language it showed in.
        consentText: t('publicBoard.apply.consent'),
        consentLanguage: isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en',
        cv: values.cv![0],
      },
      {
        onSuccess: (receipt) => {
          const sent: ApplicationSent = {
            title: receipt.vacancyTitle,
            receivedAt: receipt.receivedAt,
          };
          void navigate(sentHref(receipt.vacancyCode), { state: sent });
        },
        onError: failed,
      },
    );
  });

  return (
    <Form noValidate onSubmit={submit} className="job-posting__form">
      {alert && (
        <Alert variant="danger" role="alert" data-testid="apply-alert">
          {alert}
        </Alert>
      )}
      <div className="job-posting__form-row">
        <TextField
          label={t('publicBoard.apply.firstName')}
          autoComplete="given-name"
          registration={form.register('firstName')}
          error={errors.firstName}
        />
        <TextField
          label={t('publicBoard.apply.lastName')}
          autoComplete="family-name"
          registration={form.register('lastName')}
          error={errors.lastName}
        />
      </div>
      <div className="job-posting__form-row">
        <TextField
          label={t('publicBoard.apply.email')}
          type="email"
          autoComplete="email"
          registration={form.register('email')}
          error={errors.email}
        />
        <TextField
          label={t('publicBoard.apply.phone')}
          type="tel"
          autoComplete="tel"
          registration={form.register('phone')}
          error={errors.phone}
        />
      </div>
      <TextField
        label={t('publicBoard.apply.documentId')}
        hint={t('publicBoard.apply.documentIdHint')}
        registration={form.register('documentId')}
        error={errors.documentId}
      />
      <Form.Group className="mb-3" controlId="field-cv">
        <Form.Label>{t('publicBoard.apply.cv')}</Form.Label>
        <Form.Control
          type="file"
          accept={CV_ACCEPT}
          {...form.register('cv')}
          isInvalid={!!errors.cv}
          aria-describedby="field-cv-hint"
        />
        <Form.Text id="field-cv-hint" muted>
          {t('publicBoard.apply.cvHint')}
        </Form.Text>
        <Form.Control.Feedback type="invalid">{errors.cv?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-4" controlId="field-consent">
        <Form.Check
          type="checkbox"
          label={t('publicBoard.apply.consent')}
          {...form.register('consent')}
          isInvalid={!!errors.consent}
          feedback={errors.consent?.message}
          feedbackType="invalid"
        />
      </Form.Group>
      <SubmitButton busy={apply.isPending}>
        {apply.isPending ? t('publicBoard.apply.sending') : t('publicBoard.apply.submit')}
      </SubmitButton>
    </Form>
  );
}

export default ApplyForm;
