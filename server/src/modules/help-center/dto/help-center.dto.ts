import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

import { LanguageQueryDto } from '../../../common/languages/language-query.dto';

export const DEFAULT_GUIDES_LIMIT = 5;
export const MAX_GUIDES_LIMIT = 100;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugMessage = (property: string) =>
  `${property} must be a slug: lower-case letters, digits and single hyphens`;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class HelpCategoryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'getting-started' })
  slug!: string;

  title!: string;
}

export class FaqDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  categoryId!: string;

  question!: string;

  /** Sanitised HTML. */
  answer!: string;
}

export class FaqCategoryDto extends HelpCategoryDto {
  @ApiProperty({ type: () => [FaqDto] })
  faqs!: FaqDto[];
}

/** A guide as lists show it: without its content. */
export class GuideSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  categoryId!: string;

  slug!: string;
  title!: string;
  subtitle!: string;
}

export class GuideDto extends GuideSummaryDto {
  /** Sanitised HTML. */
  content!: string;
}

export class GuideCategoryDto extends HelpCategoryDto {
  /** Every category listed (no slug): how many guides `guides` holds, at most `limit`. */
  @ApiPropertyOptional()
  visibleGuides?: number;

  /** Every category listed (no slug): how many guides the category has in all. */
  @ApiPropertyOptional()
  totalGuides?: number;

  /** The first `limit` guides, or all of them when one category is asked for. */
  @ApiProperty({ type: () => [GuideSummaryDto] })
  guides!: GuideSummaryDto[];
}

/** One guide in its category, as the original client reads it: `{...category, guides: [guide]}`. */
export class GuideCategoryWithGuideDto extends HelpCategoryDto {
  /** Exactly one element: the guide asked for, its content included. */
  @ApiProperty({ type: () => [GuideDto], minItems: 1, maxItems: 1 })
  guides!: GuideDto[];
}

export class FaqsQueryDto extends LanguageQueryDto {
  /** One category only (most-asked, general-inquiries, licenses, payments, support). */
  @IsOptional()
  @IsString()
  @Matches(SLUG, { message: slugMessage('slug') })
  @MaxLength(100)
  slug?: string;
}

export class GuidesQueryDto extends LanguageQueryDto {
  /** One category only, with all its guides. */
  @IsOptional()
  @IsString()
  @Matches(SLUG, { message: slugMessage('slug') })
  @MaxLength(100)
  slug?: string;

  /** Guides per category when every category is listed. */
  @ApiPropertyOptional({ default: DEFAULT_GUIDES_LIMIT, minimum: 1, maximum: MAX_GUIDES_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1)
  @Max(MAX_GUIDES_LIMIT)
  limit?: number;
}

export class GuideQueryDto extends LanguageQueryDto {
  @IsString()
  @Matches(SLUG, { message: slugMessage('categorySlug') })
  @MaxLength(100)
  categorySlug!: string;

  @IsString()
  @Matches(SLUG, { message: slugMessage('guideSlug') })
  @MaxLength(100)
  guideSlug!: string;
}

export class SupportRequestInputDto {
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(100)
  name!: string;

  @IsEmail({}, { message: 'email must be an email' })
  @MaxLength(254)
  email!: string;

  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'subject must not be empty' })
  @MaxLength(200)
  subject!: string;

  /** Plain text. */
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'message must not be empty' })
  @MaxLength(5000)
  message!: string;
}

export class SupportRequestDto extends SupportRequestInputDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  /** Whether it was sent on by e-mail (only when the server has SMTP_URL set). */
  mailed!: boolean;
}
