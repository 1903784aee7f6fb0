import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api/errors';

/**
 * Puts the server's field messages beside the form's fields. Answers the message to show
 * above the form: the server's general message, or null when every problem has a field.
 * Values typed by the person stay as they are.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  let unplaced = false;
  for (const [path, messages] of Object.entries(error.fields ?? {})) {
    const field = fields.find((name) => name === path || path.endsWith(`.${name}`));
    if (field)
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: true });
    else unplaced = true;
  }
  return error.fields && !unplaced ? null : error.message;
}

/** A path the app may navigate to after sign-in: same origin only, never `//host`. */
export function safeRedirectPath(value: string | null, fallback = '/'): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : fallback;
}
