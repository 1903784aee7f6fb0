import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsEmail,
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
import { IsOptionalNotNull, Trim, TrimEach, TrimToNull } from '../../../common/listing/input';
import { BooleanQuery, ListQueryDto } from '../../../common/listing/list-query.dto';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import {
  APPLICANT_SOURCES,
  type ApplicantSource,
  EDUCATION_LEVELS,
  type EducationLevel,
} from '../applicant.types';
import { CONSENT_LANGUAGES, type ConsentLanguage } from '../consent';
import { CV_FORMATS, type CvFormat } from '../cv-format';
import { EchoesReadShape } from '../../../common/validation/echoed';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export class CreateApplicantDto {
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'firstName must not be empty' })
  @MaxLength(80)
  firstName!: string;

  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'lastName must not be empty' })
  @MaxLength(80)
  lastName!: string;

  /** National id; unique (compared without case or separators). */
  @ApiPropertyOptional({ type: String, nullable: true })
  @TrimToNull()
  @IsOptional()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 .-]{3,29}$/, {
    message: 'documentId must be 4 to 30 letters, digits, spaces, dots or dashes',
  })
  documentId?: string | null;

  /** Unique, case-insensitively. */
  @Trim()
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(200)
  email!: string;

  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @Matches(/^$|^[+\d][\d\s().-]{5,24}$/, { message: 'phone must be a phone number' })
  phone?: string;

  /** YYYY-MM-DD; the applicant is 16 to 100 years old. */
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @IsOptional()
  @Matches(DATE, { message: 'birthDate must be a date such as 1990-04-21' })
  birthDate?: string | null;

  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @MaxLength(80)
  city?: string;

  @IsOptionalNotNull()
  @TrimEach()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  skills?: string[];

  /** Whole years; null (the default) when not given. */
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 60 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(60)
  yearsExperience?: number | null;

  @ApiPropertyOptional({ enum: EDUCATION_LEVELS, nullable: true })
  @IsOptional()
  @IsIn(EDUCATION_LEVELS)
  education?: EducationLevel | null;

  /** Monthly. */
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  expectedSalary?: number | null;

  /** How the applicant reached us; default other. */
  @ApiPropertyOptional({ enum: APPLICANT_SOURCES })
  @IsOptionalNotNull()
  @IsIn(APPLICANT_SOURCES)
  source?: ApplicantSource;

  /** Plain text. */
  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @MaxLength(5000)
  notes?: string;

  /** Must be true: the applicant agrees to the processing of their data (recorded with its date). */
  @Equals(true, {
    message: 'consent must be true: the applicant must agree to the processing of their data',
  })
  consent!: boolean;
}

@EchoesReadShape(() => ApplicantDto)
export class UpdateApplicantDto extends PartialType(
  OmitType(CreateApplicantDto, ['consent'] as const),
  {
    skipNullProperties: false,
  },
) {}

export const APPLICANT_SORT_FIELDS = [
  'lastName',
  'firstName',
  'email',
  'city',
  'yearsExperience',
  'expectedSalary',
  'createdAt',
  'updatedAt',
] as const;
export type ApplicantSortField = (typeof APPLICANT_SORT_FIELDS)[number];

export class ApplicantListQueryDto extends ListQueryDto {
  /** Default lastName (then firstName). */
  @ApiPropertyOptional({ enum: APPLICANT_SORT_FIELDS })
  @IsOptional()
  @IsIn(APPLICANT_SORT_FIELDS)
  sort?: ApplicantSortField;

  /** Exact city, case- and accent-insensitive. */
  @IsOptional()
  @IsString()
  @MaxLength(80)
  city?: string;

  /** Has this skill, case- and accent-insensitive. */
  @IsOptional()
  @IsString()
  @MaxLength(60)
  skill?: string;

  @ApiPropertyOptional({ enum: APPLICANT_SOURCES })
  @IsOptional()
  @IsIn(APPLICANT_SOURCES)
  source?: ApplicantSource;

  @ApiPropertyOptional({ enum: EDUCATION_LEVELS })
  @IsOptional()
  @IsIn(EDUCATION_LEVELS)
  education?: EducationLevel;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(60)
  minYears?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(60)
  maxYears?: number;

  @IsOptional()
  @BooleanQuery()
  hasCv?: boolean;
}

export class ApplicantDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  firstName!: string;
  lastName!: string;

  @ApiProperty({ type: String, nullable: true })
  documentId!: string | null;

  email!: string;
  phone!: string;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  birthDate!: string | null;

  city!: string;
  skills!: string[];
  @ApiProperty({ type: Number, nullable: true })
  yearsExperience!: number | null;

  @ApiProperty({ enum: EDUCATION_LEVELS, nullable: true })
  education!: EducationLevel | null;

  @ApiProperty({ type: Number, nullable: true })
  expectedSalary!: number | null;

  @ApiProperty({ enum: APPLICANT_SOURCES })
  source!: ApplicantSource;

  notes!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  cvFileId!: string | null;

  @ApiProperty({ enum: CV_FORMATS, nullable: true })
  cvFormat!: CvFormat | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Bytes' })
  cvSize!: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  cvUploadedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  consentAt!: string;

  /**
   * The consent wording the person agreed to (on the job board or the booking page); null
   * when it was not kept (staff's records, older consents): the date alone stands.
   */
  @ApiProperty({ type: String, nullable: true })
  consentText!: string | null;

  @ApiProperty({ enum: CONSENT_LANGUAGES, nullable: true })
  consentLanguage!: ConsentLanguage | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  erasedAt!: string | null;

  /** Applications of this applicant. */
  applicationCount!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class ApplicantPageDto {
  @ApiProperty({ type: () => [ApplicantDto] })
  items!: ApplicantDto[];

  pagination!: PaginationDto;
}

/** Just enough of an applicant to show beside an application or a favourite. */
export class ApplicantSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  /** "Erased applicant" once the personal data is erased. */
  name!: string;

  email!: string;
  city!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  erasedAt!: string | null;

  /** Whether a CV is on file, so lists can show it without fetching each applicant. */
  hasCv!: boolean;
}

export class ExportedStageChangeDto {
  stage!: string;

  @ApiProperty({ format: 'date-time' })
  at!: string;
}

/** One application as the applicant's data export shows it. */
export class ExportedApplicationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  vacancyId!: string;

  vacancyCode!: string;
  vacancyTitle!: string;
  stage!: string;
  rating!: number;
  history!: ExportedStageChangeDto[];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

/** Everything stored about one person (the CV file itself is downloaded from :id/cv). */
export class ApplicantExportDto {
  @ApiProperty({ format: 'date-time' })
  exportedAt!: string;

  applicant!: ApplicantDto;
  applications!: ExportedApplicationDto[];
}
