import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';
import { PUBLIC_IMAGE_FILE } from '../../../common/files/public-images';
import { IsOptionalNotNull, Trim, TrimToNull } from '../../../common/listing/input';
import { EchoesReadShape } from '../../../common/validation/echoed';

/** A path of this site (one leading slash) or an http(s) URL. */
export const BANNER_LINK = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s/$.?#][^\s]*)$/i;

export class CreateBannerDto {
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(120)
  title!: string;

  /** A path of this site (`/apps/premios`) or an http(s) URL; null for none. */
  @ApiPropertyOptional({ type: String, nullable: true })
  @TrimToNull()
  @IsOptional()
  @MaxLength(500)
  @Matches(BANNER_LINK, { message: 'link must be a path of this site or an http(s) URL' })
  link?: string | null;

  /** Default true. */
  @IsOptionalNotNull()
  @IsBoolean()
  active?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'startsAt must be a date and time (ISO 8601)' })
  startsAt?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'endsAt must be a date and time (ISO 8601)' })
  endsAt?: string | null;
}

@EchoesReadShape(() => BannerDto)
export class UpdateBannerDto extends PartialType(CreateBannerDto, {
  skipNullProperties: false,
}) {}

/** Every banner's id once, in the new order. */
export class BannerOrderDto {
  @IsArray()
  @ArrayMaxSize(1000)
  @IsUUID('all', { each: true, message: 'ids must be banner ids' })
  ids!: string[];
}

export class BannerDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;

  @ApiProperty({ type: String, nullable: true })
  image!: string | null;

  @ApiProperty({ type: String, nullable: true })
  link!: string | null;

  order!: number;
  active!: boolean;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  startsAt!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  endsAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

/** What the public home page gets: no dates or state, only what it shows. */
export class PublicBannerDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;

  @ApiProperty({ type: String, nullable: true })
  image!: string | null;

  @ApiProperty({ type: String, nullable: true })
  link!: string | null;
}

export class BannerImageParamDto {
  @Matches(PUBLIC_IMAGE_FILE, { message: 'file must name a stored banner image' })
  file!: string;
}

export class UploadBannerImageBodyDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PNG, JPEG, GIF or WEBP, 2 MB' })
  image!: unknown;
}
