import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Equals,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsTimeZone,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';
import {
  type ConsentLanguage,
  ConsentLanguageField,
  ConsentTextField,
} from '../../applicants/consent';
import { Trim } from '../../../common/listing/input';
import { BOOKING_LANGUAGES, type BookingLanguage } from '../interview-slot.types';

/** What the public may know of a vacancy: nothing about its people or its pipeline. */
export class BookingVacancyDto {
  code!: string;

  /** What names the vacancy in agenda-turnos?vacancy=: its code, or an internal one's id. */
  ref!: string;

  title!: string;

  @ApiProperty({ type: String, nullable: true })
  companyName!: string | null;

  location!: string;
}

/** A slot as the public sees it: its times and the places left, never who booked it. */
export class PublicSlotDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  vacancyCode!: string;

  @ApiProperty({ format: 'date-time' })
  startsAt!: string;

  @ApiProperty({ format: 'date-time' })
  endsAt!: string;

  /** Places left. */
  remaining!: number;
}

export class PublicSlotListDto {
  /** The vacancies of the slots listed. */
  @ApiProperty({ type: () => [BookingVacancyDto] })
  vacancies!: BookingVacancyDto[];

  /** Future slots with room, earliest first. */
  @ApiProperty({ type: () => [PublicSlotDto] })
  slots!: PublicSlotDto[];
}

export class PublicSlotListQueryDto {
  /** One vacancy, by its code (VAC-0001) or id; an internal vacancy only by its id. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  vacancy?: string;
}

export class CreateBookingDto {
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(160)
  @Matches(/\p{L}/u, { message: 'name must hold a letter' })
  name!: string;

  @Trim()
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(200)
  email!: string;

  @Trim()
  @Matches(/^[+\d][\d\s().-]{5,24}$/, { message: 'phone must be a phone number' })
  phone!: string;

  /** Must be true: the person agrees to the processing of their data (recorded with its date). */
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

  /** The language of the e-mails about the booking; default en. */
  @ApiPropertyOptional({ enum: BOOKING_LANGUAGES })
  @IsOptional()
  @IsIn(BOOKING_LANGUAGES)
  language?: BookingLanguage;

  /** The person's IANA time zone, for the times in the e-mails; default UTC. */
  @IsOptional()
  @IsTimeZone({ message: 'timeZone must be an IANA time zone such as America/Mexico_City' })
  timeZone?: string;
}

export class BookingTokenQueryDto {
  /** The token of the booking's manage link. */
  @IsString()
  @IsNotEmpty({ message: 'token must not be empty' })
  @MaxLength(512)
  token!: string;
}

export class MoveBookingDto {
  /** Another future slot of the same vacancy with room. */
  @IsUUID('all', { message: 'slotId must be a UUID' })
  slotId!: string;
}

export class PublicBookingDto {
  name!: string;
  email!: string;
  phone!: string;

  slot!: PublicSlotDto;
  vacancy!: BookingVacancyDto;
}

/** A booking as its manage link shows it, with the times it can move to. */
export class ManagedBookingDto extends PublicBookingDto {
  /** Other future slots of the vacancy with room, earliest first (empty once it closed). */
  @ApiProperty({ type: () => [PublicSlotDto] })
  alternatives!: PublicSlotDto[];
}

/** The answer to booking or moving: the booking and its manage link. */
export class BookingConfirmationDto {
  booking!: PublicBookingDto;

  /** Opens the manage page (cancel or move) until the interview starts; also e-mailed. */
  manageUrl!: string;

  /** The token in manageUrl, for the API's own clients. */
  token!: string;

  /** When the link stops working: the slot's start. */
  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}
