import {
  ApiProperty,
  ApiPropertyOptional,
  type ApiPropertyOptions,
  PartialType,
} from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsNotBefore } from '../../../common/period/is-not-before.decorator';
import { DAY_PATTERN, PERIOD_PRESETS, type PeriodPreset } from '../../../common/period/period';
import { PeriodQueryDto } from '../../../common/period/period-query.dto';
import { BooleanQuery } from '../../../common/listing/list-query.dto';
import { IsOptionalNotNull, Trim } from '../../../common/listing/input';
import {
  CHART_KINDS,
  COLUMN_KEYS,
  COLUMN_TYPES,
  type ColumnKey,
  type ColumnType,
  type ReportChartKind,
} from '../report-figures';
import {
  REPORT_FORMATS,
  REPORT_KINDS,
  REPORT_LANGUAGES,
  type ReportFormat,
  type ReportKind,
  type ReportLanguage,
} from '../report-kinds';
import { FREQUENCIES, type Frequency, TIME_PATTERN } from '../report-schedule';
import { RUN_STATUSES, RUN_TRIGGERS, type RunStatus, type RunTrigger } from '../reports.types';
import { EchoesReadShape } from '../../../common/validation/echoed';

// --- Figures ----------------------------------------------------------------------------

export class ReportKindParamDto {
  @ApiProperty({ enum: REPORT_KINDS })
  @IsIn(REPORT_KINDS, { message: `kind must be one of ${REPORT_KINDS.join(', ')}` })
  kind!: ReportKind;
}

export class ReportExportQueryDto extends PeriodQueryDto {
  @ApiProperty({ enum: REPORT_FORMATS })
  @IsIn(REPORT_FORMATS, { message: 'format must be csv or xlsx' })
  format!: ReportFormat;

  /** The language of the file's headers and labels (default en). */
  @ApiPropertyOptional({ enum: REPORT_LANGUAGES, default: 'en' })
  @IsOptional()
  @IsIn(REPORT_LANGUAGES, { message: `lang must be one of ${REPORT_LANGUAGES.join(', ')}` })
  lang?: ReportLanguage;
}

export class ReportPeriodDto {
  @ApiProperty({ enum: PERIOD_PRESETS })
  preset!: PeriodPreset;

  /** First day, YYYY-MM-DD (UTC). */
  from!: string;

  /** Last day, inclusive, YYYY-MM-DD (UTC). */
  to!: string;
}

export class ReportColumnDto {
  @ApiProperty({ enum: COLUMN_KEYS })
  key!: ColumnKey;

  @ApiProperty({ enum: COLUMN_TYPES })
  type!: ColumnType;
}

/** A cell: a name or key (text), a number, or null (none). */
const CELL_SCHEMA: ApiPropertyOptions['items'] = {
  oneOf: [{ type: 'string' }, { type: 'number' }],
  nullable: true,
};

export class ReportRowDto {
  /** The record or key the row stands for (a vacancy id, a stage...); null for "none". */
  @ApiProperty({ type: String, nullable: true })
  id!: string | null;

  @ApiProperty({ type: 'array', items: CELL_SCHEMA })
  cells!: (string | number | null)[];
}

export class ReportChartDto {
  @ApiProperty({ enum: CHART_KINDS })
  kind!: ReportChartKind;

  horizontal!: boolean;

  /** The column whose cells name the chart's points. */
  labelColumn!: number;

  /** The columns drawn, one series each. */
  @ApiProperty({ type: [Number] })
  valueColumns!: number[];
}

/** A report's figures over a period: a table, its totals, and how to chart it. */
export class ReportDto {
  @ApiProperty({ enum: REPORT_KINDS })
  kind!: ReportKind;

  period!: ReportPeriodDto;

  @ApiProperty({ type: () => [ReportColumnDto] })
  columns!: ReportColumnDto[];

  @ApiProperty({ type: () => [ReportRowDto] })
  rows!: ReportRowDto[];

