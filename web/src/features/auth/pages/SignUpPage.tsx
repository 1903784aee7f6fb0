import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { applyServerErrors } from '../../../lib/forms';
import { authApi } from '../api/auth-api';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';

const FIELDS = ['name', 'email', 'password', 'company', 'agreements'] as const;

export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(1, t('auth.validation.nameRequired')).max(80),
        email: z.string().trim().email(t('auth.validation.email')),
        password: z.string().min(8, t('auth.validation.passwordLength')).max(200),
        company: z.string().trim().min(1, t('auth.validation.companyRequired')).max(120),
        agreements: z.boolean().refine((value) => value, t('auth.validation.agreements')),
      }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', password: '', company: '', agreements: false },
  });
  const signUp = useMutation({
    mutationFn: (values: Values) => authApi.signUp(values),
    onSuccess: () => navigate('/confirmation-required'),
    onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
  });
  const { errors } = form.formState;

  return (
    <AuthLayout
      title={t('auth.signUp.title')}
      subtitle={
        <>
          {t('auth.signUp.haveAccount')} <Link to="/sign-in">{t('auth.signUp.signInLink')}</Link>
        </>
      }
    >
      <FormAlert message={formError} />
      <Form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setFormError(null);
          signUp.mutate(values);
        })}
      >
        <TextField
          label={t('auth.fields.name')}
          autoComplete="name"
          autoFocus
          registration={form.register('name')}
          error={errors.name}
        />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          registration={form.register('email')}
          error={errors.email}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.signUp.passwordHint')}
          registration={form.register('password')}
          error={errors.password}
        />
        <TextField
          label={t('auth.fields.company')}
          autoComplete="organization"
          registration={form.register('company')}
          error={errors.company}
        />
        <Form.Group className="mb-4" controlId="agreements">
          <Form.Check
            {...form.register('agreements')}
            isInvalid={!!errors.agreements}
            label={t('auth.signUp.agreements')}
            feedback={errors.agreements?.message}
            feedbackType="invalid"
          />
        </Form.Group>
        <SubmitButton busy={signUp.isPending}>{t('auth.signUp.submit')}</SubmitButton>
      </Form>
    </AuthLayout>
  );
}

export { SignUpPage as Component };
