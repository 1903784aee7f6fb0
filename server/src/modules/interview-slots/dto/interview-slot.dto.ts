import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsTimeZone,
  IsUUID,
  Matches,
  Max,
  Min,
} from 'class-validator';
import { CONSENT_LANGUAGES, type ConsentLanguage } from '../../applicants/consent';
import { ListQueryDto } from '../../../common/listing/list-query.dto';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import { VacancySummaryDto } from '../../vacancies/dto/vacancy.dto';
import { MAX_SLOT_CAPACITY } from '../interview-slot.types';

/** An instant with its offset or Z: 2026-12-01T15:00:00Z, 2026-12-01T09:00-06:00. */
export const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export class CreateInterviewSlotDto {
  /** A vacancy that is not closed. */
  @IsUUID('all', { message: 'vacancyId must be a UUID' })
  vacancyId!: string;

  /** An instant in the future, with its offset or Z. */
  @ApiProperty({ format: 'date-time' })
  @Matches(INSTANT, {
    message: 'startsAt must be a date and time with its offset, e.g. 2026-12-01T15:00:00Z',
  })
  startsAt!: string;

  /** After startsAt. */
  @ApiProperty({ format: 'date-time' })
  @Matches(INSTANT, {
    message: 'endsAt must be a date and time with its offset, e.g. 2026-12-01T15:30:00Z',
  })
  endsAt!: string;

  /** How many people may book it. */
  @IsInt()
  @Min(1)
  @Max(MAX_SLOT_CAPACITY)
  capacity!: number;
}

/**
 * Slots every chosen weekday between two days, from startTime to endTime, each
 * `durationMinutes` long with `breakMinutes` between them, in the wall-clock time of
 * `timeZone`. Past times and times the vacancy already has a slot at are skipped.
 */
export class InterviewSlotSeriesDto {
  @IsUUID('all', { message: 'vacancyId must be a UUID' })
  vacancyId!: string;

  /** YYYY-MM-DD, the first day of the series. */
  @ApiProperty({ format: 'date' })
  @Matches(DAY, { message: 'firstDay must be a date such as 2026-12-01' })
  firstDay!: string;

  /** YYYY-MM-DD, the last day (included); at most a year after firstDay. */
  @ApiProperty({ format: 'date' })
  @Matches(DAY, { message: 'lastDay must be a date such as 2026-12-31' })
  lastDay!: string;

  /** ISO weekdays: 1 Monday ... 7 Sunday. */
  @ApiProperty({ type: [Number], minimum: 1, maximum: 7 })
  @IsArray()
  @ArrayMinSize(1, { message: 'weekdays must name at least one day' })
  @ArrayMaxSize(7)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(7, { each: true })
  weekdays!: number[];

  /** HH:mm, when the first slot of each day starts. */
  @Matches(TIME, { message: 'startTime must be a time such as 09:00' })
  startTime!: string;

  /** HH:mm; the last slot of each day ends by then. */
  @Matches(TIME, { message: 'endTime must be a time such as 12:00' })
  endTime!: string;

  @IsInt()
  @Min(5)
  @Max(480)
  durationMinutes!: number;

  /** Minutes between one slot's end and the next one's start; default 0. */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(240)
  breakMinutes?: number;

  @IsInt()
  @Min(1)
  @Max(MAX_SLOT_CAPACITY)
  capacity!: number;

  /** The IANA time zone the times are in, e.g. America/Mexico_City. */
  @IsTimeZone({ message: 'timeZone must be an IANA time zone such as America/Mexico_City' })
  timeZone!: string;
}

export const SERIES_SLOT_STATES = ['new', 'exists', 'past'] as const;
export type SeriesSlotState = (typeof SERIES_SLOT_STATES)[number];

export class SeriesSlotDto {
  @ApiProperty({ format: 'date-time' })
  startsAt!: string;

  @ApiProperty({ format: 'date-time' })
  endsAt!: string;

