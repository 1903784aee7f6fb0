import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { IsOptionalNotNull, Trim } from '../../../common/listing/input';
import { BooleanQuery, ListQueryDto } from '../../../common/listing/list-query.dto';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import {
  REDEMPTION_ACTIONS,
  REDEMPTION_STATUSES,
  type RedemptionAction,
  type RedemptionStatus,
} from '../redemption.types';

/** One bulk request acts on at most this many redemptions. */
export const MAX_BULK_REDEMPTIONS = 100;

export class CreateRedemptionDto {
  @IsUUID('all', { message: 'memberId must be a member id' })
  memberId!: string;

  @IsUUID('all', { message: 'rewardId must be a reward id' })
  rewardId!: string;

  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @MaxLength(500)
  notes?: string;
}

export class CancelRedemptionDto {
  /** Why it is cancelled; kept with the redemption. */
  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export class BulkRedemptionActionDto {
  @ApiProperty({ enum: REDEMPTION_ACTIONS })
  @IsIn(REDEMPTION_ACTIONS)
  action!: RedemptionAction;

  @ApiProperty({ type: [String], format: 'uuid' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BULK_REDEMPTIONS)
  @ArrayUnique({ message: 'ids must not repeat an id' })
  @IsUUID('all', { each: true, message: 'each of ids must be a redemption id' })
  ids!: string[];

  /** For `cancel`: why (kept with each redemption). */
  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export const REDEMPTION_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'completedAt',
  'points',
  'status',
  'memberName',
  'rewardName',
] as const;
export type RedemptionSortField = (typeof REDEMPTION_SORT_FIELDS)[number];

export class RedemptionListQueryDto extends ListQueryDto {
  /** Default createdAt, newest first. */
  @ApiPropertyOptional({ enum: REDEMPTION_SORT_FIELDS })
  @IsOptional()
  @IsIn(REDEMPTION_SORT_FIELDS)
  sort?: RedemptionSortField;

  /** true: delivered and cancelled ones; false: pending and approved ones; absent: all. */
  @IsOptional()
  @BooleanQuery()
  completed?: boolean;

  @ApiPropertyOptional({ enum: REDEMPTION_STATUSES })
  @IsOptional()
  @IsIn(REDEMPTION_STATUSES)
  status?: RedemptionStatus;

  @IsOptional()
  @IsUUID('all', { message: 'memberId must be a member id' })
  memberId?: string;

  @IsOptional()
  @IsUUID('all', { message: 'rewardId must be a reward id' })
  rewardId?: string;
}

export class RedemptionStepDto {
  @ApiProperty({ enum: REDEMPTION_STATUSES })
  status!: RedemptionStatus;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  by!: string | null;
}

export class RedemptionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  memberId!: string;

  /** "Name Surname" of the member, for lists. */
  memberName!: string;
  memberEmail!: string;

  @ApiProperty({ format: 'uuid' })
  rewardId!: string;

  rewardName!: string;

  @ApiProperty({ type: String, nullable: true })
  rewardImage!: string | null;

  /** The points debited when it was made (refunded if cancelled). */
  points!: number;

  @ApiProperty({ enum: REDEMPTION_STATUSES })
  status!: RedemptionStatus;

  notes!: string;

  @ApiProperty({ type: String, nullable: true })
  cancelReason!: string | null;

  @ApiProperty({ type: () => [RedemptionStepDto] })
  history!: RedemptionStepDto[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class RedemptionPageDto {
  @ApiProperty({ type: () => [RedemptionDto] })
  items!: RedemptionDto[];

  pagination!: PaginationDto;
}

export class BulkRedemptionRefusalDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  /** Why this one was not changed (as the single action would answer). */
  message!: string;

  status!: number;
}

/** Each redemption is changed on its own: some may be refused while the rest go through. */
export class BulkRedemptionResultDto {
  @ApiProperty({ type: () => [RedemptionDto] })
  done!: RedemptionDto[];

  @ApiProperty({ type: () => [BulkRedemptionRefusalDto] })
  refused!: BulkRedemptionRefusalDto[];
}
