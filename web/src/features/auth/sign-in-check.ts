import type { TFunction } from 'i18next';
import { z } from 'zod';

/**
 * The sign-in form's check, in a module of its own: the page imports it on the first
 * keystroke or tap, so zod is no part of the first screen's download.
 */
export interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}
export type SignInField = 'email' | 'password';
export type SignInErrors = Partial<Record<SignInField, string>>;

function signInSchema(t: TFunction) {
  return z.object({
    email: z.string().trim().email(t('auth.validation.email')),
    password: z.string().min(1, t('auth.validation.passwordRequired')),
    remember: z.boolean(),
  });
}

/** The values to send, or each field's first problem. */
export function checkSignIn(
  values: SignInValues,
  t: TFunction,
): { values: SignInValues; errors?: undefined } | { values?: undefined; errors: SignInErrors } {
  const result = signInSchema(t).safeParse(values);
  if (result.success) return { values: result.data };
  const errors: SignInErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field])
      errors[field] = issue.message;
  }
  return { errors };
}
