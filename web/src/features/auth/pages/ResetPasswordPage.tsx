import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { applyServerErrors } from '../../../lib/forms';
import { authApi } from '../../../lib/api/auth-api';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import {
  withConfirmation,
  NewPasswordFields,
  newPasswordRule,
} from '../components/NewPasswordFields';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      withConfirmation(
        z.object({
          password: newPasswordRule(t),
          confirmation: z.string(),
        }),
        t,
        (values) => values.password,
      ),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmation: '' },
  });
  const reset = useMutation({
    mutationFn: ({ password }: Values) => authApi.resetPassword({ token, password }),
    onError: (error) => setFormError(applyServerErrors(error, form.setError, ['password'])),
  });
  const { errors } = form.formState;

  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      {reset.isSuccess ? (
        <Alert variant="success" role="status">
          {t('auth.reset.done')}
        </Alert>
      ) : !token ? (
        <FormAlert message={t('auth.reset.missingToken')} />
      ) : (
        <>
          <FormAlert message={formError} />
          <Form
            noValidate
            onSubmit={form.handleSubmit((values) => {
              setFormError(null);
              reset.mutate(values);
            })}
          >
            <NewPasswordFields
              autoFocus
              password={{ registration: form.register('password'), error: errors.password }}
              confirmation={{
                registration: form.register('confirmation'),
                error: errors.confirmation,
              }}
            />
            <SubmitButton busy={reset.isPending}>{t('auth.reset.submit')}</SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-4 mb-0 text-center small">
        <Link to="/sign-in">{t('auth.backToSignIn')}</Link>
      </p>
    </AuthLayout>
  );
}

export { ResetPasswordPage as Component };
