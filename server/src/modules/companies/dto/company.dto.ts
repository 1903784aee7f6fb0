import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { IMAGE_PATTERN } from '../../shell/links';
import { IsOptionalNotNull, Trim, TrimToNull } from '../../../common/listing/input';
import { BooleanQuery, ListQueryDto } from '../../../common/listing/list-query.dto';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import { EchoesReadShape } from '../../../common/validation/echoed';

export class CreateCompanyDto {
  /** Unique, case- and accent-insensitively. */
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(120)
  name!: string;

  /** Unique tax id; letters, digits, spaces, dots and dashes (compared without separators). */
  @Trim()
  @IsString()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 .-]{2,29}$/, {
    message: 'taxId must be 3 to 30 letters, digits, spaces, dots or dashes',
  })
  taxId!: string;

  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @MaxLength(80)
  industry?: string;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'email' })
  @TrimToNull()
  @IsOptional()
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(200)
  email?: string | null;

  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @Matches(/^[+\d][\d\s().-]{5,24}$/, { message: 'phone must be a phone number' })
  phone?: string;

  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @MaxLength(300)
  address?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @TrimToNull()
  @IsOptional()
  @MaxLength(300_000)
  @Matches(IMAGE_PATTERN, { message: 'logo must be an http(s) URL, a path or an image data URL' })
  logo?: string | null;

  /** Inactive companies keep their vacancies but get no new ones. Default true. */
  @IsOptionalNotNull()
  @IsBoolean()
  active?: boolean;
}

@EchoesReadShape(() => CompanyDto)
export class UpdateCompanyDto extends PartialType(CreateCompanyDto, {
  skipNullProperties: false,
}) {}

export const COMPANY_SORT_FIELDS = [
  'name',
  'taxId',
  'industry',
  'active',
  'createdAt',
  'updatedAt',
] as const;
export type CompanySortField = (typeof COMPANY_SORT_FIELDS)[number];

export class CompanyListQueryDto extends ListQueryDto {
  /** Default name. */
  @ApiPropertyOptional({ enum: COMPANY_SORT_FIELDS })
  @IsOptional()
  @IsIn(COMPANY_SORT_FIELDS)
  sort?: CompanySortField;

  @IsOptional()
  @BooleanQuery()
  active?: boolean;

  /** Exact industry, case-insensitive. */
  @IsOptional()
  @IsString()
  @MaxLength(80)
  industry?: string;
}

export class CompanyDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  name!: string;
  taxId!: string;
  industry!: string;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  phone!: string;
  address!: string;

  @ApiProperty({ type: String, nullable: true })
  logo!: string | null;

  active!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class CompanyPageDto {
  @ApiProperty({ type: () => [CompanyDto] })
  items!: CompanyDto[];

  pagination!: PaginationDto;
}
