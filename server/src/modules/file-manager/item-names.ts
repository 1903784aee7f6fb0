import {
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';

export const MAX_NAME_LENGTH = 255;

/** C0 and C1 control characters and DEL. */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * Why a text cannot be the name of a folder or file, or null when it can. Names are
 * display names only (stored bytes never use them), but they are refused anyway when they
 * could read as a path: no slashes, no `..`, no control characters.
 */
export function nameProblem(name: string, field = 'name'): string | null {
  if (name.length === 0) return `${field} must not be empty`;
  if (name.length > MAX_NAME_LENGTH)
    return `${field} must be at most ${MAX_NAME_LENGTH} characters`;
  if (name.includes('/') || name.includes('\\')) return `${field} must not contain / or \\`;
  if (name.includes('..')) return `${field} must not contain ..`;
  if (name === '.') return `${field} must not be .`;
  if (hasControlCharacter(name)) return `${field} must not contain control characters`;
  return null;
}

/** Two names clash in one folder when they differ only in case. */
export function sameName(a: string, b: string): boolean {
  return a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;
}

/** class-validator: a string that nameProblem accepts. */
export function IsItemName(options?: ValidationOptions): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'isItemName',
      target: target.constructor,
      propertyName: property as string,
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && nameProblem(value) === null,
        defaultMessage: (args: ValidationArguments) =>
          typeof args.value === 'string'
            ? (nameProblem(args.value, args.property) ?? '')
            : `${args.property} must be a string`,
      },
    });
}
