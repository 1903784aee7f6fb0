import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PlainSubmitButton } from '../../../components/form/PlainSubmitButton';
import { PlainTextField } from '../../../components/form/PlainTextField';
import { applyServerErrors, safeRedirectPath } from '../../../lib/forms';
import { authApi } from '../../../lib/api/auth-api';
import { AuthLayout } from '../components/AuthLayout';
import { signInFailure } from '../account-state';
import { FormAlert, type FormAlertProps } from '../components/FormAlert';
import { session } from '../../../lib/session';
import { CHANGE_PASSWORD_PATH } from '../change-password-path';
import type { SignInErrors, SignInField, SignInValues } from '../sign-in-check';

const FIELDS: readonly SignInField[] = ['email', 'password'];

function readValues(form: HTMLFormElement): SignInValues {
  const data = new FormData(form);
  return {
    email: String(data.get('email') ?? ''),
    password: String(data.get('password') ?? ''),
    remember: data.get('remember') !== null,
  };
}

/**
 * The first screen of every visitor, so it downloads as little as it can before a person
 * can type: plain Bootstrap markup instead of react-bootstrap, the browser's own form
 * state instead of react-hook-form, and its zod check (`sign-in-check.ts`) fetched on the
 * first keystroke or tap. It checks like the other forms: on submit, then on every change.
 */
export function SignInPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [formError, setFormError] = useState<FormAlertProps | null>(null);
  const [errors, setErrors] = useState<SignInErrors>({});
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const loadCheck = useMemo(() => {
    let check: ReturnType<typeof importCheck> | undefined;
    return () => (check ??= importCheck());
  }, []);

  const check = async (form: HTMLFormElement) => {
    const { checkSignIn } = await loadCheck();
    const result = checkSignIn(readValues(form), t);
    setErrors(result.errors ?? {});
    return result;
  };
  const focusField = (field: SignInField) =>
    formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  // applyServerErrors speaks react-hook-form's setError; this form keeps its own errors.
  const setFieldError: UseFormSetError<SignInValues> = (field, error, options) => {
    if (field !== 'email' && field !== 'password') return;
    setErrors((current) => ({ ...current, [field]: error.message }));
    if (options?.shouldFocus) focusField(field);
  };
  const signIn = useMutation({
    mutationFn: ({ email, password }: SignInValues) => authApi.signIn({ email, password }),
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
      setFormError(signInFailure(error, t, () => applyServerErrors(error, setFieldError, FIELDS))),
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    setFormError(null);
    const result = await check(event.currentTarget);
    if (result.values) signIn.mutate(result.values);
    else focusField(FIELDS.find((field) => result.errors[field]) ?? 'email');
  };

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
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        onChange={(event) => {
          if (submitted.current) void check(event.currentTarget);
        }}
        onKeyDown={() => void loadCheck()}
        onPointerDown={() => void loadCheck()}
      >
        <PlainTextField
          name="email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          autoFocus
          error={errors.email}
        />
        <PlainTextField
          name="password"
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <div className="d-flex justify-content-between align-items-center mb-4">
          <div className="form-check">
            <input
              type="checkbox"
              id="remember"
              name="remember"
              className="form-check-input"
              defaultChecked
            />
            <label htmlFor="remember" className="form-check-label">
              {t('auth.signIn.remember')}
            </label>
          </div>
          <Link to="/forgot-password" className="small">
            {t('auth.signIn.forgotLink')}
          </Link>
        </div>
        <PlainSubmitButton busy={signIn.isPending}>{t('auth.signIn.submit')}</PlainSubmitButton>
      </form>
    </AuthLayout>
  );
}

const importCheck = () => import('../sign-in-check');

export { SignInPage as Component };
