import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { invalid } from '../../../common/errors/domain-error';
import { EchoesReadShape } from '../../../common/validation/echoed';
import { IsOmittable } from '../../../common/validation/omittable.decorator';
import { ACCOUNT_STATUSES, type AccountStatus, type Language, LANGUAGES } from '../account.types';
import { AccountUserDto } from './account-user.dto';

/** Avatar: an http(s) URL, a site path (one leading /), or an image data URL. */
/** A phone number: digits with spaces, dots, dashes or brackets, an optional leading +. */
export const PHONE = /^[+\d][\d\s().-]{5,24}$/;

export const AVATAR =
  /^(https?:\/\/\S+|\/(?![/\\])\S*|data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=]+)$/;

/**
 * What the signed-in account may change; a field left out stays as it is. The original
 * client sends the whole user back: what it may not change here is accepted and ignored,
 * and its id must be the signed-in account's.
 */
@EchoesReadShape(() => AccountUserDto)
export class UserChangesDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'When sent, the signed-in account’s id' })
  @IsOmittable()
  @IsUUID('all', { message: 'id must be a UUID' })
  id?: string;

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

  /** '' clears it (and is what the original client sends back for an account without one). */
  @IsOmittable()
  @IsString()
  @ValidateIf((_dto, value) => value !== '')
  @Matches(PHONE, { message: 'phone must be a phone number' })
  phone?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsIn(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` })
  language?: Language | null;
}

/**
 * The changes flat (`{"status": "busy"}`) or wrapped (`{"user": {...}}`), as the original
 * client sends them.
 */
export class UpdateUserDto extends UserChangesDto {
  @IsOmittable()
  @IsObject()
  @ValidateNested()
  @Type(() => UserChangesDto)
  user?: UserChangesDto;
}

/**
 * One set of changes from either shape (the wrapped fields win over flat ones), for the
 * account `accountId`; an id naming another account is refused.
 */
export function userChanges(
  { user, ...flat }: UpdateUserDto,
  accountId: string,
): Omit<UserChangesDto, 'id'> {
  const { id, ...changes } = { ...flat, ...user };
  if (id !== undefined && id !== accountId) {
    throw invalid(
      'id-mismatch',
      'id must be the signed-in account’s id',
      user?.id ? 'user.id' : 'id',
    );
  }
  return changes;
}
