import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { ACCOUNT_STATUSES, type AccountStatus } from '../account.types';

/** Avatar: an http(s) URL, a site path, or an image data URL. */
const AVATAR = /^(https?:\/\/\S+|\/\S*|data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=]+)$/;

export class UpdateUserDto {
  @IsOptional()
  @IsString()
  @Length(1, 80)
  name?: string;

  @IsOptional()
  @IsString()
  @Length(1, 80)
  surname?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString()
  @MaxLength(300_000)
  @Matches(AVATAR, { message: 'avatar must be an http(s) URL, a path or an image data URL' })
  avatar?: string | null;

  @ApiPropertyOptional({ enum: ACCOUNT_STATUSES })
  @IsOptional()
  @IsIn(ACCOUNT_STATUSES)
  status?: AccountStatus;
}
