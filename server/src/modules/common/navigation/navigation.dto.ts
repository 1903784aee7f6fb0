import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsIconName } from '../../../common/icons/is-icon-name.decorator';
import { NAVIGATION_ITEM_TYPES, type NavigationItemType } from './navigation.types';

/** A dotted key of the web's translation files: `nav.tablero`. */
const TRANSLATION_KEY = /^[A-Za-z][\w-]{0,59}(\.[A-Za-z][\w-]{0,59}){0,3}$/;

export class NavigationBadgeDto {
  @IsOptional()
  @IsString()
  @MaxLength(40)
  title?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  classes?: string;
}

export class NavigationClassesDto {
  @IsOptional() @IsString() @MaxLength(200) title?: string;
  @IsOptional() @IsString() @MaxLength(200) subtitle?: string;
  @IsOptional() @IsString() @MaxLength(200) icon?: string;
  @IsOptional() @IsString() @MaxLength(200) wrapper?: string;
}

export class NavigationItemDto {
  @IsString()
  @Matches(/^[\w.-]{1,100}$/, {
    message: 'id must be letters, digits, dots, dashes or underscores',
  })
  id!: string;

  @ApiProperty({ enum: NAVIGATION_ITEM_TYPES })
  @IsIn(NAVIGATION_ITEM_TYPES)
  type!: NavigationItemType;

  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) title?: string;

  @ApiPropertyOptional({
    description:
      "Key of the title in the web app's translation files (e.g. `nav.tablero`); the web shows `title` where it does not know the key",
    example: 'nav.tablero',
  })
  @IsOptional()
  @Matches(TRANSLATION_KEY, { message: 'translation must be a dotted translation key' })
  translation?: string;

  @IsOptional() @IsString() @MaxLength(200) subtitle?: string;

  @ApiPropertyOptional({
    description:
      "Key of the subtitle in the web app's translation files, as `translation` is of the title",
    example: 'nav.dashboardsSubtitle',
  })
  @IsOptional()
  @Matches(TRANSLATION_KEY, { message: 'subtitleTranslation must be a dotted translation key' })
  subtitleTranslation?: string;

  @IsOptional()
  @IsIconName()
  icon?: string;

  @IsOptional() @IsString() @MaxLength(2000) link?: string;
  @IsOptional() @IsBoolean() externalLink?: boolean;

  @ApiPropertyOptional({ enum: ['_blank', '_self', '_parent', '_top'] })
  @IsOptional()
  @IsIn(['_blank', '_self', '_parent', '_top'])
  target?: '_blank' | '_self' | '_parent' | '_top';

  @IsOptional()
  @Matches(/^[\w-]{1,60}$/, { message: 'function must be the name of a client action' })
  function?: string;

  @IsOptional() @IsBoolean() disabled?: boolean;
  @IsOptional() @IsBoolean() hidden?: boolean;
  @IsOptional() @IsString() @MaxLength(200) tooltip?: string;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => NavigationBadgeDto)
  badge?: NavigationBadgeDto;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => NavigationClassesDto)
  classes?: NavigationClassesDto;

  @ApiPropertyOptional({ type: () => [NavigationItemDto] })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => NavigationItemDto)
  children?: NavigationItemDto[];

  @IsOptional() @IsBoolean() active?: boolean;
  @IsOptional() @IsBoolean() exactMatch?: boolean;
  @IsOptional() @IsString() @MaxLength(100) fragment?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } })
  @IsOptional()
  @IsObject()
  queryParams?: Record<string, string>;
}

/** The whole navigation: the default tree and the layouts' variants. */
export class NavigationDto {
  @ApiProperty({ type: () => [NavigationItemDto] })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => NavigationItemDto)
  default!: NavigationItemDto[];

  @ApiProperty({ type: () => [NavigationItemDto] })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => NavigationItemDto)
  compact!: NavigationItemDto[];

  @ApiProperty({ type: () => [NavigationItemDto] })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => NavigationItemDto)
  futuristic!: NavigationItemDto[];

  @ApiProperty({ type: () => [NavigationItemDto] })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => NavigationItemDto)
  horizontal!: NavigationItemDto[];
}
