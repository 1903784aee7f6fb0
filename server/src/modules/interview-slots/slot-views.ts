import type { Vacancy } from '../vacancies/vacancy.types';
import type { InterviewBookingDto } from './dto/interview-slot.dto';
import type { PublicSlotDto, BookingVacancyDto } from './dto/public-booking.dto';
import { type InterviewBooking, type InterviewSlot, remainingRoom } from './interview-slot.types';

/** A booking as staff see it (the person's language and zone stay for the e-mails). */
export function bookingView(booking: InterviewBooking): InterviewBookingDto {
  const { id, name, email, phone, applicantId, consentAt, bookedAt } = booking;
  const { consentText, consentLanguage } = booking;
  return { id, name, email, phone, applicantId, consentAt, consentText, consentLanguage, bookedAt };
}

/**
 * How the booking page names a vacancy (`agenda-turnos?vacancy=`): its code, or for an
 * internal vacancy its id, which cannot be guessed the way a code (VAC-0001) can.
 */
export function vacancyRef(vacancy: Pick<Vacancy, 'id' | 'code' | 'internal'>): string {
  return vacancy.internal ? vacancy.id : vacancy.code;
}

/** The public fields of a vacancy, and only those. */
export function publicVacancy(vacancy: Vacancy, companyName: string | null): BookingVacancyDto {
  return {
    code: vacancy.code,
    ref: vacancyRef(vacancy),
    title: vacancy.title,
    companyName,
    location: vacancy.location,
  };
}

/** The public fields of a slot: never who booked it. */
export function publicSlot(slot: InterviewSlot, vacancy: Pick<Vacancy, 'code'>): PublicSlotDto {
  return {
    id: slot.id,
    vacancyCode: vacancy.code,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    remaining: remainingRoom(slot),
  };
}

export const hasStarted = (slot: Pick<InterviewSlot, 'startsAt'>, now: number): boolean =>
  Date.parse(slot.startsAt) <= now;

export const emailKey = (email: string): string => email.trim().toLowerCase();
