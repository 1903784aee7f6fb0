import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { TextField } from '../../../components/form/TextField';
import { applyServerErrors } from '../../../lib/forms';
import { isLanguage, type Language, LANGUAGES } from '../../../lib/i18n';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/image-file';
import { useSession } from '../../../lib/session';
import { useCompleteOnboarding } from '../api/onboarding';
import { avatarDataUrl } from '../components/avatar-image';
import { useNextPath } from '../components/next-path';
import { OnboardingFrame } from '../components/OnboardingFrame';

/** Each language by its own name, as language pickers show them. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', tr: 'Türkçe', es: 'Español' };

/** The server's rule (server/src/modules/accounts/dto/update-user.dto.ts). */
const PHONE = /^[+\d][\d\s().-]{5,24}$/;

/** forms: the first sign-in's profile (name, surname, picture, language, phone). */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { withNext } = useNextPath();
  const complete = useCompleteOnboarding();
  const [avatar, setAvatar] = useState<string | null>(user?.avatar ?? null);
  const [avatarProblem, setAvatarProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(1, t('onboarding.form.required')).max(80),
        surname: z.string().trim().min(1, t('onboarding.form.required')).max(80),
        language: z.enum(LANGUAGES),
        phone: z.string().trim().regex(PHONE, t('onboarding.form.phoneInvalid')),
      }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const currentLanguage = isLanguage(i18n.language) ? i18n.language : 'en';
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: user?.name ?? '',
      surname: user?.surname ?? '',
      language: user?.language ?? currentLanguage,
      phone: user?.phone ?? '',
    },
  });
  const { errors } = form.formState;

  const pickAvatar = async (file: File | undefined) => {
    setAvatarProblem(null);
    if (!file) return;
    const problem = await checkImageFile(file);
    if (problem) {
      setAvatarProblem(t(`onboarding.form.picture.${problem}`));
      return;
    }
    try {
      setAvatar(await avatarDataUrl(file));
    } catch {
      setAvatarProblem(t('onboarding.form.picture.unreadable'));
    }
  };

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    complete.mutate(
      { ...values, avatar },
      {
        onSuccess: () => {
          if (values.language !== i18n.language) void i18n.changeLanguage(values.language);
          void navigate(withNext('/form-confirmation'));
        },
        onError: (error) =>
          setFormError(
            applyServerErrors(error, form.setError, ['name', 'surname', 'language', 'phone']),
          ),
      },
    );
  });

  return (
    <OnboardingFrame step="profile" title={t('onboarding.form.title')}>
      <p className="text-body-secondary">{t('onboarding.form.lead')}</p>
      <FormErrorAlert title={t('onboarding.form.failed')} message={formError} />
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <div className="d-flex align-items-center gap-3 mb-3">
          {avatar ? (
            <img
              src={avatar}
              alt={t('onboarding.form.picture.preview')}
              className="onboarding__avatar"
            />
          ) : (
            <span className="onboarding__avatar" aria-hidden="true">
              <i className="bi bi-person" />
            </span>
          )}
          <Form.Group controlId="onboarding-picture" className="flex-grow-1">
            <Form.Label>{t('onboarding.form.picture.label')}</Form.Label>
            <Form.Control
              type="file"
              accept={IMAGE_ACCEPT}
              isInvalid={!!avatarProblem}
              onChange={(event) => void pickAvatar((event.target as HTMLInputElement).files?.[0])}
            />
            <Form.Control.Feedback type="invalid">{avatarProblem}</Form.Control.Feedback>
            {avatar && (
              <Button variant="link" size="sm" className="px-0" onClick={() => setAvatar(null)}>
                {t('onboarding.form.picture.remove')}
              </Button>
            )}
          </Form.Group>
        </div>
        <div className="row g-0 gap-sm-3 flex-column flex-sm-row">
          <div className="col">
            <TextField
              label={t('onboarding.form.name')}
              autoComplete="given-name"
              registration={form.register('name')}
              error={errors.name}
            />
          </div>
          <div className="col">
            <TextField
              label={t('onboarding.form.surname')}
              autoComplete="family-name"
              registration={form.register('surname')}
              error={errors.surname}
            />
          </div>
        </div>
        <Form.Group className="mb-3" controlId="onboarding-language">
          <Form.Label>{t('onboarding.form.language')}</Form.Label>
          <Form.Select {...form.register('language')} isInvalid={!!errors.language}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <TextField
          label={t('onboarding.form.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('onboarding.form.phoneHint')}
          registration={form.register('phone')}
          error={errors.phone}
        />
        <div className="d-flex flex-wrap align-items-center gap-3 mt-4">
          <Button type="submit" disabled={complete.isPending} aria-busy={complete.isPending}>
            {complete.isPending && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {t('onboarding.form.submit')}
          </Button>
          <Link to={withNext('/form-out')}>{t('onboarding.form.leave')}</Link>
        </div>
      </Form>
    </OnboardingFrame>
  );
}
