import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/** The body of every error answer (documented once, referenced by every endpoint). */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'email must be an email' })
  message!: string;

  @ApiProperty({ example: 'Bad Request' })
  error!: string;

  @ApiProperty({
    description:
      "The request's id, as the X-Request-Id response header gives it (the caller's own X-Request-Id when it sent a sane one: 1 to 64 letters, digits, `_`, `.` or `-`). Quote it to an operator: the server's log names every request by it.",
    example: '3f1c2b9e-8d4a-4e7b-9a61-0c5d2e7f4b18',
  })
  requestId!: string;

  @ApiPropertyOptional({
    description:
      'A stable name for the case, for clients that translate messages. Every domain error has one; validation and HTTP-layer failures have none. Codes are never renamed or reused.',
    enum: Object.keys(ERROR_CODES),
    example: 'account-pending',
  })
  code?: ErrorCode;

  @ApiPropertyOptional({
    description: 'Validation failures only: messages per field path',
    example: { email: ['email must be an email'] },
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  fields?: Record<string, string[]>;

  @ApiPropertyOptional({
    description:
      '`version-conflict` only: the version of the record now, or null when it was deleted',
    type: String,
    nullable: true,
    example: 'q1Zk9n3PeVb0xT2m',
  })
  currentVersion?: string | null;

  @ApiPropertyOptional({
    description:
      '`version-conflict` only: the record as the caller may read it now (its GET answer), to show what changed',
    type: 'object',
    additionalProperties: true,
  })
  current?: Record<string, unknown>;
}
