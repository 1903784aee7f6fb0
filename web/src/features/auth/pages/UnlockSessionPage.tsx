import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { applyServerErrors, safeRedirectPath } from '../../../lib/forms';
import { authApi } from '../../../lib/api/auth-api';
import { AuthLayout } from '../components/AuthLayout';
import { signInFailure } from '../account-state';
import { FormAlert, type FormAlertProps } from '../components/FormAlert';
import { session, useSession } from '../../../lib/session';

/** The locked screen: the signed-in person proves it is still them with the password. */
export function UnlockSessionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const [formError, setFormError] = useState<FormAlertProps | null>(null);
  const schema = useMemo(
    () => z.object({ password: z.string().min(1, t('auth.validation.passwordRequired')) }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const unlock = useMutation({
    mutationFn: ({ password }: Values) =>
      authApi.unlockSession({ email: user?.email ?? '', password }),
    onSuccess: (response) => {
      session.start(response);
      void navigate(safeRedirectPath(searchParams.get('redirectURL')), { replace: true });
    },
    onError: (error) =>
      setFormError(
        signInFailure(error, t, () => applyServerErrors(error, form.setError, ['password'])),
      ),
  });

  return (
    <AuthLayout title={t('auth.unlock.title')} subtitle={t('auth.unlock.subtitle')}>
      <div className="auth-page__identity mb-3">
        <i className="bi bi-person-circle" aria-hidden="true" />
        <div>
          <div className="fw-semibold">{user ? `${user.name} ${user.surname}`.trim() : ''}</div>
          <div className="text-body-secondary small">{user?.email}</div>
        </div>
      </div>
      {formError && <FormAlert {...formError} />}
      <Form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setFormError(null);
          unlock.mutate(values);
        })}
      >
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          registration={form.register('password')}
          error={form.formState.errors.password}
        />
        <SubmitButton busy={unlock.isPending}>{t('auth.unlock.submit')}</SubmitButton>
      </Form>
      <p className="mt-4 mb-0 text-center small">
        {t('auth.unlock.notYou')} <Link to="/sign-out">{t('auth.unlock.signOutLink')}</Link>
      </p>
    </AuthLayout>
  );
}

export { UnlockSessionPage as Component };
