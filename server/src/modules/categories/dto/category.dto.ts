import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsOptionalNotNull, Trim } from '../../../common/listing/input';
import { BooleanQuery, ListQueryDto } from '../../../common/listing/list-query.dto';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import { CATEGORY_KINDS, type CategoryKind } from '../category.types';
import { EchoesReadShape } from '../../../common/validation/echoed';

export class CreateCategoryDto {
  /** The slug is made from it. */
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(80)
  name!: string;

  @ApiProperty({ enum: CATEGORY_KINDS })
  @IsIn(CATEGORY_KINDS)
  kind!: CategoryKind;

  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @MaxLength(1000)
  description?: string;

  /** Default true. */
  @IsOptionalNotNull()
  @IsBoolean()
  active?: boolean;
}

@EchoesReadShape(() => CategoryDto)
export class UpdateCategoryDto extends PartialType(CreateCategoryDto, {
  skipNullProperties: false,
}) {}

export const CATEGORY_SORT_FIELDS = [
  'name',
  'slug',
  'kind',
  'active',
  'createdAt',
  'updatedAt',
] as const;
export type CategorySortField = (typeof CATEGORY_SORT_FIELDS)[number];

export class CategoryListQueryDto extends ListQueryDto {
  /** Default name. */
  @ApiPropertyOptional({ enum: CATEGORY_SORT_FIELDS })
  @IsOptional()
  @IsIn(CATEGORY_SORT_FIELDS)
  sort?: CategorySortField;

  @ApiPropertyOptional({ enum: CATEGORY_KINDS })
  @IsOptional()
  @IsIn(CATEGORY_KINDS)
  kind?: CategoryKind;

  @IsOptional()
  @BooleanQuery()
  active?: boolean;
}

export class CategoryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  name!: string;
  slug!: string;

  @ApiProperty({ enum: CATEGORY_KINDS })
  kind!: CategoryKind;

  description!: string;
  active!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class CategoryPageDto {
  @ApiProperty({ type: () => [CategoryDto] })
  items!: CategoryDto[];

  pagination!: PaginationDto;
}
