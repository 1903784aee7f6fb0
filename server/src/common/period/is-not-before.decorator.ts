import {
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { DAY_PATTERN } from './period';

/** The value (a YYYY-MM-DD day) is not before the day in the named sibling property. */
export function IsNotBefore(property: string, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isNotBefore',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [property],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments): boolean {
          const other = (args.object as Record<string, unknown>)[property];
          // Malformed days are the pattern's to report, not this rule's.
          if (typeof value !== 'string' || typeof other !== 'string') return true;
          if (!DAY_PATTERN.test(value) || !DAY_PATTERN.test(other)) return true;
          return other <= value;
        },
      },
    });
}
