import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  Validate,
  type ValidationArguments,
  type ValidationOptions,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import {
  ICON_NAME_EXAMPLE,
  ICON_NAME_MAX_LENGTH,
  ICON_NAME_PATTERN,
  iconNameProblem,
  isIconName,
} from './icon-names';

@ValidatorConstraint({ name: 'isIconName' })
export class IsIconNameConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isIconName(value);
  }

  defaultMessage(args: ValidationArguments): string {
    return iconNameProblem(args.value, args.property) ?? '';
  }
}

/**
 * The field is an icon name of the original client's sets (see `iconNameProblem`); the API
 * document shows the rule. Whether the field is required stays the DTO's own affair.
 */
export function IsIconName(options?: ValidationOptions): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      description:
        'An icon name: <set>:<name> with the set heroicons_outline, heroicons_solid, ' +
        'heroicons_mini (Heroicons v2 names), mat_outline, mat_solid or feather, or a bare ' +
        'material-twotone name.',
      example: ICON_NAME_EXAMPLE,
      pattern: ICON_NAME_PATTERN.source,
      maxLength: ICON_NAME_MAX_LENGTH,
    }),
    Validate(IsIconNameConstraint, options),
  );
}
