import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { PUBLIC_IMAGE_FILE } from '../../../common/files/public-images';
import { TrimToNull } from '../../../common/listing/input';
import {
  ACTIVITY_KIND_FILTERS,
  ACTIVITY_KINDS,
  type ActivityKind,
  type ActivityKindFilter,
} from '../activity-kinds';
import { ActivityDto } from './activity.dto';

/** Activities a feed page holds when the request names no limit, and the most it may ask. */
export const FEED_DEFAULT_LIMIT = 20;
export const FEED_MAX_LIMIT = 100;

/** A feed cursor: the date and id of the last activity seen (`X-Next-Cursor` hands it out). */
export const FEED_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z_[A-Za-z0-9-]{1,64}$/;

/** The longest description a post may send (HTML, before sanitising). */
export const POST_DESCRIPTION_MAX = 5000;

export class ActivityFeedQueryDto {
  /** One kind, or a group: `recruitment` (applicant, pipeline, vacancy) or `rewards` (redemption, invoice, trivia). */
  @ApiPropertyOptional({ enum: ACTIVITY_KIND_FILTERS })
  @IsOptional()
  @IsIn(ACTIVITY_KIND_FILTERS, {
    message: `kind must be one of: ${ACTIVITY_KIND_FILTERS.join(', ')}`,
  })
  kind?: ActivityKindFilter;

  /** Only activities after this cursor in the feed's order: the `X-Next-Cursor` of the page before. */
  @IsOptional()
  @IsString()
  @Matches(FEED_CURSOR, { message: 'before must be a cursor the feed handed out' })
  before?: string;

  /** Activities per page (default 20). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(FEED_MAX_LIMIT)
  limit?: number;
}

/** Who posted an activity by hand. */
export class ActivityAuthorDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  name!: string;

  @ApiProperty({ type: String, nullable: true })
  avatar!: string | null;
}

/** An activity as the original client reads it, plus its kind and who posted it. */
export class FeedActivityDto extends ActivityDto {
  @ApiProperty({ enum: ACTIVITY_KINDS })
  kind!: ActivityKind;

  /** The account that posted it; null for what events wrote (or an account since removed). */
  @ApiProperty({ type: () => ActivityAuthorDto, nullable: true })
  author!: ActivityAuthorDto | null;

  /** Whether the caller may delete it: a posted activity of their own, or any as admin. */
  canDelete!: boolean;
}

/** A post for the feed: JSON, or multipart/form-data with an optional `image` file. */
export class PostActivityDto {
  /** HTML: inline formatting and links are kept, everything else is removed. */
  @IsString()
  @IsNotEmpty({ message: 'description must not be empty' })
  @MaxLength(POST_DESCRIPTION_MAX)
  description!: string;

  /** An app route (`/apps/tablero`) or an http(s) address; empty or null for none. */
  @ApiPropertyOptional({ type: String, nullable: true })
  @TrimToNull()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  link?: string | null;

  /** The link's text; the link itself when left out. */
  @ApiPropertyOptional({ type: String, nullable: true })
  @TrimToNull()
  @IsOptional()
  @IsString()
  @MaxLength(120)
  linkedContent?: string | null;
}

export class PostActivityBodyDto extends PostActivityDto {
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'PNG, JPEG, GIF or WEBP, 2 MB (multipart/form-data only)',
  })
  image?: unknown;
}

export class ActivityImageParamDto {
  @Matches(PUBLIC_IMAGE_FILE, { message: 'file must name a stored activity image' })
  file!: string;
}
