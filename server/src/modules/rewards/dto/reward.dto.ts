import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsOptionalNotNull, Trim } from '../../../common/listing/input';
import { BooleanQuery, ListQueryDto } from '../../../common/listing/list-query.dto';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import { PUBLIC_IMAGE_FILE } from '../../../common/files/public-images';
import { EchoesReadShape } from '../../../common/validation/echoed';

export const MAX_POINTS_COST = 10_000_000;
export const MAX_STOCK = 1_000_000;

export class CreateRewardDto {
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(120)
  name!: string;

  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @MaxLength(2000)
  description?: string;

  /** A category of kind `reward`. */
  @IsUUID('all', { message: 'categoryId must be a category id' })
  categoryId!: string;

  @IsInt({ message: 'pointsCost must be a whole number' })
  @Min(1)
  @Max(MAX_POINTS_COST)
  pointsCost!: number;

  @IsInt({ message: 'stock must be a whole number' })
  @Min(0)
  @Max(MAX_STOCK)
  stock!: number;

  /** Default true. */
  @IsOptionalNotNull()
  @IsBoolean()
  active?: boolean;
}

@EchoesReadShape(() => RewardDto)
export class UpdateRewardDto extends PartialType(CreateRewardDto, {
  skipNullProperties: false,
}) {}

export const REWARD_SORT_FIELDS = [
  'name',
  'pointsCost',
  'stock',
  'redemptionCount',
  'active',
  'createdAt',
  'updatedAt',
] as const;
export type RewardSortField = (typeof REWARD_SORT_FIELDS)[number];

export class RewardListQueryDto extends ListQueryDto {
  /** Default name. */
  @ApiPropertyOptional({ enum: REWARD_SORT_FIELDS })
  @IsOptional()
  @IsIn(REWARD_SORT_FIELDS)
  sort?: RewardSortField;

  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be a category id' })
  categoryId?: string;

  @IsOptional()
  @BooleanQuery()
  active?: boolean;
}

export class RewardDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  name!: string;
  description!: string;

  @ApiProperty({ format: 'uuid' })
  categoryId!: string;

  pointsCost!: number;
  stock!: number;

  @ApiProperty({ type: String, nullable: true })
  image!: string | null;

  /** Redemptions made of it (cancelled ones too); a redeemed reward cannot be deleted. */
  redemptionCount!: number;

  active!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class RewardPageDto {
  @ApiProperty({ type: () => [RewardDto] })
  items!: RewardDto[];

  pagination!: PaginationDto;
}

export class RewardImageParamDto {
  @Matches(PUBLIC_IMAGE_FILE, { message: 'file must name a stored reward image' })
  file!: string;
}

export class UploadRewardImageBodyDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PNG, JPEG, GIF or WEBP, 2 MB' })
  image!: unknown;
}
