import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { Trim } from '../../../common/listing/input';
import { BooleanQuery, ListQueryDto } from '../../../common/listing/list-query.dto';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import { CURRENCY_CODES } from '../currencies';
import { INVOICE_FILE_CONTENT_TYPES, type InvoiceFileContentType } from '../invoice-file-format';
import { INVOICE_STATUSES, type InvoiceStatus } from '../invoice.types';
import { EchoesReadShape } from '../../../common/validation/echoed';

/** The largest amount one invoice may state. */
export const MAX_INVOICE_AMOUNT = 100_000_000;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Upper-cases a text field, after trimming it. */
function UpperCase(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  );
}

/** class-validator: the ISO 4217 code of a currency in circulation. */
function IsCurrencyCode(options?: ValidationOptions): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'isCurrencyCode',
      target: target.constructor,
      propertyName: property as string,
      options: {
        message: `${String(property)} must be an ISO 4217 currency code such as MXN, USD, EUR or TRY`,
        ...options,
      },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && CURRENCY_CODES.has(value),
      },
    });
}

/**
 * Whether a number has at most 2 decimals, read from its shortest decimal form (what the
 * client sent). class-validator's maxDecimalPlaces throws on forms such as 1e-7.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  const text = String(value);
  if (/e/i.test(text)) return Number.isInteger(value);
  return (text.split('.')[1] ?? '').length <= 2;
}

/** class-validator: a finite number with at most 2 decimals. */
function IsMoneyAmount(options?: ValidationOptions): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'isMoneyAmount',
      target: target.constructor,
      propertyName: property as string,
      options: {
        message: `${String(property)} must be a number with at most 2 decimals`,
        ...options,
      },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && Number.isFinite(value) && hasAtMostTwoDecimals(value),
      },
    });
}

export class CreateInvoiceDto {
  /** The member who hands the invoice in (404 when unknown, 422 when blocked). */
  @IsUUID('all', { message: 'memberId must be a member id' })
  memberId!: string;

  /** The invoice's own number; number and vendor together are unique, without case (409). */
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'number must not be empty' })
  @MaxLength(60)
  number!: string;

  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'vendor must not be empty' })
  @MaxLength(120)
  vendor!: string;

  /** Greater than 0, with at most 2 decimals. */
  @ApiProperty({ minimum: 0.01, maximum: MAX_INVOICE_AMOUNT })
  @IsMoneyAmount()
  @Min(0.01, { message: 'amount must be greater than 0' })
  @Max(MAX_INVOICE_AMOUNT)
  amount!: number;

  /** ISO 4217 code (MXN, USD, EUR, TRY...); stored upper-case. */
  @ApiProperty({ pattern: '^[A-Z]{3}$', example: 'MXN' })
  @UpperCase()
  @IsCurrencyCode()
  currency!: string;

  /** The day the invoice was issued, YYYY-MM-DD: a real day, not in the future (422). */
  @ApiProperty({ type: String, format: 'date', example: '2026-11-20' })
  @Matches(DATE, { message: 'issuedAt must be a date such as 2026-11-20' })
  issuedAt!: string;
}

/** Only while the invoice is pending (409 once reviewed). */
@EchoesReadShape(() => InvoiceDto, { unchangedOnly: ['status', 'pointsAwarded'] })
export class UpdateInvoiceDto extends PartialType(CreateInvoiceDto, {
  skipNullProperties: false,
}) {}

/** Why the invoice is refused; kept with it. */
export class RejectInvoiceDto {
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'reason must not be empty' })
  @MaxLength(500)
  reason!: string;
}

export const INVOICE_SORT_FIELDS = [
  'createdAt',
  'issuedAt',
  'amount',
  'number',
  'vendor',
  'status',
  'memberName',
] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

export class InvoiceListQueryDto extends ListQueryDto {
  /** Default createdAt, newest first. */
  @ApiPropertyOptional({ enum: INVOICE_SORT_FIELDS })
  @IsOptional()
  @IsIn(INVOICE_SORT_FIELDS)
  sort?: InvoiceSortField;

  @ApiPropertyOptional({ enum: INVOICE_STATUSES })
  @IsOptional()
  @IsIn(INVOICE_STATUSES)
  status?: InvoiceStatus;

  @IsOptional()
  @IsUUID('all', { message: 'memberId must be a member id' })
  memberId?: string;

  /** true: the reviewed ones (approved or rejected); false: the pending ones. */
  @IsOptional()
  @BooleanQuery()
  completed?: boolean;
}

export class InvoiceFileDto {
  /** The stored file's random name. */
  id!: string;

  /** The uploaded file's name, sanitised, with the extension of its real type. */
  name!: string;

  @ApiProperty({ enum: Object.values(INVOICE_FILE_CONTENT_TYPES) })
  contentType!: InvoiceFileContentType;

  /** In bytes. */
  size!: number;
}

export class InvoiceDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  memberId!: string;

  /** The member's name and surname as they are now. */
  memberName!: string;

  number!: string;
  vendor!: string;
  amount!: number;
  currency!: string;

  @ApiProperty({ type: String, format: 'date' })
  issuedAt!: string;

  @ApiProperty({ type: () => InvoiceFileDto, nullable: true })
  file!: InvoiceFileDto | null;

  @ApiProperty({ enum: INVOICE_STATUSES })
  status!: InvoiceStatus;

  /** Set on approval: Math.floor(amount / INVOICE_CURRENCY_PER_POINT). */
  @ApiProperty({ type: Number, nullable: true })
  pointsAwarded!: number | null;

  @ApiProperty({ type: String, nullable: true })
  rejectionReason!: string | null;

  /** The account that approved or rejected the invoice. */
  @ApiProperty({ type: String, nullable: true })
  reviewedBy!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  reviewedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class InvoicePageDto {
  @ApiProperty({ type: () => [InvoiceDto] })
  items!: InvoiceDto[];

  pagination!: PaginationDto;
}

export class UploadInvoiceFileBodyDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'PDF, PNG, JPEG or WEBP (checked from its content), at most 10 MB',
  })
  file!: unknown;
}
