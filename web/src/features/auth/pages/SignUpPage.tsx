import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { isApiError } from '../../../lib/api/errors';
import { applyServerErrors } from '../../../lib/forms';
import { authApi, signUpPolicyQuery, type SignUpMode } from '../../../lib/api/auth-api';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';

const FIELDS = ['name', 'email', 'password', 'company', 'agreements'] as const;

/** Sign-up is closed: no form, a way back to sign-in. */
function SignUpClosed() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.signUp.closedTitle')}>
      <div className="text-center py-3" data-testid="sign-up-closed">
        <i className="bi bi-door-closed display-4 text-primary" aria-hidden="true" />
        <p className="mt-3">{t('auth.signUp.closedText')}</p>
      </div>
      <Link to="/sign-in" className="btn btn-primary w-100">
        {t('auth.backToSignIn')}
      </Link>
    </AuthLayout>
  );
}

/**
 * Sign-up follows the server's policy: closed shows no form; approval creates an account
 * that waits for an administrator; open creates one that can sign in at once.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const policy = useQuery(signUpPolicyQuery());
  // Without an answer the form is offered; the server refuses it if sign-up is closed.
  const mode: SignUpMode = policy.data?.mode ?? 'approval';
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
    onSuccess: () => navigate(`/confirmation-required?mode=${mode}`),
    onError: (error) => {
      if (isApiError(error) && error.code === 'signup-closed') setClosed(true);
      else setFormError(applyServerErrors(error, form.setError, FIELDS));
    },
  });
  const { errors } = form.formState;

  if (closed || mode === 'closed') return <SignUpClosed />;
  if (policy.isPending) {
    return (
      <AuthLayout title={t('auth.signUp.title')}>
        <div className="text-center py-5">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{t('common.loading')}</span>
          </Spinner>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.signUp.title')}
      subtitle={
        <>
          {t('auth.signUp.haveAccount')} <Link to="/sign-in">{t('auth.signUp.signInLink')}</Link>
        </>
      }
    >
      {mode === 'approval' && (
        <p className="small text-body-secondary" data-testid="sign-up-approval-note">
          <i className="bi bi-info-circle me-1" aria-hidden="true" />
          {t('auth.signUp.approvalNote')}
        </p>
      )}
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
          autoComplete="username"
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
