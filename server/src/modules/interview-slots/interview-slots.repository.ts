import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService, upgradeEach } from '../../store';
import { NO_CONSENT_WORDING } from '../applicants/consent';
import type { InterviewSlot } from './interview-slot.types';

/** Bookings made before the consent's wording was kept: their consent has its date only. */
export function upgradeBookingConsent(items: readonly InterviewSlot[]): readonly InterviewSlot[] {
  return upgradeEach(items, (slot) => {
    const bookings = upgradeEach(slot.bookings, (booking) =>
      booking.consentText === undefined ? { ...booking, ...NO_CONSENT_WORDING } : booking,
    );
    return bookings === slot.bookings ? slot : { ...slot, bookings: [...bookings] };
  });
}

@Injectable()
export class InterviewSlotsRepository extends Repository<InterviewSlot> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<InterviewSlot>({ name: 'interview-slots', upgrade: upgradeBookingConsent }),
    );
  }

  ofVacancy(vacancyId: string): InterviewSlot[] {
    return this.list().filter((slot) => slot.vacancyId === vacancyId);
  }
}
