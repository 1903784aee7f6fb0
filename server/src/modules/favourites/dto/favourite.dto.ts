import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ApplicantSummaryDto } from '../../applicants/dto/applicant.dto';
import { ListQueryDto } from '../../../common/listing/list-query.dto';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import { VacancySummaryDto } from '../../vacancies/dto/vacancy.dto';
import { FAVOURITE_KINDS, type FavouriteKind } from '../favourite.types';

export class FavouriteTargetDto {
  @ApiProperty({ enum: FAVOURITE_KINDS })
  @IsIn(FAVOURITE_KINDS)
  kind!: FavouriteKind;

  /** The applicant's or vacancy's id. */
  @IsUUID('all', { message: 'targetId must be a UUID' })
  targetId!: string;
}

/** The path of PUT and DELETE /favourites/:kind/:id. */
export class FavouriteTargetParamsDto {
  @ApiProperty({ enum: FAVOURITE_KINDS })
  @IsIn(FAVOURITE_KINDS)
  kind!: FavouriteKind;

  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;
}

export const FAVOURITE_SORT_FIELDS = ['createdAt', 'title', 'kind'] as const;
export type FavouriteSortField = (typeof FAVOURITE_SORT_FIELDS)[number];

export class FavouriteListQueryDto extends ListQueryDto {
  /** Default createdAt, newest first; title is the applicant's name or the vacancy's title. */
  @ApiPropertyOptional({ enum: FAVOURITE_SORT_FIELDS })
  @IsOptional()
  @IsIn(FAVOURITE_SORT_FIELDS)
  sort?: FavouriteSortField;

  @ApiPropertyOptional({ enum: FAVOURITE_KINDS })
  @IsOptional()
  @IsIn(FAVOURITE_KINDS)
  kind?: FavouriteKind;
}

/** A favourite with what it points to: `applicant` or `vacancy`, by its kind. */
export class FavouriteDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: FAVOURITE_KINDS })
  kind!: FavouriteKind;

  @ApiProperty({ format: 'uuid' })
  targetId!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiPropertyOptional({ type: () => ApplicantSummaryDto })
  applicant?: ApplicantSummaryDto;

  @ApiPropertyOptional({ type: () => VacancySummaryDto })
  vacancy?: VacancySummaryDto;
}

export class FavouritePageDto {
  @ApiProperty({ type: () => [FavouriteDto] })
  items!: FavouriteDto[];

  pagination!: PaginationDto;
}
