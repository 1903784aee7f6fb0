import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Equals,
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
import {
  type ConsentLanguage,
  ConsentLanguageField,
  ConsentTextField,
} from '../../applicants/consent';
import { EmptyAsUnset, Trim, TrimToNull } from '../../../common/listing/input';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import {
  CONTRACT_TYPES,
  type ContractType,
  MODALITIES,
  type Modality,
} from '../../vacancies/vacancy.types';

/** Vacancies per page of the board, unless the visitor's client asks for another size. */
export const PUBLIC_PAGE_SIZE = 12;
export const PUBLIC_MAX_PAGE_SIZE = 48;

/** VAC-0001: the code names a vacancy in the board's addresses (any case). */
export const VACANCY_CODE = /^VAC-\d{4,9}$/i;
const SLUG = /^[a-z0-9_-]{1,120}$/;

export class PublicVacancyListQueryDto {
  /** Words to look for in the title, company, category, location and requirements. */
  @IsOptional()
  @EmptyAsUnset()
  @IsString()
  @MaxLength(100)
  search?: string;

  /** A category's slug (GET /api/public/vacancies/filters lists them). */
  @IsOptional()
  @EmptyAsUnset()
  @Matches(SLUG, { message: 'category must be a category slug' })
  category?: string;

  @ApiPropertyOptional({ enum: MODALITIES })
  @IsOptional()
  @EmptyAsUnset()
  @IsIn(MODALITIES)
  modality?: Modality;

  /** A location as the filters list it (case- and accent-insensitive). */
  @IsOptional()
  @EmptyAsUnset()
  @IsString()
  @MaxLength(120)
  location?: string;

  /** 1-based; a page past the last answers no vacancies. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  page?: number = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PUBLIC_MAX_PAGE_SIZE)
  size?: number = PUBLIC_PAGE_SIZE;
}

export class PublicVacancyCodeParamDto {
  @ApiProperty({ example: 'VAC-0001' })
  @Matches(VACANCY_CODE, { message: 'code must be a vacancy code such as VAC-0001' })
  code!: string;
}

export class PublicCategoryDto {
  slug!: string;
  name!: string;
}

/** Only for vacancies whose salary staff chose to show. */
export class PublicSalaryDto {
  @ApiProperty({ type: Number, nullable: true })
  min!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  max!: number | null;

  /** ISO 4217. */
  currency!: string;

  /** The amounts are monthly. */
  @ApiProperty({ enum: ['month'] })
  period!: 'month';
}

/** A vacancy as the public job board shows it in a list: public fields only. */
export class PublicVacancySummaryDto {
  @ApiProperty({ example: 'VAC-0001' })
  code!: string;

  title!: string;

  @ApiProperty({ type: String, nullable: true })
  companyName!: string | null;

  @ApiProperty({ type: PublicCategoryDto, nullable: true })
  category!: PublicCategoryDto | null;

  location!: string;

  @ApiProperty({ enum: MODALITIES })
  modality!: Modality;

  @ApiProperty({ enum: CONTRACT_TYPES })
  contractType!: ContractType;

  /** Null when the salary is not shown (or not set). */
  @ApiProperty({ type: PublicSalaryDto, nullable: true })
  salary!: PublicSalaryDto | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt!: string | null;

  /** Last day to apply (YYYY-MM-DD), or null. */
  @ApiProperty({ type: String, format: 'date', nullable: true })
  closesAt!: string | null;
}

/** One vacancy of the board with its description. */
export class PublicVacancyDto extends PublicVacancySummaryDto {
  /** Sanitised HTML. */
  description!: string;

  requirements!: string[];
}

export class PublicVacancyPageDto {
  @ApiProperty({ type: () => [PublicVacancySummaryDto] })
  items!: PublicVacancySummaryDto[];

  pagination!: PaginationDto;
}

export class PublicCategoryCountDto extends PublicCategoryDto {
  count!: number;
}

export class PublicModalityCountDto {
  @ApiProperty({ enum: MODALITIES })
  modality!: Modality;

  count!: number;
}

export class PublicLocationCountDto {
  name!: string;
  count!: number;
}

/** What the board's filters offer: only values that some listed vacancy has, with counts. */
export class PublicBoardFiltersDto {
  @ApiProperty({ type: () => [PublicCategoryCountDto] })
  categories!: PublicCategoryCountDto[];

  @ApiProperty({ type: () => [PublicModalityCountDto] })
  modalities!: PublicModalityCountDto[];

  @ApiProperty({ type: () => [PublicLocationCountDto] })
  locations!: PublicLocationCountDto[];
}

/** The application form's text fields (multipart/form-data, beside the CV). */
export class PublicApplicationDto {
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

  @Trim()
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(200)
  email!: string;

  @Trim()
  @IsString()
  @Matches(/^[+\d][\d\s().-]{5,24}$/, { message: 'phone must be a phone number' })
  phone!: string;

  /** National identity document (CURP, DNI...); optional. */
  @ApiPropertyOptional({ type: String })
  @TrimToNull()
  @IsOptional()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 .-]{3,29}$/, {
    message: 'documentId must be 4 to 30 letters, digits, spaces, dots or dashes',
  })
  documentId?: string | null;

  /** "true": the visitor agrees to the processing of their data (recorded with its date). */
  @ApiProperty({ type: String, enum: ['true'] })
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value))
  @Equals(true, {
    message: 'consent must be true: you must agree to the processing of your data',
  })
  consent!: boolean;

  /** The consent wording the form showed, recorded beside the date (plain text). */
  @ConsentTextField()
  consentText!: string;

  /** The language the wording was shown in. */
  @ConsentLanguageField()
  consentLanguage!: ConsentLanguage;
}

/** The multipart body, as documented: the fields and the CV file. */
export class PublicApplicationBodyDto extends PublicApplicationDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'The CV: PDF, DOC or DOCX (checked by content), at most 5 MB',
  })
  cv!: unknown;
}

/** What the visitor is told: the application arrived. Nothing about the applicant. */
export class PublicApplicationReceiptDto {
  @ApiProperty({ example: 'VAC-0001' })
  vacancyCode!: string;

  vacancyTitle!: string;

  /** When the application and the consent were recorded. */
  @ApiProperty({ format: 'date-time' })
  receivedAt!: string;
}
