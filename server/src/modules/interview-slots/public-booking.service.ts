import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { conflict, invalid, notFound, ruleBroken } from '../../common/errors/domain-error';
import { StoreService } from '../../store';
import {
  APPLICANT_CREATED,
  APPLICATION_STAGE_CHANGED,
  type ApplicantCreatedEvent,
  type ApplicationStageChangedEvent,
} from '../activities/recruitment-events';
import { type Applicant, applicantName } from '../applicants/applicant.types';
import { ApplicantsService } from '../applicants/applicants.service';
import type { Application } from '../applications/application.types';
import { ApplicationsService } from '../applications/applications.service';
import { VacanciesService } from '../vacancies/vacancies.service';
import type { Vacancy } from '../vacancies/vacancy.types';
import { BookingNotices } from './booking-notices';
import { checkBookingToken } from './booking-token';
import type {
  BookingConfirmationDto,
  CreateBookingDto,
  ManagedBookingDto,
  PublicBookingDto,
  PublicSlotListDto,
} from './dto/public-booking.dto';
import {
  type InterviewBooking,
  type InterviewSlot,
  PUBLIC_BOOKING_ACTOR,
  remainingRoom,
} from './interview-slot.types';
import { InterviewSlotsRepository } from './interview-slots.repository';
import { emailKey, hasStarted, publicSlot, publicVacancy } from './slot-views';

/** The most slots the public list answers (the earliest ones). */
export const PUBLIC_SLOT_LIMIT = 500;

/** What a booking made, for the events and the e-mail that follow its commit. */
interface Booked {
  slot: InterviewSlot;
  booking: InterviewBooking;
  vacancy: Vacancy;
  applicant: Applicant;
  applicantCreated: boolean;
  application: Application | null;
}

/**
 * The public side (agenda-turnos): future slots with room on open vacancies, booking one
 * without signing in, and the manage link that cancels or moves the booking.
 */
@Injectable()
export class PublicBookingService {
  constructor(
    private readonly slots: InterviewSlotsRepository,
    private readonly applicants: ApplicantsService,
    private readonly applications: ApplicationsService,
    private readonly vacancies: VacanciesService,
    private readonly store: StoreService,
    private readonly notices: BookingNotices,
    private readonly events: EventEmitter2,
  ) {}

  /**
   * Future slots with room on open vacancies, earliest first; one vacancy when `vacancy`
   * names it (code or id). Internal vacancies show only when named.
   */
  list(vacancy: string | undefined): PublicSlotListDto {
    const now = Date.now();
    const named = vacancy?.trim();
    const wanted = named ? this.findVacancy(named) : undefined;
    if (named && !wanted) return { vacancies: [], slots: [] };
    const shown = new Map<string, Vacancy>();
    const slots = this.slots
      .list()
      .filter((slot) => {
        if (wanted ? slot.vacancyId !== wanted.id : false) return false;
        if (hasStarted(slot, now) || remainingRoom(slot) === 0) return false;
        const owner = wanted ?? this.vacancies.find(slot.vacancyId);
        if (!owner || owner.status !== 'open' || (!wanted && owner.internal)) return false;
        shown.set(owner.id, owner);
        return true;
      })
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .slice(0, PUBLIC_SLOT_LIMIT);
    const used = new Set(slots.map((slot) => slot.vacancyId));
    return {
      vacancies: [...shown.values()]
        .filter((owner) => used.has(owner.id))
        .sort((a, b) => a.title.localeCompare(b.title))
        .map((owner) => this.publicVacancyOf(owner)),
      slots: slots.map((slot) => publicSlot(slot, shown.get(slot.vacancyId)!)),
    };
  }

