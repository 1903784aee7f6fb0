import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  NotEquals,
} from 'class-validator';
import { IsOptionalNotNull, Trim } from '../../../common/listing/input';
import { ListQueryDto } from '../../../common/listing/list-query.dto';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../common/listing/paginate';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import {
  MEMBER_STATUSES,
  type MemberStatus,
  POINTS_REASONS,
  type PointsReason,
} from '../member.types';
import { EchoesReadShape } from '../../../common/validation/echoed';

/** One adjustment moves at most this many points either way. */
export const MAX_ADJUSTMENT = 1_000_000;

export class CreateMemberDto {
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(80)
  name!: string;

  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'surname must not be empty' })
  @MaxLength(80)
  surname!: string;

  /** Unique among members, without case. */
  @Trim()
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(200)
  email!: string;

  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @Matches(/^[+\d][\d\s().-]{5,24}$/, { message: 'phone must be a phone number' })
  phone?: string;

  /** Unique among members; letters, digits, spaces, dots and dashes (compared without separators). */
  @Trim()
  @IsString()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 .-]{3,29}$/, {
    message: 'documentId must be 4 to 30 letters, digits, spaces, dots or dashes',
  })
  documentId!: string;

  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @MaxLength(120)
  company?: string;
}

/** Points and status change only through the ledger and block/unblock. */
@EchoesReadShape(() => MemberDto, { unchangedOnly: ['points', 'status'] })
export class UpdateMemberDto extends PartialType(CreateMemberDto, { skipNullProperties: false }) {}

export const MEMBER_SORT_FIELDS = [
  'name',
  'surname',
  'email',
  'documentId',
  'company',
  'points',
  'status',
  'createdAt',
] as const;
export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];

export class MemberListQueryDto extends ListQueryDto {
  /** Default surname. */
  @ApiPropertyOptional({ enum: MEMBER_SORT_FIELDS })
  @IsOptional()
  @IsIn(MEMBER_SORT_FIELDS)
  sort?: MemberSortField;

  @ApiPropertyOptional({ enum: MEMBER_STATUSES })
  @IsOptional()
  @IsIn(MEMBER_STATUSES)
  status?: MemberStatus;
}

export class MemberDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  name!: string;
  surname!: string;
  email!: string;
  phone!: string;
  documentId!: string;
  company!: string;

  /** The sum of the member's ledger. */
  points!: number;

  @ApiProperty({ enum: MEMBER_STATUSES })
  status!: MemberStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class MemberPageDto {
  @ApiProperty({ type: () => [MemberDto] })
  items!: MemberDto[];

  pagination!: PaginationDto;
}

/** A correction of a member's points: a new ledger entry, never an edit. */
export class PointsAdjustmentDto {
  /** Points to add (positive) or take (negative); the balance may not go below 0. */
  @ApiProperty({
    type: 'integer',
    minimum: -MAX_ADJUSTMENT,
    maximum: MAX_ADJUSTMENT,
    not: { enum: [0] },
  })
  @Type(() => Number)
  @IsInt({ message: 'points must be a whole number' })
  @NotEquals(0, { message: 'points must not be 0' })
  @Min(-MAX_ADJUSTMENT)
  @Max(MAX_ADJUSTMENT)
  points!: number;

  /** Why: kept in the ledger with who made the adjustment. */
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'reason must not be empty' })
  @MaxLength(300)
  reason!: string;
}

export class LedgerQueryDto {
  /** 1-based page number, newest entries first. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  size?: number = DEFAULT_PAGE_SIZE;
}

export class PointsEntryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  memberId!: string;

  delta!: number;

  @ApiProperty({ enum: POINTS_REASONS })
  reason!: PointsReason;

  @ApiProperty({ type: String, nullable: true })
  refId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  note!: string | null;

  @ApiProperty({ type: String, nullable: true })
  byAccountId!: string | null;

  /** The member's balance right after this entry. */
  balance!: number;

  @ApiProperty({ format: 'date-time' })
  at!: string;
}

export class LedgerPageDto {
  @ApiProperty({ type: () => [PointsEntryDto] })
  items!: PointsEntryDto[];

  pagination!: PaginationDto;
}

export class LedgerAdjustmentResultDto {
  member!: MemberDto;
  entry!: PointsEntryDto;
}
