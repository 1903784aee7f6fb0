import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import {
  ICON_FILE_NAME,
  ICON_FILE_NAME_MAX_LENGTH,
  ICON_GRIDS,
  ICON_SET_SLUGS,
} from '../icon-sets';

/** Any well-formed set name; one that names no set answers 404. */
export class IconSetParamsDto {
  @ApiProperty({ enum: ICON_SET_SLUGS, example: 'heroicons-outline' })
  @IsString()
  @MaxLength(40)
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message: 'set must be an icon set: lower-case words joined by - (e.g. heroicons-outline)',
  })
  set!: string;
}

export class IconSvgParamsDto extends IconSetParamsDto {
  /** The icon's name within its set (no folder, no extension). */
  @ApiProperty({ example: 'star', pattern: ICON_FILE_NAME.source })
  @IsString()
  @MaxLength(ICON_FILE_NAME_MAX_LENGTH)
  @Matches(ICON_FILE_NAME, {
    message: 'name must be an icon name: lower-case words joined by - or _ (e.g. star)',
  })
  name!: string;
}

/** One icon set, as the original client's icon lists answer it. */
export class IconListDto {
  /**
   * What goes before `:` in the set's icon names (`heroicons_outline`, `mat_solid`,
   * `feather`, ...); empty for material two-tone, whose names stand bare.
   */
  @ApiProperty({ example: 'heroicons_outline' })
  namespace!: string;

  /** The set's display name. */
  @ApiProperty({ example: 'Heroicons Outline' })
  name!: string;

  /** The size class of the grid's icons: 24 px, 20 px for heroicons mini. */
  @ApiProperty({ enum: ICON_GRIDS, example: 'icon-size-6' })
  grid!: string;

  /** Every icon name of the set, in order (without the namespace). */
  @ApiProperty({ type: [String], example: ['academic-cap', 'adjustments-horizontal'] })
  list!: string[];
}