  /**
   * Books a place. In one commit: the booking, the applicant (found by e-mail, or made
   * with the consent's date) and their application to the vacancy (when they had none).
   * Refused when the slot has begun, is full, its vacancy is not open, or the e-mail
   * already holds a booking to come for this vacancy.
   */
  async book(slotId: string, input: CreateBookingDto): Promise<BookingConfirmationDto> {
    const email = emailKey(input.email);
    // The applicants' and applications' modules add theirs inside this commit (their
    // records join it); the vacancies join it unchanged: the open vacancy it checks holds
    // on every server.
    const booked = await this.store.mutateTogether(
      [this.slots, this.applicants.records, this.applications.records, this.vacancies.records],
      ([slots, applicants, applications, vacancies]) => {
        const now = Date.now();
        const stamp = new Date(now).toISOString();
        const index = slots.findIndex((slot) => slot.id === slotId);
        if (index === -1) throw slotNotFound(slotId);
        const slot = slots[index];
        const vacancy = this.openVacancyOf(slot);
        if (hasStarted(slot, now)) throw slotStarted();
        if (
          slots.some(
            (other) =>
              other.vacancyId === slot.vacancyId &&
              !hasStarted(other, now) &&
              other.bookings.some((booking) => booking.email === email),
          )
        ) {
          throw conflict(
            'already-booked',
            'This e-mail already has an interview booked for this vacancy; use the link in its e-mail to move it',
            'email',
          );
        }
        if (remainingRoom(slot) === 0) throw slotFull();

        const person = this.applicants.withBookingApplicant(
          applicants,
          {
            name: input.name,
            email,
            phone: input.phone,
            consentText: input.consentText,
            consentLanguage: input.consentLanguage,
          },
          stamp,
        );
        const { applicant } = person;
        const applied = this.applications.withBookingApplication(
          applications,
          vacancy.id,
          applicant.id,
          PUBLIC_BOOKING_ACTOR,
          stamp,
        );
        const { application } = applied;
        const booking: InterviewBooking = {
          id: randomUUID(),
          name: input.name,
          email,
          phone: input.phone,
          applicantId: applicant.id,
          consentAt: stamp,
          consentText: input.consentText,
          consentLanguage: input.consentLanguage,
          language: input.language ?? 'en',
          timeZone: input.timeZone ?? 'UTC',
          bookedAt: stamp,
        };
        const next: InterviewSlot = {
          ...slot,
          bookings: [...slot.bookings, booking],
          updatedAt: stamp,
        };
        const result: Booked = {
          slot: next,
          booking,
          vacancy,
          applicant,
          applicantCreated: person.created,
          application,
        };
        return {
          lists: [slots.with(index, next), person.items, applied.items, vacancies],
          result,
        };
      },
    );
    await this.announce(booked);
    await this.notices.booked(booked.slot, booked.booking);
    return this.confirmation(booked.slot, booked.booking, booked.vacancy);
  }

  /** The booking a manage link names, and the other times it could move to. */
  view(token: string): ManagedBookingDto {
    const { slot, booking } = this.located(this.bookingIdOf(token));
    const vacancy = this.vacancies.find(slot.vacancyId);
    const now = Date.now();
    const alternatives =
      vacancy?.status === 'open'
        ? this.slots
            .ofVacancy(vacancy.id)
            .filter(
              (other) =>
                other.id !== slot.id && !hasStarted(other, now) && remainingRoom(other) > 0,
            )
            .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
            .slice(0, PUBLIC_SLOT_LIMIT)
            .map((other) => publicSlot(other, vacancy))
        : [];
    return { ...this.bookingView(slot, booking, vacancy), alternatives };
  }

  /** Cancels the booking a manage link names; its place frees up. Answers what was cancelled. */
  async cancel(token: string): Promise<PublicBookingDto> {
    const bookingId = this.bookingIdOf(token);
    const { slot, booking } = await this.slots.mutate((items) => {
      const index = items.findIndex((item) => item.bookings.some((b) => b.id === bookingId));
      if (index === -1) throw bookingGone();
      const current = items[index];
      if (hasStarted(current, Date.now())) throw slotStarted();
      const booking = current.bookings.find((item) => item.id === bookingId)!;
      const next: InterviewSlot = {
        ...current,
        bookings: current.bookings.filter((item) => item.id !== bookingId),
        updatedAt: new Date().toISOString(),
      };
      return { items: items.with(index, next), result: { slot: next, booking } };
    });
    await this.notices.cancelled(slot, booking);
    return this.bookingView(slot, booking);
  }

  /**
   * Moves the booking a manage link names to another slot of the same vacancy, in one
   * step: it leaves its slot only if the other takes it. Answers a new manage link (valid
   * until the new slot starts).
   */
  async move(token: string, slotId: string): Promise<BookingConfirmationDto> {
    const bookingId = this.bookingIdOf(token);
    const moved = await this.store.mutateReading(this.slots, [this.vacancies.records], (items) => {
      const now = Date.now();
      const from = items.findIndex((item) => item.bookings.some((b) => b.id === bookingId));
      if (from === -1) throw bookingGone();
      const current = items[from];
      const booking = current.bookings.find((item) => item.id === bookingId)!;
      if (hasStarted(current, now)) throw slotStarted();
      const to = items.findIndex((item) => item.id === slotId);
      if (to === -1 || items[to].vacancyId !== current.vacancyId) {
        throw notFound('not-found', `Interview slot ${slotId} is not a slot of this vacancy`);
      }
      const target = items[to];
      const vacancy = this.openVacancyOf(target);
      if (to === from) {
        return { items, result: { slot: current, booking, vacancy, changed: false } };
      }
      if (hasStarted(target, now)) throw slotStarted();
      if (remainingRoom(target) === 0) throw slotFull();
      const stamp = new Date(now).toISOString();
      const left: InterviewSlot = {
        ...current,
        bookings: current.bookings.filter((item) => item.id !== bookingId),
        updatedAt: stamp,
      };
      const joined: InterviewSlot = {
        ...target,
        bookings: [...target.bookings, booking],
        updatedAt: stamp,
      };
      return {
        items: items.with(from, left).with(to, joined),
        result: { slot: joined, booking, vacancy, changed: true },
      };
    });
    if (moved.changed) await this.notices.moved(moved.slot, moved.booking);
    return this.confirmation(moved.slot, moved.booking, moved.vacancy);
  }

