import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ListQueryDto } from '../../../common/listing/list-query.dto';
import { PaginationDto } from '../../../common/listing/pagination.dto';

export const ACTIVITY_SORT_FIELDS = ['date'] as const;
export type ActivitySortField = (typeof ACTIVITY_SORT_FIELDS)[number];

export class ActivityListQueryDto extends ListQueryDto {
  /** Default date, newest first. */
  @ApiPropertyOptional({ enum: ACTIVITY_SORT_FIELDS })
  @IsOptional()
  @IsIn(ACTIVITY_SORT_FIELDS)
  sort?: ActivitySortField;

  /** Only what concerns this applicant. */
  @IsOptional()
  @IsUUID('all', { message: 'applicantId must be a UUID' })
  applicantId?: string;

  /** Only what concerns this vacancy. */
  @IsOptional()
  @IsUUID('all', { message: 'vacancyId must be a UUID' })
  vacancyId?: string;
}

/** An activity as the original client reads it. */
export class ActivityDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'heroicons_outline:user-plus' })
  icon!: string;

  @ApiProperty({ type: String, nullable: true })
  image!: string | null;

  /** HTML. */
  description!: string;

  @ApiProperty({ format: 'date-time' })
  date!: string;

  @ApiProperty({ type: String, nullable: true })
  extraContent!: string | null;

  @ApiProperty({ type: String, nullable: true })
  linkedContent!: string | null;

  @ApiProperty({ type: String, nullable: true })
  link!: string | null;

  /** true: link is an app route. */
  useRouter!: boolean;
}

export class ActivityPageDto {
  @ApiProperty({ type: () => [ActivityDto] })
  items!: ActivityDto[];

  pagination!: PaginationDto;
}