  /** The whole period's totals, cell by cell; the first is null (the "Total" label). */
  @ApiProperty({ type: 'array', items: CELL_SCHEMA })
  totals!: (string | number | null)[];

  chart!: ReportChartDto;
}

// --- Saved reports ------------------------------------------------------------------------

/** The period a saved report covers, resolved each time it runs (last-month, say). */
export class ReportFiltersDto {
  @ApiProperty({ enum: PERIOD_PRESETS })
  @IsIn(PERIOD_PRESETS, { message: `period must be one of ${PERIOD_PRESETS.join(', ')}` })
  period!: PeriodPreset;

  /** First day of a custom period, YYYY-MM-DD; null otherwise. */
  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-01-01' })
  @ValidateIf((filters: ReportFiltersDto) => filters.period === 'custom')
  @Matches(DAY_PATTERN, { message: 'from must be a day written YYYY-MM-DD' })
  from?: string | null;

  /** Last day of a custom period, YYYY-MM-DD; null otherwise. */
  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-03-31' })
  @ValidateIf((filters: ReportFiltersDto) => filters.period === 'custom')
  @Matches(DAY_PATTERN, { message: 'to must be a day written YYYY-MM-DD' })
  @IsNotBefore('from', { message: 'to must not be before from' })
  to?: string | null;
}

/** When it runs, in UTC. */
export class ReportScheduleDto {
  @ApiProperty({ enum: FREQUENCIES })
  @IsIn(FREQUENCIES, { message: 'frequency must be daily, weekly or monthly' })
  frequency!: Frequency;

  /** HH:MM, 24-hour, UTC. */
  @ApiProperty({ example: '08:00' })
  @Matches(TIME_PATTERN, { message: 'time must be a time of day written HH:MM (UTC)' })
  time!: string;

  /** Weekly: the ISO weekday, 1 Monday ... 7 Sunday (ignored otherwise). */
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 7 })
  @ValidateIf((schedule: ReportScheduleDto) => schedule.frequency === 'weekly')
  @IsInt({ message: 'weekday must be a whole number from 1 (Monday) to 7 (Sunday)' })
  @Min(1, { message: 'weekday must be a whole number from 1 (Monday) to 7 (Sunday)' })
  @Max(7, { message: 'weekday must be a whole number from 1 (Monday) to 7 (Sunday)' })
  weekday?: number | null;

  /** Monthly: the day, 1-31; a month without it runs on its last day (ignored otherwise). */
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 31 })
  @ValidateIf((schedule: ReportScheduleDto) => schedule.frequency === 'monthly')
  @IsInt({ message: 'dayOfMonth must be a whole number from 1 to 31' })
  @Min(1, { message: 'dayOfMonth must be a whole number from 1 to 31' })
  @Max(31, { message: 'dayOfMonth must be a whole number from 1 to 31' })
  dayOfMonth?: number | null;
}

export const RECIPIENTS_MAX = 10;
export const REPORT_NAME_MAX = 80;

