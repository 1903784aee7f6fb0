import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
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

/**
 * A form resolver whose zod schema is built on the first validation (a blur or a submit),
 * not as the form first renders: building one costs a phone tens of milliseconds, which a
 * first screen (sign-in) should not spend before it can answer a tap. Make a new one when
 * what the schema is built from changes (its messages' language).
 */
export function zodResolverOnUse<Input extends FieldValues, Output>(
  build: () => z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  let resolver: Resolver<Input, unknown, Output> | null = null;
  return (values, context, options) => {
    resolver ??= zodResolver(build());
    return resolver(values, context, options);
  };
}
