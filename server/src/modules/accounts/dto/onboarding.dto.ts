import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { Trim } from '../../../common/listing/input';
import { type Language, LANGUAGES } from '../account.types';
import { AVATAR, PHONE } from './update-user.dto';

/** The profile of the first sign-in (forms): every field but the picture is required. */
export class OnboardingProfileDto {
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(80)
  name!: string;

  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'surname must not be empty' })
  @MaxLength(80)
  surname!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Image URL or data URL' })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString()
  @MaxLength(300_000)
  @Matches(AVATAR, { message: 'avatar must be an http(s) URL, a path or an image data URL' })
  avatar?: string | null;

  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` })
  language!: Language;

  @Trim()
  @IsString()
  @Matches(PHONE, { message: 'phone must be a phone number' })
  phone!: string;
}
