import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError, type ValidatorOptions } from 'class-validator';
import { dropEchoedFields, resolveEchoedShapes } from './echoed';
import { stripUndefined } from './strip-undefined';

/** The validation rules of every request: unknown fields are refused, every error told. */
export const VALIDATOR_OPTIONS: ValidatorOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  stopAtFirstError: false,
  validationError: { target: false },
};

/** Flattens class-validator's tree into `path -> messages`, e.g. `emails.0.email`. */
export function collectFieldErrors(
  errors: ValidationError[],
  parentPath = '',
  into: Record<string, string[]> = {},
): Record<string, string[]> {
  for (const error of errors) {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) {
      // class-validator names only the last segment; say the whole path.
      into[path] = messages.map((message) =>
        parentPath && message.startsWith(error.property) ? `${parentPath}.${message}` : message,
      );
    }
    if (error.children?.length) collectFieldErrors(error.children, path, into);
  }
  return into;
}

export type PlainValidation<T> =
  { valid: true; value: T } | { valid: false; fields: Record<string, string[]> };

/**
 * A plain object turned into its DTO and validated exactly as a request body is (the
 * global pipe's options; fields left out are left out, not undefined): for input that
 * arrives another way than as a body, such as the rows of an imported spreadsheet.
 */
export function validatePlain<T extends object>(
  type: new () => T,
  plain: Record<string, unknown>,
): PlainValidation<T> {
  resolveEchoedShapes();
  const dto = plainToInstance(type, plain);
  const errors = validateSync(dto, VALIDATOR_OPTIONS);
  if (errors.length > 0) return { valid: false, fields: collectFieldErrors(errors) };
  return { valid: true, value: dropEchoedFields(stripUndefined(dto)) };
}
