import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsOmittable } from '../../../common/validation/omittable.decorator';
import { AVATAR_FILE_NAME, AVATAR_URL } from '../avatar-files';
import { COUNTRY_IDS } from '../countries';
import { Echoes, EchoesReadShape, IsTargetId } from '../../../common/validation/echoed';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ContactEmailDto {
  @IsEmail({}, { message: 'email must be an email' })
  @MaxLength(254)
  email!: string;

  /** Personal or Work in the sample; free text up to 30 characters. */
  @IsString()
  @MaxLength(30)
  label!: string;
}

export class ContactPhoneNumberDto {
  /**
   * The id of one of the countries (lower-case ISO 3166-1 alpha-2: us, gb, ...); upper
   * case is accepted and stored in lower case.
   */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  )
  @IsString()
  @IsIn([...COUNTRY_IDS], { message: 'country must be the id of a country (us, gb, ...)' })
  country!: string;

  @IsString()
  @Matches(/^[0-9 ()+.-]{0,30}$/, {
    message: 'phoneNumber may hold digits, spaces and ( ) + . - only, at most 30',
  })
  phoneNumber!: string;

  /** Mobile, Work or Home in the sample; free text up to 30 characters. */
  @IsString()
  @MaxLength(30)
  label!: string;
}

export class ContactJobDto {
  title!: string;
  company!: string;
}

export class ContactDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  /** URL of the uploaded avatar, or null. */
  @ApiProperty({ type: String, nullable: true })
  avatar!: string | null;

  @ApiProperty({ type: String, nullable: true })
  background!: string | null;

  name!: string;

  @ApiProperty({ type: () => [ContactEmailDto] })
  emails!: ContactEmailDto[];

  @ApiProperty({ type: () => [ContactPhoneNumberDto] })
  phoneNumbers!: ContactPhoneNumberDto[];

  title!: string;
  company!: string;

  /** The original client's job object: the same title and company, read-only. */
  job!: ContactJobDto;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  birthday!: string | null;

  @ApiProperty({ type: String, nullable: true })
  address!: string | null;

  /** Sanitised HTML. */
  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  /** Tag ids. */
  @ApiProperty({ type: [String], format: 'uuid' })
  tags!: string[];
}

/**
 * The fields a PATCH may change; each optional, nullable ones accept null. The original
 * client sends the whole form back: the contact's own id and its read-only job included.
 */
@EchoesReadShape(() => ContactDto)
export class ContactPatchDto {
  /**
   * null removes the avatar; a string must be the contact's current avatar URL (so a
   * form may send it back unchanged). A new image goes through POST avatar.
   */
  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @Matches(AVATAR_URL, {
    message: 'avatar must be null or the contact’s current avatar URL',
  })
  avatar?: string | null;

  @IsOmittable()
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  background?: string | null;

  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => ContactEmailDto)
  emails?: ContactEmailDto[];

  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => ContactPhoneNumberDto)
  phoneNumbers?: ContactPhoneNumberDto[];

  @IsOmittable()
  @IsString()
  @MaxLength(120)
  title?: string;

  @IsOmittable()
  @IsString()
  @MaxLength(120)
  company?: string;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'birthday must be an ISO 8601 date' })
  birthday?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  address?: string | null;

  /** HTML; sanitised when stored. */
  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @MaxLength(20_000)
  notes?: string | null;

  /** Ids of existing contact tags. */
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(20)
  @IsUUID('all', { each: true, message: 'each tag must be a tag id' })
  tags?: string[];
}

export class UpdateContactDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => ContactPatchDto)
  contact!: ContactPatchDto;
}

export class ContactSearchQueryDto {
  /** Case-insensitive part of the name; empty or missing returns every contact. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  query?: string;
}

export class ContactTagDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;
}

@Echoes('id')
export class ContactTagInputDto {
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(40)
  title!: string;
}

export class CreateContactTagDto {
  @IsObject()
  @ValidateNested()
  @Type(() => ContactTagInputDto)
  tag!: ContactTagInputDto;
}

export class UpdateContactTagDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => ContactTagInputDto)
  tag!: ContactTagInputDto;
}

export class CountryDto {
  /** Lower-case ISO code, as phone numbers name their country. */
  id!: string;
  /** ISO 3166-1 alpha-2 code in lower case (de), as phone numbers name their country. */
  @ApiProperty({ example: 'de', pattern: '^[a-z]{2}$' })
  iso!: string;
  name!: string;
  /** Dial code, e.g. +44. */
  code!: string;
  /** CSS background-position of the flag in the flag sprite. */
  flagImagePos!: string;
}

/** Multipart text fields of the avatar upload (the image goes in the `avatar` part). */
export class UploadAvatarDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;
}

export class UploadAvatarBodyDto extends UploadAvatarDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PNG, JPEG, GIF or WEBP, 2 MB' })
  avatar!: unknown;
}

export class AvatarFileParamDto {
  @Matches(AVATAR_FILE_NAME, { message: 'file must name a stored avatar' })
  file!: string;
}
