import { ApiProperty } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { BooleanQuery } from '../../../common/listing/list-query.dto';

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

export class SessionListQueryDto {
  /** Every account's sessions (administrators only; 403 otherwise). */
  @IsOptional()
  @BooleanQuery()
  all?: boolean;
}

export class RevokedSessionsDto {
  /** How many live sessions were ended. */
  revoked!: number;
}
