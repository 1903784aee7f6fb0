import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import {
  DUPLICATE_MODES,
  type DuplicateMode,
  IMPORT_KINDS,
  IMPORT_LANGUAGES,
  type ImportKind,
  type ImportLanguage,
  ROW_STATUSES,
  type RowStatus,
} from '../import.types';

export const IMPORT_STATES = [
  'uploaded',
  'previewing',
  'previewed',
  'importing',
  'imported',
  'failed',
] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

const FIELD_TYPES = [
  'text',
  'code',
  'integer',
  'choice',
  'list',
  'yes-no',
  'date',
  'reference',
] as const;

/** The multipart fields beside the file. */
export class UploadImportDto {
  @ApiProperty({ enum: IMPORT_KINDS })
  @IsIn(IMPORT_KINDS)
  kind!: ImportKind;
}

/** The multipart request, as documented (the file is read by the interceptor). */
export class UploadImportFormDto extends UploadImportDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'A CSV (UTF-8 or Windows-1252; comma, semicolon or tab) or XLSX file, 10 MB',
  })
  file!: unknown;
}

export class ImportKindParamDto {
  @ApiProperty({ enum: IMPORT_KINDS })
  @IsIn(IMPORT_KINDS)
  kind!: ImportKind;
}

export class TemplateQueryDto {
  @ApiPropertyOptional({ enum: ['csv', 'xlsx'], default: 'csv' })
  @IsOptional()
  @IsIn(['csv', 'xlsx'])
  format?: 'csv' | 'xlsx';

  /** The language of the headers; default en. */
  @ApiPropertyOptional({ enum: IMPORT_LANGUAGES, default: 'en' })
  @IsOptional()
  @IsIn(IMPORT_LANGUAGES)
  lang?: ImportLanguage;
}

export class ReportQueryDto {
  /** The language of the headers and results; default en. */
  @ApiPropertyOptional({ enum: IMPORT_LANGUAGES, default: 'en' })
  @IsOptional()
  @IsIn(IMPORT_LANGUAGES)
  lang?: ImportLanguage;
}

/** Which column (0-based, as in `headers`) feeds a field; null leaves it out. */
export class ColumnChoiceDto {
  @IsString()
  @MaxLength(40)
  field!: string;

  @ApiProperty({ type: Number, nullable: true, minimum: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10_000)
  column!: number | null;
}

export class PreviewImportDto {
  /** One entry per field to import; fields left out are not imported. */
  @ApiProperty({ type: () => [ColumnChoiceDto] })
  @ValidateNested({ each: true })
  @ArrayMaxSize(100)
  @Type(() => ColumnChoiceDto)
  mapping!: ColumnChoiceDto[];

  /** What to do with rows naming a stored record (by e-mail or document; by code). */
  @ApiProperty({ enum: DUPLICATE_MODES })
  @IsIn(DUPLICATE_MODES)
  duplicates!: DuplicateMode;
}

export class CommitImportDto {
  /**
   * Applicants: true confirms that everyone in the file agreed to the processing of their
   * data; it is recorded with its date (required for applicants).
   */
  @IsOptional()
  @IsBoolean()
  consent?: boolean;
}

export class ImportRowsQueryDto {
  @ApiPropertyOptional({ enum: ROW_STATUSES })
  @IsOptional()
  @IsIn(ROW_STATUSES)
  status?: RowStatus;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  size?: number = 50;
}

// --- Answers ---------------------------------------------------------------------------

export class ImportFieldDto {
  key!: string;
  @ApiProperty({ enum: FIELD_TYPES })
  type!: (typeof FIELD_TYPES)[number];
  /** The mapping must give it a column. */
  required!: boolean;
  /** The values a choice takes. */
  @ApiPropertyOptional({ type: [String] })
  choices?: string[];
}

export class ImportProgressDto {
  /** Rows done. */
  done!: number;
  total!: number;
}

export class ImportSummaryDto {
  /** Rows in the file (blank ones aside). */
  rows!: number;
  create!: number;
  update!: number;
  skip!: number;
  invalid!: number;
}

export class ImportResultDto {
  @ApiProperty({ format: 'uuid' })
  reportId!: string;
  created!: number;
  updated!: number;
  skipped!: number;
  failed!: number;
  @ApiProperty({ format: 'date-time' })
  at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  consentConfirmedAt!: string | null;
}

export class ImportErrorDto {
  code!: string;
  message!: string;
  /** Rows the error is about (an import that went stale since its preview). */
  @ApiProperty({ type: [Number] })
  lines!: number[];
}

/** An uploaded file on its way to being imported (kept 30 minutes after its last use). */
export class ImportDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty({ enum: IMPORT_KINDS })
  kind!: ImportKind;
  fileName!: string;
  @ApiProperty({ enum: ['csv', 'xlsx'] })
  format!: 'csv' | 'xlsx';
  /** The first row's cells. */
  headers!: string[];
  /** The first rows below the header, as read. */
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string' } } })
  sample!: string[][];
  /** Data rows (blank ones aside). */
  rowCount!: number;
  fields!: ImportFieldDto[];
  /** The last preview's, or else the account's remembered mapping and the suggestions. */
  mapping!: ColumnChoiceDto[];
  @ApiProperty({ enum: IMPORT_STATES })
  state!: ImportState;
  @ApiProperty({ type: ImportProgressDto, nullable: true })
  progress!: ImportProgressDto | null;
  @ApiProperty({ enum: DUPLICATE_MODES, nullable: true })
  duplicates!: DuplicateMode | null;
  @ApiProperty({ type: ImportSummaryDto, nullable: true })
  summary!: ImportSummaryDto | null;
  @ApiProperty({ type: ImportResultDto, nullable: true })
  result!: ImportResultDto | null;
  @ApiProperty({ type: ImportErrorDto, nullable: true })
  error!: ImportErrorDto | null;
  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

export class RowErrorDto {
  /** The import field (null: the row as a whole). */
  @ApiProperty({ type: String, nullable: true })
  field!: string | null;
  /** The domain error's code when a service rule refused the row. */
  @ApiProperty({ type: String, nullable: true })
  code!: string | null;
  message!: string;
}

export class ImportRowDto {
  /** The row's number in the file (the header is row 1). */
  line!: number;
  @ApiProperty({ enum: ROW_STATUSES })
  status!: RowStatus;
  /** The mapped fields' cells, by field. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  values!: Record<string, string>;
  errors!: RowErrorDto[];
  /** The stored record a duplicate names. */
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  recordId!: string | null;
}

export class ImportRowPageDto {
  @ApiProperty({ type: () => [ImportRowDto] })
  items!: ImportRowDto[];
  pagination!: PaginationDto;
}