const lowerCaseEach = Transform(({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((item: unknown) => (typeof item === 'string' ? item.trim().toLowerCase() : item))
    : value,
);

export class CreateSavedReportDto {
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(REPORT_NAME_MAX)
  name!: string;

  @ApiProperty({ enum: REPORT_KINDS })
  @IsIn(REPORT_KINDS, { message: `kind must be one of ${REPORT_KINDS.join(', ')}` })
  kind!: ReportKind;

  @IsObject()
  @ValidateNested()
  @Type(() => ReportFiltersDto)
  filters!: ReportFiltersDto;

  @IsObject()
  @ValidateNested()
  @Type(() => ReportScheduleDto)
  schedule!: ReportScheduleDto;

  /** The file each run writes (default xlsx). */
  @ApiPropertyOptional({ enum: REPORT_FORMATS, default: 'xlsx' })
  @IsOptionalNotNull()
  @IsIn(REPORT_FORMATS, { message: 'format must be csv or xlsx' })
  format?: ReportFormat;

  /** The language of the file's words (default en). */
  @ApiPropertyOptional({ enum: REPORT_LANGUAGES, default: 'en' })
  @IsOptionalNotNull()
  @IsIn(REPORT_LANGUAGES, { message: `language must be one of ${REPORT_LANGUAGES.join(', ')}` })
  language?: ReportLanguage;

  /** Who gets each run's file by e-mail (when SMTP_URL is set); at most 10. */
  @ApiPropertyOptional({ type: [String], format: 'email', maxItems: RECIPIENTS_MAX })
  @IsOptionalNotNull()
  @lowerCaseEach
  @IsArray()
  @ArrayMaxSize(RECIPIENTS_MAX, { message: `recipients must hold at most ${RECIPIENTS_MAX}` })
  @IsEmail({}, { each: true, message: 'each recipient must be an e-mail address' })
  recipients?: string[];

  /** A paused report keeps its history but does not run on its schedule (default true). */
  @IsOptionalNotNull()
  @IsBoolean()
  active?: boolean;
}

/** Only the fields given change; `filters` and `schedule` are replaced whole. */
@EchoesReadShape(() => SavedReportDto)
export class UpdateSavedReportDto extends PartialType(CreateSavedReportDto, {
  skipNullProperties: false,
}) {}

export class SavedReportListQueryDto {
  /** Every account's saved reports (administrators only; 403 otherwise). */
  @IsOptional()
  @BooleanQuery()
  all?: boolean;
}

export class RunParamsDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;

  @IsUUID('all', { message: 'runId must be a UUID' })
  runId!: string;
}

export class ReportRunDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  reportId!: string;

  @ApiProperty({ enum: RUN_TRIGGERS })
  trigger!: RunTrigger;

  @ApiProperty({ enum: RUN_STATUSES })
  status!: RunStatus;

  @ApiProperty({ format: 'date-time' })
  startedAt!: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  finishedAt!: string | null;

  /** The period the run covered, once resolved. */
  @ApiProperty({ type: () => ReportPeriodDto, nullable: true })
  period!: ReportPeriodDto | null;

  /** The file in the file manager (the Reports folder), once written. */
  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  fileId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  fileName!: string | null;

  /** Whom the file was mailed to (empty when SMTP_URL is not set or nobody is named). */
  @ApiProperty({ type: [String] })
  mailedTo!: string[];

  /** Why it failed. */
  @ApiProperty({ type: String, nullable: true })
  error!: string | null;
}

export class ReportFiltersViewDto {
  @ApiProperty({ enum: PERIOD_PRESETS })
  period!: PeriodPreset;

  @ApiProperty({ type: String, nullable: true })
  from!: string | null;

  @ApiProperty({ type: String, nullable: true })
  to!: string | null;
}

export class ReportScheduleViewDto {
  @ApiProperty({ enum: FREQUENCIES })
  frequency!: Frequency;

  time!: string;

  @ApiProperty({ type: Number, nullable: true })
  weekday!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  dayOfMonth!: number | null;
}

export class SavedReportDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  /** The account that saved it; runs are made with its roles. */
  @ApiProperty({ format: 'uuid' })
  ownerId!: string;

  ownerName!: string;

  name!: string;

  @ApiProperty({ enum: REPORT_KINDS })
  kind!: ReportKind;

  filters!: ReportFiltersViewDto;

  schedule!: ReportScheduleViewDto;

  @ApiProperty({ enum: REPORT_FORMATS })
  format!: ReportFormat;

  @ApiProperty({ enum: REPORT_LANGUAGES })
  language!: ReportLanguage;

  @ApiProperty({ type: [String] })
  recipients!: string[];

  active!: boolean;

  /** When it runs next (UTC); null while paused. */
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  nextRunAt!: string | null;

  /** The latest run, if any. */
  @ApiProperty({ type: () => ReportRunDto, nullable: true })
  lastRun!: ReportRunDto | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}
