import { Transform } from 'class-transformer';
import { ValidateIf } from 'class-validator';

/**
 * Blanks at either end: white space, and the invisible characters `trim` keeps (zero-width
 * space, joiners, word joiner), which would make a name of nothing anyone can see.
 */
const EDGE_BLANKS = /^[\s\u200B-\u200D\u2060]+|[\s\u200B-\u200D\u2060]+$/g;

/** A text without blanks at either end (see EDGE_BLANKS). */
export function trimBlanks(text: string): string {
  return text.replace(EDGE_BLANKS, '');
}

/** Trims a text field before validation, so "  " fails @IsNotEmpty. */
export function Trim(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? trimBlanks(value) : value,
  );
}

/** Trims every text of a list field and drops the blank ones. */
export function TrimEach(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value
          .map((item: unknown) => (typeof item === 'string' ? trimBlanks(item) : item))
          .filter((item: unknown) => item !== '')
      : value,
  );
}

/** The fields of a patch that were given (undefined ones dropped). */
export function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** Trims a nullable text field; blank becomes null (the field is cleared). */
export function TrimToNull(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? trimBlanks(value) || null : value,
  );
}

/**
 * Like @IsOptional(), but only for a field left out: null is validated (and refused) like
 * any other value. For fields that always hold a value; @IsOptional() is for nullable ones.
 */
export function IsOptionalNotNull(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

/** An empty query value (`?order=`, as a cleared sort sends it) counts as left out. */
export function EmptyAsUnset(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));
}
