import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PUBLIC_IMAGE_FILE } from '../../../common/files/public-images';
import { IsOmittable } from '../../../common/validation/omittable.decorator';
import { Echoes, IsTargetId } from '../../../common/validation/echoed';
import { EmptyAsUnset } from '../../../common/listing/input';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Text sorts (case-insensitive); every other sort is numeric. */
export const TEXT_SORTS = ['sku', 'name', 'active'] as const;
export const NUMERIC_SORTS = [
  'stock',
  'reserved',
  'cost',
  'basePrice',
  'taxPercent',
  'price',
  'weight',
] as const;
export const PRODUCT_SORTS = [...TEXT_SORTS, ...NUMERIC_SORTS] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The original client's defaults: sort name, order asc, page 1 (zero-based), size 10. */
export const DEFAULT_SORT: ProductSort = 'name';
export const DEFAULT_ORDER: SortOrder = 'asc';
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** An image a product shows: an http(s) address or a path on this site (not //host). */
export const PRODUCT_IMAGE_URL = /^(https?:\/\/[^\s/$.?#][^\s]*|\/(?![/\\])[^\s]*)$/i;
const IMAGE_URL_MESSAGE = '$property must be an http(s) URL or a path starting with /';

export class ProductImageParamDto {
  @Matches(PUBLIC_IMAGE_FILE, { message: 'file must name a stored product image' })
  file!: string;
}

export class InventoryCategoryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true })
  parentId!: string | null;

  name!: string;
  slug!: string;
}

export class InventoryBrandDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  name!: string;
  slug!: string;
}

export class InventoryVendorDto extends InventoryBrandDto {}

export class InventoryTagDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;
}

export class ProductDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  /** Category id, or '' while unset. */
  category!: string;
  name!: string;
  description!: string;

  @ApiProperty({ type: [String] })
  tags!: string[];

  sku!: string;
  barcode!: string;
  /** Brand id, or '' while unset. */
  brand!: string;
  /** Vendor id, or '' while unset. */
  vendor!: string;
  stock!: number;
  reserved!: number;
  cost!: number;
  basePrice!: number;
  taxPercent!: number;
  price!: number;
  weight!: number;

  @ApiProperty({ type: String, nullable: true })
  thumbnail!: string | null;

  @ApiProperty({ type: [String] })
  images!: string[];

  active!: boolean;
}

export class ProductsQueryDto {
  /** Case-insensitive part of the product name. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  /** sku, name and active sort as case-insensitive text, the rest numerically. */
  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: DEFAULT_SORT })
  @EmptyAsUnset()
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: DEFAULT_ORDER })
  @EmptyAsUnset()
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'order must be asc or desc' })
  order?: SortOrder;

  /**
   * Zero-based page index: 0 is the first page. When left out it is 1 (the second page),
   * as the original client's mock API has it, so clients always send it.
   */
  @ApiPropertyOptional({ default: DEFAULT_PAGE, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(0)
  @Max(1_000_000)
  page?: number;

  /** Products per page. */
  @ApiPropertyOptional({ default: DEFAULT_PAGE_SIZE, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'size must be a whole number' })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  size?: number;
}

/** Where the page sits; beyond the last page it holds lastPage only. */
export class ProductsPaginationDto {
  @ApiPropertyOptional({ description: 'Products matching the search, on all pages together' })
  length?: number;

  @ApiPropertyOptional({ description: 'Products per page' })
  size?: number;

  @ApiPropertyOptional({ description: 'This page, zero-based' })
  page?: number;

  @ApiProperty({
    description: 'The number of pages (at least 1); zero-based pages end at lastPage - 1',
  })
  lastPage!: number;

  @ApiPropertyOptional({ description: 'Index of the first product of the page in the sorted list' })
  startIndex?: number;

  @ApiPropertyOptional({
    description: 'Index of the last product of the page (startIndex - 1 when empty)',
  })
  endIndex?: number;
}

export class ProductsPageDto {
  /** Empty beyond the last page. */
  @ApiProperty({ type: () => [ProductDto] })
  products!: ProductDto[];

  pagination!: ProductsPaginationDto;
}

/** The original client sends the whole product back: its id, and the price it computed. */
@Echoes('id', 'price')
export class ProductPatchDto {
  /** Category id, or '' to unset. */
  @IsOmittable()
  @ValidateIf((_, value) => value !== '')
  @IsUUID('all', { message: 'category must be a category id' })
  category?: string;

  @IsOmittable()
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(200)
  name?: string;

  @IsOmittable()
  @IsString()
  @MaxLength(5000)
  description?: string;

  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(30)
  @IsUUID('all', { each: true, message: 'each tag must be a tag id' })
  tags?: string[];

  @IsOmittable()
  @IsString()
  @MaxLength(60)
  sku?: string;

  @IsOmittable()
  @IsString()
  @MaxLength(60)
  barcode?: string;

  /** Brand id, or '' to unset. */
  @IsOmittable()
  @ValidateIf((_, value) => value !== '')
  @IsUUID('all', { message: 'brand must be a brand id' })
  brand?: string;

  /** Vendor id, or '' to unset. */
  @IsOmittable()
  @ValidateIf((_, value) => value !== '')
  @IsUUID('all', { message: 'vendor must be a vendor id' })
  vendor?: string;

  @IsOmittable()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  stock?: number;

  @IsOmittable()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  reserved?: number;

  @IsOmittable()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(10_000_000)
  cost?: number;

  /** The price before tax; the price (read-only) is this plus taxPercent of it. */
  @IsOmittable()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(10_000_000)
  basePrice?: number;

  @IsOmittable()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100)
  taxPercent?: number;

  /** Kilograms. */
  @IsOmittable()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 3 })
  @Min(0)
  @Max(100_000)
  weight?: number;

  /** An http(s) URL or a path on this site; null for none. */
  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  @Matches(PRODUCT_IMAGE_URL, { message: IMAGE_URL_MESSAGE })
  thumbnail?: string | null;

  /** http(s) URLs or paths on this site. */
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(2000, { each: true })
  @Matches(PRODUCT_IMAGE_URL, { each: true, message: IMAGE_URL_MESSAGE })
  images?: string[];

  @IsOmittable()
  @IsBoolean()
  active?: boolean;
}

export class UpdateProductDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => ProductPatchDto)
  product!: ProductPatchDto;
}

@Echoes('id')
export class InventoryTagInputDto {
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(40)
  title!: string;
}

export class CreateInventoryTagDto {
  @IsObject()
  @ValidateNested()
  @Type(() => InventoryTagInputDto)
  tag!: InventoryTagInputDto;
}

export class UpdateInventoryTagDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => InventoryTagInputDto)
  tag!: InventoryTagInputDto;
}
