import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsOptional } from 'class-validator';
import { type Role, ROLES } from '../../../common/auth/access';
import { ListQueryDto } from '../../../common/listing/list-query.dto';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import {
  ACCOUNT_STATES,
  ACCOUNT_STATUSES,
  type AccountState,
  type AccountStatus,
  type Language,
  LANGUAGES,
} from '../account.types';

/** A staff account as administrators see it (never the password hash). */
export class StaffAccountDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  name!: string;

  surname!: string;

  email!: string;

  @ApiProperty({ type: String, nullable: true })
  avatar!: string | null;

  /** Company the account belongs to. */
  empresa!: string;

  @ApiProperty({ enum: ACCOUNT_STATUSES })
  status!: AccountStatus;

  @ApiProperty({ enum: ACCOUNT_STATES })
  state!: AccountState;

  @ApiProperty({ enum: ROLES, isArray: true })
  roles!: Role[];

  phone!: string;

  @ApiProperty({ enum: LANGUAGES, nullable: true })
  language!: Language | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When the first sign-in onboarding was finished; null until then',
  })
  onboardedAt!: string | null;

  @ApiProperty({ enum: ['local', 'upstream'] })
  source!: 'local' | 'upstream';

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Account id' })
  reviewedBy!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  reviewedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export const STAFF_ACCOUNT_SORT_FIELDS = ['name', 'email', 'state', 'createdAt'] as const;
export type StaffAccountSortField = (typeof STAFF_ACCOUNT_SORT_FIELDS)[number];

export class StaffAccountListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: STAFF_ACCOUNT_SORT_FIELDS, default: 'createdAt' })
  @IsOptional()
  @IsIn(STAFF_ACCOUNT_SORT_FIELDS)
  sort?: StaffAccountSortField;

  @ApiPropertyOptional({ enum: ACCOUNT_STATES })
  @IsOptional()
  @IsIn(ACCOUNT_STATES)
  state?: AccountState;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES)
  role?: Role;
}

export class StaffAccountPageDto {
  items!: StaffAccountDto[];

  pagination!: PaginationDto;
}

/** The roles an account holds; at least one. `admin` implies the others. */
export class AccountRolesDto {
  @ApiProperty({ enum: ROLES, isArray: true, minItems: 1 })
  @IsArray()
  @ArrayMinSize(1, { message: 'roles must name at least one role' })
  @ArrayUnique({ message: 'roles must not repeat a role' })
  @IsIn(ROLES, { each: true, message: `each role must be one of ${ROLES.join(', ')}` })
  roles!: Role[];
}