  /** new: it will be made; exists: the vacancy has a slot starting then; past: already begun. */
  @ApiProperty({ enum: SERIES_SLOT_STATES })
  state!: SeriesSlotState;
}

export class SeriesPreviewDto {
  /** Every time of the series, in order. */
  @ApiProperty({ type: () => [SeriesSlotDto] })
  slots!: SeriesSlotDto[];

  /** The slots that will be made (state new). */
  newCount!: number;
}

export class InterviewBookingDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  /** Empty once the applicant's personal data is erased. */
  name!: string;
  email!: string;
  phone!: string;

  @ApiProperty({ format: 'uuid' })
  applicantId!: string;

  /** When the person agreed to the processing of their data. */
  @ApiProperty({ format: 'date-time' })
  consentAt!: string;

  /** The consent wording the booking form showed; null on bookings made before it was kept. */
  @ApiProperty({ type: String, nullable: true })
  consentText!: string | null;

  @ApiProperty({ enum: CONSENT_LANGUAGES, nullable: true })
  consentLanguage!: ConsentLanguage | null;

  @ApiProperty({ format: 'date-time' })
  bookedAt!: string;
}

export class InterviewSlotDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  vacancyId!: string;

  vacancy!: VacancySummaryDto;

  @ApiProperty({ format: 'date-time' })
  startsAt!: string;

  @ApiProperty({ format: 'date-time' })
  endsAt!: string;

  capacity!: number;

  /** Places left: capacity less bookings. */
  remaining!: number;

  /** In the order they were made. */
  @ApiProperty({ type: () => [InterviewBookingDto] })
  bookings!: InterviewBookingDto[];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class InterviewSlotPageDto {
  @ApiProperty({ type: () => [InterviewSlotDto] })
  items!: InterviewSlotDto[];

  pagination!: PaginationDto;
}

export class SeriesResultDto {
  /** The slots made, in order. */
  @ApiProperty({ type: () => [InterviewSlotDto] })
  created!: InterviewSlotDto[];

  /** Times left out: the vacancy had a slot starting then, or they had begun. */
  skipped!: number;
}

export const INTERVIEW_SLOT_SORT_FIELDS = ['startsAt', 'createdAt'] as const;
export type InterviewSlotSortField = (typeof INTERVIEW_SLOT_SORT_FIELDS)[number];

export class InterviewSlotListQueryDto extends ListQueryDto {
  /** Default startsAt, earliest first. */
  @ApiPropertyOptional({ enum: INTERVIEW_SLOT_SORT_FIELDS })
  @IsOptional()
  @IsIn(INTERVIEW_SLOT_SORT_FIELDS)
  sort?: InterviewSlotSortField;

  @IsOptional()
  @IsUUID('all', { message: 'vacancyId must be a UUID' })
  vacancyId?: string;

  /** Slots where this applicant holds a booking. */
  @IsOptional()
  @IsUUID('all', { message: 'applicantId must be a UUID' })
  applicantId?: string;

  /** Slots that end after this instant (e.g. the start of a day in the reader's zone). */
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @Matches(INSTANT, { message: 'from must be a date and time with its offset' })
  from?: string;

  /** Slots that start before this instant. */
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @Matches(INSTANT, { message: 'to must be a date and time with its offset' })
  to?: string;
}

export class ApplicantBookingsQueryDto {
  @IsUUID('all', { message: 'applicantId must be a UUID' })
  applicantId!: string;
}

/** One booking of an applicant, with its slot and vacancy. */
export class ApplicantBookingDto {
  booking!: InterviewBookingDto;

  @ApiProperty({ format: 'uuid' })
  slotId!: string;

  @ApiProperty({ format: 'date-time' })
  startsAt!: string;

  @ApiProperty({ format: 'date-time' })
  endsAt!: string;

  vacancy!: VacancySummaryDto;
}

export class SlotBookingParamsDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;

  @IsUUID('all', { message: 'bookingId must be a UUID' })
  bookingId!: string;
}
