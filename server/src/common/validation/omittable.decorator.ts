import { ValidateIf, type ValidationOptions } from 'class-validator';

/**
 * The field may be left out of a patch, but when it is present it must be valid: unlike
 * `@IsOptional()`, which also lets `null` through (and a null would then be stored in a
 * field that never holds one).
 */
export function IsOmittable(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined, options);
}
