import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  type ValidationArguments,
  ValidateNested,
} from 'class-validator';
import { iconNameProblem } from '../../../../common/icons/icon-names';
import { IsIconName } from '../../../../common/icons/is-icon-name.decorator';
import { describeItem } from '../menu-rules';
import {
  NAVIGATION_ITEM_TYPES,
  type NavigationItem,
  type NavigationItemType,
} from '../navigation.types';

/** A dotted key of the web's translation files: `nav.tablero`. */
const TRANSLATION_KEY = /^[A-Za-z][\w-]{0,59}(\.[A-Za-z][\w-]{0,59}){0,3}$/;

/**
 * Bootstrap classes: words of letters, digits, `-` and `_`, one space apart; or none (the
 * empty badge the navigation's read gives the items the original client fills).
 */
const CLASS_LIST = /^(?:[\w-]+(?: [\w-]+)*)?$/;

/** A name per language (apps/menuconfig); a language left out keeps the default name. */
export class NavigationTextsDto {
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) en?: string;
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) tr?: string;
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) es?: string;
}

export class NavigationBadgeDto {
  @IsOptional()
  @IsString()
  @MaxLength(40)
  title?: string;

  @ApiPropertyOptional({ example: 'bg-danger text-white' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(CLASS_LIST, { message: 'classes must be class names separated by single spaces' })
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
    message: (args: ValidationArguments) =>
      `id of ${describeItem(args.object as NavigationItem)} must be 1 to 100 letters, digits, dots, dashes or underscores`,
  })
  id!: string;

  @ApiProperty({ enum: NAVIGATION_ITEM_TYPES })
  @IsIn(NAVIGATION_ITEM_TYPES, {
    message: (args: ValidationArguments) =>
      `type of ${describeItem(args.object as NavigationItem)} must be one of the following values: ${NAVIGATION_ITEM_TYPES.join(', ')}`,
  })
  type!: NavigationItemType;

  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) title?: string;

  @ApiPropertyOptional({
    description:
      "The administrator's names per language (apps/menuconfig); each wins over `translation` and `title` in its language",
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => NavigationTextsDto)
  titles?: NavigationTextsDto;

  @ApiPropertyOptional({
    description:
      "Key of the title in the web app's translation files (e.g. `nav.tablero`); the web shows `title` where it does not know the key",
    example: 'nav.tablero',
  })
  @IsOptional()
  @Matches(TRANSLATION_KEY, { message: 'translation must be a dotted translation key' })
  translation?: string;

  @IsOptional() @IsString() @MaxLength(200) subtitle?: string;

  @ApiPropertyOptional({ description: "The administrator's subtitles per language, as `titles`" })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => NavigationTextsDto)
  subtitles?: NavigationTextsDto;

  @ApiPropertyOptional({
    description:
      "Key of the subtitle in the web app's translation files, as `translation` is of the title",
    example: 'nav.dashboardsSubtitle',
  })
  @IsOptional()
  @Matches(TRANSLATION_KEY, { message: 'subtitleTranslation must be a dotted translation key' })
  subtitleTranslation?: string;

  @IsOptional()
  @IsIconName({
    message: (args: ValidationArguments) =>
      iconNameProblem(
        args.value,
        `${args.property} of ${describeItem(args.object as NavigationItem)}`,
      ) ?? '',
  })
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

/** apps/menuconfig: the side menu (the default navigation) as the editor edits it. */
export class MenuConfigDto {
  @ApiProperty({ type: () => [NavigationItemDto] })
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => NavigationItemDto)
  items!: NavigationItemDto[];
}
