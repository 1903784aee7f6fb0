import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { applyServerErrors } from '../../../lib/forms';
import { authApi } from '../../../lib/api/auth-api';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () => z.object({ email: z.string().trim().email(t('auth.validation.email')) }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const request = useMutation({
    mutationFn: ({ email }: Values) => authApi.forgotPassword(email),
    onError: (error) => setFormError(applyServerErrors(error, form.setError, ['email'])),
  });

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {request.isSuccess ? (
        <Alert variant="success" role="status">
          {t('auth.forgot.sent')}
        </Alert>
      ) : (
        <>
          <FormAlert message={formError} />
          <Form
            noValidate
            onSubmit={form.handleSubmit((values) => {
              setFormError(null);
              request.mutate(values);
            })}
          >
            <TextField
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              autoFocus
              registration={form.register('email')}
              error={form.formState.errors.email}
            />
            <SubmitButton busy={request.isPending}>{t('auth.forgot.submit')}</SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-4 mb-0 text-center small">
        <Link to="/sign-in">{t('auth.backToSignIn')}</Link>
      </p>
    </AuthLayout>
  );
}

export { ForgotPasswordPage as Component };
