import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { StoreService } from '../../store';
import {
  APPLICANT_DELETED,
  APPLICANT_ERASED,
  type ApplicantDeletedEvent,
  type ApplicantErasedEvent,
  VACANCY_DELETED,
  type VacancyDeletedEvent,
} from '../activities/recruitment-events';
import type { InterviewSlot } from './interview-slot.types';
import { InterviewSlotsRepository } from './interview-slots.repository';

/** Keeps the slots in step with the applicants and vacancies they name. */
@Injectable()
export class InterviewSlotsListener {
  constructor(
    private readonly slots: InterviewSlotsRepository,
    private readonly store: StoreService,
  ) {}

  /**
   * An erased applicant's bookings keep their place in the counts but lose the name,
   * e-mail and phone; the log is compacted again so that they do not stay on disk.
   */
  @OnEvent(APPLICANT_ERASED, { promisify: true })
  async onApplicantErased(event: ApplicantErasedEvent): Promise<void> {
    const changed = await this.slots.mutate((items) => {
      let touched = false;
      const next = items.map((slot) => {
        if (!slot.bookings.some((booking) => booking.applicantId === event.applicantId)) {
          return slot;
        }
        touched = true;
        const bookings = slot.bookings.map((booking) =>
          booking.applicantId === event.applicantId
            ? { ...booking, name: '', email: '', phone: '' }
            : booking,
        );
        return { ...slot, bookings, updatedAt: event.at } satisfies InterviewSlot;
      });
      return { items: touched ? next : items, result: touched };
    });
    if (changed) await this.store.compact();
  }

  /** A deleted applicant's bookings go with them. */
  @OnEvent(APPLICANT_DELETED, { promisify: true })
  async onApplicantDeleted(event: ApplicantDeletedEvent): Promise<void> {
    await this.slots.mutate((items) => {
      const at = new Date().toISOString();
      let touched = false;
      const next = items.map((slot) => {
        const bookings = slot.bookings.filter(
          (booking) => booking.applicantId !== event.applicantId,
        );
        if (bookings.length === slot.bookings.length) return slot;
        touched = true;
        return { ...slot, bookings, updatedAt: at };
      });
      return { items: touched ? next : items, result: undefined };
    });
  }

  /** A deleted vacancy's slots go with it (it had no applications, so no bookings to tell). */
  @OnEvent(VACANCY_DELETED, { promisify: true })
  async onVacancyDeleted(event: VacancyDeletedEvent): Promise<void> {
    await this.slots.mutate((items) => {
      const kept = items.filter((slot) => slot.vacancyId !== event.vacancyId);
      return { items: kept.length === items.length ? items : kept, result: undefined };
    });
  }
}
