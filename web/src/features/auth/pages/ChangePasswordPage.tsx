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
import { session } from '../../../lib/session';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import {
  withConfirmation,
  NewPasswordFields,
  newPasswordRule,
} from '../components/NewPasswordFields';

/**
 * Where an account that signed in with a one-time password must go first: it chooses its
 * own, then goes on (through the onboarding when it has not had it) to `?next=`.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      withConfirmation(
        z.object({
          currentPassword: z.string().min(1, t('auth.validation.passwordRequired')),
          newPassword: newPasswordRule(t),
          confirmation: z.string(),
        }),
        t,
        (values) => values.newPassword,
      ).refine((values) => values.newPassword !== values.currentPassword, {
        message: t('auth.validation.passwordUnchanged'),
        path: ['newPassword'],
      }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  });
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: Values) =>
      authApi.changePassword({ currentPassword, newPassword }),
    onSuccess: (user) => {
      session.updateUser(user);
      const target = safeRedirectPath(searchParams.get('next'));
      const next = user.onboarded
        ? target
        : `/welcome${target === '/' ? '' : `?next=${encodeURIComponent(target)}`}`;
      void navigate(next, { replace: true });
    },
    onError: (error) =>
      setFormError(applyServerErrors(error, form.setError, ['currentPassword', 'newPassword'])),
  });
  const { errors } = form.formState;

  return (
    <AuthLayout title={t('auth.changePassword.title')} subtitle={t('auth.changePassword.subtitle')}>
      <FormAlert message={formError} />
      <Form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setFormError(null);
          change.mutate(values);
        })}
      >
        <TextField
          label={t('auth.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          autoFocus
          registration={form.register('currentPassword')}
          error={errors.currentPassword}
        />
        <NewPasswordFields
          password={{ registration: form.register('newPassword'), error: errors.newPassword }}
          confirmation={{ registration: form.register('confirmation'), error: errors.confirmation }}
        />
        <SubmitButton busy={change.isPending}>{t('auth.changePassword.submit')}</SubmitButton>
      </Form>
      <p className="mt-4 mb-0 text-center small">
        <Link to="/sign-out">{t('auth.changePassword.signOut')}</Link>
      </p>
    </AuthLayout>
  );
}

export { ChangePasswordPage as Component };
