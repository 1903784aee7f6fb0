import type { TFunction } from 'i18next';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../components/form/TextField';

/** The server's rule for a new password: 8 to 200 characters. */
export function newPasswordRule(t: TFunction) {
  return z.string().min(8, t('auth.validation.passwordLength')).max(200);
}

/** The schema, with the check that the confirmation repeats the new password beside it. */
export function withConfirmation<Schema extends z.ZodType<{ confirmation: string }>>(
  schema: Schema,
  t: TFunction,
  newPassword: (values: z.infer<Schema>) => string,
) {
  return schema.refine((values) => newPassword(values) === values.confirmation, {
    message: t('auth.validation.passwordsDiffer'),
    path: ['confirmation'],
  });
}

interface Field {
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

/** A new password and its confirmation, as the browser's password manager expects them. */
export function NewPasswordFields({
  password,
  confirmation,
  autoFocus,
}: {
  password: Field;
  confirmation: Field;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('auth.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        registration={password.registration}
        error={password.error}
      />
      <TextField
        label={t('auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        registration={confirmation.registration}
        error={confirmation.error}
      />
    </>
  );
}
