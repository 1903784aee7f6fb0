import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/**
 * The text of a field's error: the form's own messages are translation keys, the server's
 * arrive as words and are shown as they are.
 */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return message.startsWith('inventory.') ? String(t(message as never)) : message;
}
