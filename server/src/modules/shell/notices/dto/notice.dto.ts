import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDateString,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Validate,
  ValidateNested,
} from 'class-validator';
import { IsIconName } from '../../../../common/icons/is-icon-name.decorator';
import { IMAGE_PATTERN, LinkMatchesUseRouter } from '../../links';
import { Echoes, IsTargetId } from '../../../../common/validation/echoed';

/** The fields a client may set on a message or notification. */
export class NoticeInputDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  title?: string;

  /** HTML; sanitised when stored. */
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string;

  @IsOptional()
  @IsIconName()
  icon?: string;

  @IsOptional()
  @MaxLength(300_000)
  @Matches(IMAGE_PATTERN, { message: 'image must be an http(s) URL, a path or an image data URL' })
  image?: string;

  @IsOptional()
  @MaxLength(2000)
  @Validate(LinkMatchesUseRouter)
  link?: string;

  @IsOptional()
  @IsBoolean()
  useRouter?: boolean;

  @IsOptional()
  @IsDateString({}, { message: 'time must be an ISO date-time' })
  time?: string;

  @IsOptional()
  @IsBoolean()
  read?: boolean;

  @IsOptional()
  @IsBoolean()
  seen?: boolean;
}

/** The original client sends the whole item back with `read` flipped. */
@Echoes('id')
export class NoticePatchDto extends PartialType(NoticeInputDto) {}

/** The mock's toggle takes the whole item; only id and read count. */
@Echoes('title', 'description', 'icon', 'image', 'link', 'useRouter', 'time', 'seen')
export class NoticeReadDto {
  @IsUUID()
  id!: string;

  /** The new state; omitted, the state flips. */
  @IsOptional()
  @IsBoolean()
  read?: boolean;
}

export class NoticeDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title?: string;
  description?: string;
  icon?: string;
  image?: string;
  link?: string;
  useRouter!: boolean;

  @ApiProperty({ format: 'date-time' })
  time!: string;

  read!: boolean;
  seen!: boolean;
}

export class CreateMessageDto {
  @IsObject()
  @ValidateNested()
  @Type(() => NoticeInputDto)
  message!: NoticeInputDto;
}

export class UpdateMessageDto {
  @IsUUID()
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => NoticePatchDto)
  message!: NoticePatchDto;
}

export class ToggleMessageDto {
  @IsObject()
  @ValidateNested()
  @Type(() => NoticeReadDto)
  message!: NoticeReadDto;
}

export class CreateNotificationDto {
  @IsObject()
  @ValidateNested()
  @Type(() => NoticeInputDto)
  notification!: NoticeInputDto;
}

export class UpdateNotificationDto {
  @IsUUID()
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => NoticePatchDto)
  notification!: NoticePatchDto;
}

export class ToggleNotificationDto {
  @IsObject()
  @ValidateNested()
  @Type(() => NoticeReadDto)
  notification!: NoticeReadDto;
}
