import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsOmittable } from '../../../common/validation/omittable.decorator';
import { ACCOUNT_STATUSES, type AccountStatus } from '../account.types';

/** Avatar: an http(s) URL, a site path (one leading /), or an image data URL. */
const AVATAR =
  /^(https?:\/\/\S+|\/(?![/\\])\S*|data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=]+)$/;

/** What the signed-in account may change; a field left out stays as it is. */
export class UserChangesDto {
  @IsOmittable()
  @IsString()
  @Length(1, 80)
  name?: string;

  @IsOmittable()
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
  @IsOmittable()
  @IsIn(ACCOUNT_STATUSES)
  status?: AccountStatus;
}

/** The changes flat (`{"status": "busy"}`) or wrapped as the specification sends them. */
export class UpdateUserDto extends UserChangesDto {
  @IsOmittable()
  @IsObject()
  @ValidateNested()
  @Type(() => UserChangesDto)
  user?: UserChangesDto;
}

/** One set of changes from either shape; the wrapped fields win over flat ones. */
export function userChanges({ user, ...flat }: UpdateUserDto): UserChangesDto {
  return { ...flat, ...user };
}
