import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The body of every error answer (documented once, referenced by every endpoint). */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'email must be an email' })
  message!: string;

  @ApiProperty({ example: 'Bad Request' })
  error!: string;

  @ApiPropertyOptional({
    description: 'A stable name for the case, for clients that translate messages',
    example: 'account-pending',
  })
  code?: string;

  @ApiPropertyOptional({
    description: 'Validation failures only: messages per field path',
    example: { email: ['email must be an email'] },
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  fields?: Record<string, string[]>;
}
