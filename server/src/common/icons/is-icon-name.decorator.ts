import {
  Validate,
  type ValidationArguments,
  type ValidationOptions,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { iconNameProblem, isIconName } from './icon-names';

@ValidatorConstraint({ name: 'isIconName' })
export class IsIconNameConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isIconName(value);
  }

  defaultMessage(args: ValidationArguments): string {
    return iconNameProblem(args.value, args.property) ?? '';
  }
}

/** The field is an icon name of the specification's sets (see `iconNameProblem`). */
export function IsIconName(options?: ValidationOptions): PropertyDecorator {
  return Validate(IsIconNameConstraint, options);
}
