import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto';

const DESCRIPTIONS = {
  400: 'Invalid input: the fields say what is wrong',
  404: 'No record with that id (or slug)',
  409: 'Conflicts with what is stored (a name already taken, say)',
  413: 'The upload is larger than the limit',
  415: 'The upload is not of an accepted type',
  422: 'Valid input that a business rule refuses',
} as const;

export type DocumentedErrorStatus = keyof typeof DESCRIPTIONS;

/** Documents the error answers an operation may give, each with the one error body. */
export function ApiErrorResponses(...statuses: DocumentedErrorStatus[]): MethodDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: DESCRIPTIONS[status], type: ErrorResponseDto }),
    ),
  ) as MethodDecorator;
}
