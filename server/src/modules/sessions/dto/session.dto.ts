import { ApiProperty } from '@nestjs/swagger';

export class SessionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  accountId!: string;

  /** Full name of the account holder. */
  accountName!: string;

  accountEmail!: string;

  @ApiProperty({ type: String, nullable: true })
  accountAvatar!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  lastSeenAt!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;

  ip!: string;

  userAgent!: string;

  /** True for the session making this request. */
  current!: boolean;
}