  private confirmation(
    slot: InterviewSlot,
    booking: InterviewBooking,
    vacancy: Vacancy,
  ): BookingConfirmationDto {
    const link = this.notices.manageLink(booking, slot);
    return {
      booking: this.bookingView(slot, booking, vacancy),
      manageUrl: link.url,
      token: link.token,
      expiresAt: link.expiresAt,
    };
  }

  private bookingView(
    slot: InterviewSlot,
    booking: InterviewBooking,
    vacancy = this.vacancies.find(slot.vacancyId),
  ): PublicBookingDto {
    const owner = vacancy ?? { code: '' };
    return {
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      slot: publicSlot(slot, owner),
      vacancy: vacancy
        ? this.publicVacancyOf(vacancy)
        : { code: '', ref: '', title: '', companyName: null, location: '' },
    };
  }

  private publicVacancyOf(vacancy: Vacancy) {
    return publicVacancy(vacancy, this.vacancies.summary(vacancy).companyName);
  }

  /** The booking id of a manage link this server signed and that has not expired. */
  private bookingIdOf(token: string): string {
    const check = checkBookingToken(token, this.notices.secretKey, Date.now());
    if (check.ok) return check.claims.bookingId;
    if (check.reason === 'expired') {
      throw invalid(
        'booking-link-expired',
        'This booking link has expired: the interview has started',
        'token',
      );
    }
    throw invalid('booking-link-invalid', 'This booking link is not valid', 'token');
  }

  private located(bookingId: string): { slot: InterviewSlot; booking: InterviewBooking } {
    for (const slot of this.slots.list()) {
      const booking = slot.bookings.find((item) => item.id === bookingId);
      if (booking) return { slot, booking };
    }
    throw bookingGone();
  }

  /** The slot's vacancy, while it is open; otherwise the slot takes no bookings. */
  private openVacancyOf(slot: InterviewSlot): Vacancy {
    const vacancy = this.vacancies.find(slot.vacancyId);
    if (!vacancy || vacancy.status !== 'open') {
      throw ruleBroken(
        'slot-vacancy-closed',
        'This vacancy is not taking interview bookings any more',
        'slotId',
      );
    }
    return vacancy;
  }

  /** By id, any vacancy; by code, only one that is not internal (codes can be guessed). */
  private findVacancy(codeOrId: string): Vacancy | undefined {
    const code = codeOrId.toUpperCase();
    return (
      this.vacancies.find(codeOrId) ??
      this.vacancies
        .all()
        .find((vacancy) => !vacancy.internal && vacancy.code.toUpperCase() === code)
    );
  }

  /** The feed's "joined the applicant pool" and "applied to", as staff's changes write them. */
  private async announce(booked: Booked): Promise<void> {
    const { applicant, application, vacancy } = booked;
    const at = booked.booking.bookedAt;
    if (booked.applicantCreated) {
      const event: ApplicantCreatedEvent = {
        applicantId: applicant.id,
        name: applicantName(applicant),
        by: PUBLIC_BOOKING_ACTOR,
        at,
      };
      await this.events.emitAsync(APPLICANT_CREATED, event);
    }
    if (application) {
      const event: ApplicationStageChangedEvent = {
        applicationId: application.id,
        applicantId: applicant.id,
        applicantName: applicantName(applicant),
        vacancyId: vacancy.id,
        vacancyTitle: vacancy.title || vacancy.code,
        from: null,
        to: application.stage,
        by: PUBLIC_BOOKING_ACTOR,
        at,
      };
      await this.events.emitAsync(APPLICATION_STAGE_CHANGED, event);
    }
  }
}

function slotNotFound(id: string) {
  return notFound('not-found', `Interview slot ${id} not found`);
}

function slotStarted() {
  return ruleBroken('slot-past', 'This interview slot has already started', 'slotId');
}

function slotFull() {
  return conflict('slot-full', 'This interview slot is full; please choose another time', 'slotId');
}

function bookingGone() {
  return notFound('not-found', 'This booking no longer exists: it was cancelled');
}
