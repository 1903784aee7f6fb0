import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { ApplicantSummaryDto } from '../../applicants/dto/applicant.dto';
import { IsOptionalNotNull } from '../../../common/listing/input';
import { ListQueryDto } from '../../../common/listing/list-query.dto';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import { VacancySummaryDto } from '../../vacancies/dto/vacancy.dto';
import { APPLICATION_STAGES, type ApplicationStage } from '../application.types';
import { EchoesReadShape } from '../../../common/validation/echoed';

export class CreateApplicationDto {
  /** An open or paused vacancy. */
  @IsUUID('all', { message: 'vacancyId must be a UUID' })
  vacancyId!: string;

  /** An applicant who has not applied to this vacancy yet. */
  @IsUUID('all', { message: 'applicantId must be a UUID' })
  applicantId!: string;

  /** Default applied; hired only while openings remain. */
  @ApiPropertyOptional({ enum: APPLICATION_STAGES })
  @IsOptionalNotNull()
  @IsIn(APPLICATION_STAGES)
  stage?: ApplicationStage;

  /** 0 (not rated) to 5; default 0. */
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(5)
  rating?: number;
}

@EchoesReadShape(() => ApplicationDto, { unchangedOnly: ['stage'] })
export class UpdateApplicationDto {
  /** 0 (not rated) to 5. The stage changes through PATCH :id/stage. */
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(5)
  rating?: number;
}

export class ApplicationStageChangeDto {
  @ApiProperty({ enum: APPLICATION_STAGES })
  @IsIn(APPLICATION_STAGES)
  stage!: ApplicationStage;
}

export const APPLICATION_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'stage',
  'rating',
  'applicantName',
  'vacancyTitle',
] as const;
export type ApplicationSortField = (typeof APPLICATION_SORT_FIELDS)[number];

export class ApplicationListQueryDto extends ListQueryDto {
  /** Default createdAt, newest first. */
  @ApiPropertyOptional({ enum: APPLICATION_SORT_FIELDS })
  @IsOptional()
  @IsIn(APPLICATION_SORT_FIELDS)
  sort?: ApplicationSortField;

  @IsOptional()
  @IsUUID('all', { message: 'vacancyId must be a UUID' })
  vacancyId?: string;

  @IsOptional()
  @IsUUID('all', { message: 'applicantId must be a UUID' })
  applicantId?: string;

  @ApiPropertyOptional({ enum: APPLICATION_STAGES })
  @IsOptional()
  @IsIn(APPLICATION_STAGES)
  stage?: ApplicationStage;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(5)
  minRating?: number;
}

export class StageChangeDto {
  @ApiProperty({ enum: APPLICATION_STAGES })
  stage!: ApplicationStage;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  /** The account that made the change. */
  @ApiProperty({ format: 'uuid' })
  by!: string;

  /** That account's name, or null when the account no longer exists. */
  @ApiProperty({ type: String, nullable: true })
  byName!: string | null;
}

export class ApplicationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  vacancyId!: string;

  @ApiProperty({ format: 'uuid' })
  applicantId!: string;

  @ApiProperty({ enum: APPLICATION_STAGES })
  stage!: ApplicationStage;

  rating!: number;

  /** Oldest first. */
  @ApiProperty({ type: () => [StageChangeDto] })
  history!: StageChangeDto[];

  applicant!: ApplicantSummaryDto;
  vacancy!: VacancySummaryDto;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class ApplicationPageDto {
  @ApiProperty({ type: () => [ApplicationDto] })
  items!: ApplicationDto[];

  pagination!: PaginationDto;
}
