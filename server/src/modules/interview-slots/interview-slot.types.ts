import type { ConsentLanguage } from '../applicants/consent';

/** The languages the booking e-mails are written in (the web's languages). */
export const BOOKING_LANGUAGES = ['en', 'es', 'tr'] as const;
export type BookingLanguage = (typeof BOOKING_LANGUAGES)[number];

/** One person's place in an interview slot. */
export interface InterviewBooking {
  id: string;
  /** As the person typed it; empty once the applicant's personal data is erased. */
  name: string;
  /** Stored lower-case; empty once erased. */
  email: string;
  phone: string;
  /** The applicant the booking made or found (by e-mail). */
  applicantId: string;
  /** When the person agreed to the processing of their data, on booking. */
  consentAt: string;
  /** The wording they agreed to and its language (null on bookings made before it was kept). */
  consentText: string | null;
  consentLanguage: ConsentLanguage | null;
  /** The person's language and time zone, for the e-mails about the booking. */
  language: BookingLanguage;
  timeZone: string;
  bookedAt: string;
}

/** A time recruiters offer for interviews on one vacancy (agenda-turnos). */
export interface InterviewSlot {
  id: string;
  vacancyId: string;
  /** ISO instants (UTC). */
  startsAt: string;
  endsAt: string;
  /** How many people may book it (1 to 50). */
  capacity: number;
  /** In the order they were made. Never more than `capacity`. */
  bookings: InterviewBooking[];
  /** The account that made the slot. */
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** The most people one slot takes. */
export const MAX_SLOT_CAPACITY = 50;

/**
 * `by` of what a person does through the public booking page (their application's first
 * stage, the activity feed): no account did it. The nil UUID names no account.
 */
export const PUBLIC_BOOKING_ACTOR = '00000000-0000-0000-0000-000000000000';

export const remainingRoom = (slot: Pick<InterviewSlot, 'capacity' | 'bookings'>): number =>
  Math.max(0, slot.capacity - slot.bookings.length);
