import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { ListQueryDto } from '../../../common/listing/list-query.dto';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import {
  AUDIT_ACTIONS,
  AUDIT_COLLECTIONS,
  type AuditAction,
  type AuditCollection,
} from '../audit.types';

/** One entry of the audit trail: ids, an address and an action name, never the data. */
export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ enum: AUDIT_ACTIONS })
  action!: AuditAction;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  actorId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  actorEmail!: string | null;

  ip!: string;

  @ApiProperty({ enum: AUDIT_COLLECTIONS, nullable: true })
  collection!: AuditCollection | null;

  @ApiProperty({ type: String, nullable: true })
  recordId!: string | null;
}

/** The filters of the trail, shared by its list and its CSV export. */
export class AuditFilterDto {
  /** Words to find in the actor's e-mail, the address or the record's id. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  /** Entries of one account (who acted). */
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  actorId?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS)
  action?: AuditAction;

  @ApiPropertyOptional({ enum: AUDIT_COLLECTIONS })
  @IsOptional()
  @IsIn(AUDIT_COLLECTIONS)
  collection?: AuditCollection;

  /** Entries about one record. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Matches(/^[\w-]+$/, { message: 'recordId must be an id (letters, digits, - and _)' })
  recordId?: string;

  /** From this instant on (ISO 8601; a bare date is its first instant, UTC). */
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true })
  from?: string;

  /** Before this instant (ISO 8601; a bare date is its first instant, UTC). */
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true })
  to?: string;
}

export const AUDIT_SORT_FIELDS = ['at'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

/** A page of the trail: the filters, search, paging and the one sort (by time). */
export class AuditListQueryDto extends IntersectionType(
  OmitType(ListQueryDto, ['search'] as const),
  AuditFilterDto,
) {
  @ApiPropertyOptional({ enum: AUDIT_SORT_FIELDS, default: 'at' })
  @IsOptional()
  @IsIn(AUDIT_SORT_FIELDS)
  sort?: AuditSortField;
}

export class AuditPageDto {
  items!: AuditEntryDto[];

  pagination!: PaginationDto;
}
