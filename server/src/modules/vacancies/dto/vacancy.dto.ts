import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsOptionalNotNull, Trim, TrimEach } from '../../../common/listing/input';
import { BooleanQuery, ListQueryDto } from '../../../common/listing/list-query.dto';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import {
  CONTRACT_TYPES,
  type ContractType,
  MODALITIES,
  type Modality,
  VACANCY_STATUSES,
  type VacancyStatus,
} from '../vacancy.types';
import { EchoesReadShape } from '../../../common/validation/echoed';

const CREATE_STATUSES = ['draft', 'open'] as const;
const TARGET_STATUSES = ['open', 'paused', 'closed'] as const;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export class CreateVacancyDto {
  /** Required to open the vacancy; a draft may leave it empty. */
  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @MaxLength(150)
  title?: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'companyId must be a UUID' })
  companyId?: string | null;

  /** A category of kind vacancy. */
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be a UUID' })
  categoryId?: string | null;

  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @MaxLength(120)
  location?: string;

  /** Default onsite. */
  @ApiPropertyOptional({ enum: MODALITIES })
  @IsOptionalNotNull()
  @IsIn(MODALITIES)
  modality?: Modality;

  /** Default full-time. */
  @ApiPropertyOptional({ enum: CONTRACT_TYPES })
  @IsOptionalNotNull()
  @IsIn(CONTRACT_TYPES)
  contractType?: ContractType;

  /** Monthly, in `currency`; not above salaryMax. */
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  salaryMin?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  salaryMax?: number | null;

  /** ISO 4217 code; default MXN. */
  @IsOptionalNotNull()
  @IsString()
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be a three-letter ISO 4217 code such as MXN' })
  currency?: string;

  /** Whether the public job board shows the salary range. Default false. */
  @IsOptionalNotNull()
  @IsBoolean()
  salaryVisible?: boolean;

  /** HTML; sanitised when stored. Required to open the vacancy. */
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(20_000)
  description?: string;

  @IsOptionalNotNull()
  @TrimEach()
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  requirements?: string[];

  /** People to hire; hires never exceed it. Default 1. */
  @IsOptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(1000)
  openings?: number;

  /** Internal vacancies never show on the public job board. Default false. */
  @IsOptionalNotNull()
  @IsBoolean()
  internal?: boolean;

  /** Application deadline (YYYY-MM-DD). */
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @IsOptional()
  @Matches(DATE, { message: 'closesAt must be a date such as 2026-12-31' })
  closesAt?: string | null;

  /** draft (default) or open; open needs title, company, category and description. */
  @ApiPropertyOptional({ enum: CREATE_STATUSES })
  @IsOptionalNotNull()
  @IsIn(CREATE_STATUSES, { message: 'status must be draft or open when a vacancy is created' })
  status?: (typeof CREATE_STATUSES)[number];
}

/** Every field but status, which changes through PATCH :id/status and POST :id/reopen. */
@EchoesReadShape(() => VacancyDto, { unchangedOnly: ['status'] })
export class UpdateVacancyDto extends PartialType(OmitType(CreateVacancyDto, ['status'] as const), {
  skipNullProperties: false,
}) {}

export class VacancyStatusChangeDto {
  /** See the transition matrix: draft->open, open->paused|closed, paused->open|closed. */
  @ApiProperty({ enum: TARGET_STATUSES })
  @IsIn(TARGET_STATUSES)
  status!: (typeof TARGET_STATUSES)[number];
}

export const VACANCY_SORT_FIELDS = [
  'code',
  'title',
  'status',
  'location',
  'companyName',
  'openings',
  'salaryMin',
  'salaryMax',
  'publishedAt',
  'closesAt',
  'createdAt',
  'updatedAt',
] as const;
export type VacancySortField = (typeof VACANCY_SORT_FIELDS)[number];

export class VacancyListQueryDto extends ListQueryDto {
  /** Default createdAt, newest first. */
  @ApiPropertyOptional({ enum: VACANCY_SORT_FIELDS })
  @IsOptional()
  @IsIn(VACANCY_SORT_FIELDS)
  sort?: VacancySortField;

  @ApiPropertyOptional({ enum: VACANCY_STATUSES })
  @IsOptional()
  @IsIn(VACANCY_STATUSES)
  status?: VacancyStatus;

  @IsOptional()
  @IsUUID('all', { message: 'companyId must be a UUID' })
  companyId?: string;

  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be a UUID' })
  categoryId?: string;

  @IsOptional()
  @BooleanQuery()
  internal?: boolean;

  @ApiPropertyOptional({ enum: MODALITIES })
  @IsOptional()
  @IsIn(MODALITIES)
  modality?: Modality;

  @ApiPropertyOptional({ enum: CONTRACT_TYPES })
  @IsOptional()
  @IsIn(CONTRACT_TYPES)
  contractType?: ContractType;
}

export class VacancyDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'VAC-0001' })
  code!: string;

  title!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  companyId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  companyName!: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  categoryId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  categoryName!: string | null;

  location!: string;

  @ApiProperty({ enum: MODALITIES })
  modality!: Modality;

  @ApiProperty({ enum: CONTRACT_TYPES })
  contractType!: ContractType;

  @ApiProperty({ type: Number, nullable: true })
  salaryMin!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  salaryMax!: number | null;

  currency!: string;

  /** Whether the public job board shows the salary range. */
  salaryVisible!: boolean;

  /** Sanitised HTML. */
  description!: string;

  requirements!: string[];
  openings!: number;
  internal!: boolean;

  @ApiProperty({ enum: VACANCY_STATUSES })
  status!: VacancyStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  closesAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  closedAt!: string | null;

  /** Applications received. */
  applicationCount!: number;

  /** Applications in the hired stage; never more than openings. */
  hiredCount!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class VacancyPageDto {
  @ApiProperty({ type: () => [VacancyDto] })
  items!: VacancyDto[];

  pagination!: PaginationDto;
}

/** Just enough of a vacancy to show it beside an application or a favourite. */
export class VacancySummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  code!: string;
  title!: string;

  @ApiProperty({ enum: VACANCY_STATUSES })
  status!: VacancyStatus;

  @ApiProperty({ type: String, nullable: true })
  companyName!: string | null;

  openings!: number;
}
