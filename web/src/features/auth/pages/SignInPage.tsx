import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { applyServerErrors, safeRedirectPath, zodResolverOnUse } from '../../../lib/forms';
import { authApi } from '../../../lib/api/auth-api';
import { AuthLayout } from '../components/AuthLayout';
import { signInFailure } from '../account-state';
import { FormAlert, type FormAlertProps } from '../components/FormAlert';
import { session } from '../../../lib/session';
import { CHANGE_PASSWORD_PATH } from '../change-password-path';

function signInSchema(t: TFunction) {
  return z.object({
    email: z.string().trim().email(t('auth.validation.email')),
    password: z.string().min(1, t('auth.validation.passwordRequired')),
    remember: z.boolean(),
  });
}

type Values = z.infer<ReturnType<typeof signInSchema>>;

export function SignInPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [formError, setFormError] = useState<FormAlertProps | null>(null);
  // The first screen of every visitor: its schema is built on the first check, not now.
  const resolver = useMemo(() => zodResolverOnUse(() => signInSchema(t)), [t]);
  const form = useForm<Values>({
    resolver,
    defaultValues: { email: '', password: '', remember: true },
  });
  const signIn = useMutation({
    mutationFn: ({ email, password }: Values) => authApi.signIn({ email, password }),
    onSuccess: (response, { remember }) => {
      session.start(response, { remember });
      const target = safeRedirectPath(searchParams.get('redirectURL'));
      if (response.user.language && response.user.language !== i18n.language) {
        void i18n.changeLanguage(response.user.language);
      }
      // A one-time password is changed first; an account's first sign-in goes through the
      // onboarding; then on to where it was going.
      const carried = target === '/' ? '' : `?next=${encodeURIComponent(target)}`;
      const next = response.user.passwordChangeRequired
        ? `${CHANGE_PASSWORD_PATH}${carried}`
        : response.user.onboarded
          ? target
          : `/welcome${carried}`;
      void navigate(next, { replace: true });
    },
    onError: (error) =>
      setFormError(
        signInFailure(error, t, () =>
          applyServerErrors(error, form.setError, ['email', 'password']),
        ),
      ),
  });
  const { errors } = form.formState;

  return (
    <AuthLayout
      title={t('auth.signIn.title')}
      subtitle={
        <>
          {t('auth.signIn.noAccount')} <Link to="/sign-up">{t('auth.signIn.signUpLink')}</Link>
        </>
      }
    >
      {formError && <FormAlert {...formError} />}
      <Form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setFormError(null);
          signIn.mutate(values);
        })}
      >
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          registration={form.register('email')}
          error={errors.email}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          registration={form.register('password')}
          error={errors.password}
        />
        <div className="d-flex justify-content-between align-items-center mb-4">
          <Form.Check
            id="remember"
            label={t('auth.signIn.remember')}
            {...form.register('remember')}
          />
          <Link to="/forgot-password" className="small">
            {t('auth.signIn.forgotLink')}
          </Link>
        </div>
        <SubmitButton busy={signIn.isPending}>{t('auth.signIn.submit')}</SubmitButton>
      </Form>
    </AuthLayout>
  );
}

export { SignInPage as Component };
