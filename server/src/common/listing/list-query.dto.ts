import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paginate';
import { SORT_ORDERS, type SortOrder } from './sort';

/**
 * The query every list endpoint takes. Each list adds its filters and its own `sort`
 * (an @IsIn whitelist of fields; anything else is refused with 400).
 */
export class ListQueryDto {
  /** Words to look for, case- and accent-insensitive; every word must match. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  /** Sort direction; each list has its own default. */
  @ApiPropertyOptional({ enum: SORT_ORDERS })
  @IsOptional()
  @IsIn(SORT_ORDERS)
  order?: SortOrder;

  /** 1-based page number; a page past the last answers no items. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number = 1;

  /** Records per page. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  size?: number = DEFAULT_PAGE_SIZE;
}

/** A `true`/`false` query parameter; anything else is refused by @IsBoolean. */
export function BooleanQuery(): PropertyDecorator {
  const toBoolean = Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  );
  const isBoolean = IsBoolean({ message: '$property must be true or false' });
  return (target, key) => {
    toBoolean(target, key);
    isBoolean(target, key);
  };
}
