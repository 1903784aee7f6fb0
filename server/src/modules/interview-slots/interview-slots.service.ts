import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { StoreService } from '../../store';
import { conflict, notFound, ruleBroken } from '../../common/errors/domain-error';
import { listPage, type ListSpec } from '../../common/listing/list';
import { mapPage, type Page } from '../../common/listing/paginate';
import { VacanciesService } from '../vacancies/vacancies.service';
import type { Vacancy } from '../vacancies/vacancy.types';
import { BookingNotices } from './booking-notices';
import type {
  ApplicantBookingDto,
  CreateInterviewSlotDto,
  InterviewSlotDto,
  InterviewSlotListQueryDto,
  InterviewSlotSeriesDto,
  InterviewSlotSortField,
  SeriesPreviewDto,
  SeriesResultDto,
  SeriesSlotDto,
} from './dto/interview-slot.dto';
import { type InterviewSlot, remainingRoom } from './interview-slot.types';
import { InterviewSlotsRepository } from './interview-slots.repository';
import { daysInRange, minutesOf, seriesTimes } from './series';
import { bookingView, hasStarted } from './slot-views';

/** The most slots one series makes, and the longest it spans. */
export const MAX_SERIES_SLOTS = 500;
export const MAX_SERIES_DAYS = 366;
/** The longest one slot lasts. */
const MAX_SLOT_MS = 24 * 3_600_000;

/** Recruiters' side of interview slots: making them, seeing their bookings, cancelling. */
@Injectable()
export class InterviewSlotsService {
  constructor(
    private readonly slots: InterviewSlotsRepository,
    private readonly vacancies: VacanciesService,
    private readonly notices: BookingNotices,
    private readonly store: StoreService,
  ) {}

  private readonly listSpec: ListSpec<InterviewSlot, InterviewSlotSortField> = {
    searchIn: (slot) => {
      const vacancy = this.vacancies.find(slot.vacancyId);
      return [
        vacancy?.title,
        vacancy?.code,
        ...slot.bookings.flatMap((booking) => [booking.name, booking.email]),
      ];
    },
    sortBy: {
      startsAt: (slot) => slot.startsAt,
      createdAt: (slot) => slot.createdAt,
    },
    defaultSort: 'startsAt',
    defaultOrder: 'asc',
  };

  list(query: InterviewSlotListQueryDto): Page<InterviewSlotDto> {
    const from = query.from === undefined ? undefined : Date.parse(query.from);
    const to = query.to === undefined ? undefined : Date.parse(query.to);
    const filtered = this.slots
      .list()
      .filter(
        (slot) =>
          (query.vacancyId === undefined || slot.vacancyId === query.vacancyId) &&
          (query.applicantId === undefined ||
            slot.bookings.some((booking) => booking.applicantId === query.applicantId)) &&
          (from === undefined || Date.parse(slot.endsAt) > from) &&
          (to === undefined || Date.parse(slot.startsAt) < to),
      );
    return mapPage(listPage(filtered, query, this.listSpec), (slot) => this.toDto(slot));
  }

  get(id: string): InterviewSlotDto {
    return this.toDto(this.existing(id));
  }

  /** Every booking of an applicant, earliest interview first. */
  bookingsOf(applicantId: string): ApplicantBookingDto[] {
    return this.slots
      .list()
      .flatMap((slot) =>
        slot.bookings
          .filter((booking) => booking.applicantId === applicantId)
          .map((booking) => ({ slot, booking })),
      )
      .sort((a, b) => a.slot.startsAt.localeCompare(b.slot.startsAt))
      .map(({ slot, booking }) => ({
        booking: bookingView(booking),
        slotId: slot.id,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        vacancy: this.vacancySummary(slot.vacancyId),
      }));
  }

  /** One slot of a vacancy that is not closed, in the future; one per start time. */
  async create(input: CreateInterviewSlotDto, by: string): Promise<InterviewSlotDto> {
    const start = Date.parse(input.startsAt);
    const end = Date.parse(input.endsAt);
    if (Number.isNaN(start) || Number.isNaN(end)) {
      throw ruleBroken('date-invalid', 'startsAt and endsAt must be real dates', 'startsAt');
    }
    const startsAt = new Date(start).toISOString();
    const endsAt = new Date(end).toISOString();
    const now = Date.now();
    if (endsAt <= startsAt || Date.parse(endsAt) - Date.parse(startsAt) > MAX_SLOT_MS) {
      throw ruleBroken(
        'dates-out-of-order',
        'endsAt must come after startsAt, within 24 hours',
        'endsAt',
      );
    }
    if (Date.parse(startsAt) <= now) {
      throw ruleBroken('slot-past', 'An interview slot must start in the future', 'startsAt');
    }
    // One commit with the vacancies: the vacancy it checks holds on every server.
    const created = await this.store.mutateReading(
      this.slots,
      [this.vacancies.records],
      (items) => {
        const vacancy = this.slotVacancy(input.vacancyId);
        const stamp = new Date(now).toISOString();
        const slot: InterviewSlot = {
          id: randomUUID(),
          vacancyId: vacancy.id,
          startsAt,
          endsAt,
          capacity: input.capacity,
          bookings: [],
          createdBy: by,
          createdAt: stamp,
          updatedAt: stamp,
        };
        if (items.some((other) => other.vacancyId === vacancy.id && other.startsAt === startsAt)) {
          throw conflict(
            'slot-exists',
            `${vacancy.code} already has an interview slot starting at ${startsAt}`,
            'startsAt',
          );
        }
        return { items: [...items, slot], result: slot };
      },
    );
    return this.toDto(created);
  }

  /** What a series would make, without making it. */
  previewSeries(input: InterviewSlotSeriesDto): SeriesPreviewDto {
    const vacancy = this.slotVacancy(input.vacancyId);
    const slots = this.seriesOf(input, this.slots.ofVacancy(vacancy.id), Date.now());
    return { slots, newCount: slots.filter((slot) => slot.state === 'new').length };
  }

  /** Makes the series' new slots in one commit; past and existing times are skipped. */
  async createSeries(input: InterviewSlotSeriesDto, by: string): Promise<SeriesResultDto> {
    const { created, skipped } = await this.store.mutateReading(
      this.slots,
      [this.vacancies.records],
      (items) => {
        const vacancy = this.slotVacancy(input.vacancyId);
        const now = Date.now();
        const stamp = new Date(now).toISOString();
        const series = this.seriesOf(
          input,
          items.filter((slot) => slot.vacancyId === vacancy.id),
          now,
        );
        const made: InterviewSlot[] = series
          .filter((time) => time.state === 'new')
          .map((time) => ({
            id: randomUUID(),
            vacancyId: vacancy.id,
            startsAt: time.startsAt,
            endsAt: time.endsAt,
            capacity: input.capacity,
            bookings: [],
            createdBy: by,
            createdAt: stamp,
            updatedAt: stamp,
          }));
        return {
          items: made.length ? [...items, ...made] : items,
          result: { created: made, skipped: series.length - made.length },
        };
      },
    );
    return { created: created.map((slot) => this.toDto(slot)), skipped };
  }

  /** Deletes a slot; everyone booked on it (still to come) is told by e-mail. */
  async remove(id: string): Promise<InterviewSlotDto> {
    const removed = await this.slots.mutate((items) => {
      const index = items.findIndex((slot) => slot.id === id);
      if (index === -1) throw slotNotFound(id);
      return { items: items.toSpliced(index, 1), result: items[index] };
    });
    if (!hasStarted(removed, Date.now())) {
      await this.notices.cancelledByStaff(removed, removed.bookings);
    }
    return this.toDto(removed);
  }

  /** Cancels one booking of a slot (its place frees up); the person is told by e-mail. */
  async cancelBooking(id: string, bookingId: string): Promise<InterviewSlotDto> {
    const { slot, booking } = await this.slots.mutate((items) => {
      const index = items.findIndex((item) => item.id === id);
      if (index === -1) throw slotNotFound(id);
      const current = items[index];
      const booking = current.bookings.find((item) => item.id === bookingId);
      if (!booking) throw notFound('not-found', `Booking ${bookingId} not found in slot ${id}`);
      const next: InterviewSlot = {
        ...current,
        bookings: current.bookings.filter((item) => item.id !== bookingId),
        updatedAt: new Date().toISOString(),
      };
      return { items: items.with(index, next), result: { slot: next, booking } };
    });
    if (!hasStarted(slot, Date.now())) await this.notices.cancelledByStaff(slot, [booking]);
    return this.toDto(slot);
  }

  /** The series' times, each marked new, exists (a slot starts then) or past. */
  private seriesOf(
    input: InterviewSlotSeriesDto,
    ofVacancy: readonly InterviewSlot[],
    now: number,
  ): SeriesSlotDto[] {
    const days = daysInRange(input.firstDay, input.lastDay);
    if (days < 1) {
      throw ruleBroken('dates-out-of-order', 'lastDay must not come before firstDay', 'lastDay');
    }
    if (days > MAX_SERIES_DAYS) {
      throw ruleBroken(
        'series-too-large',
        `A series spans at most ${MAX_SERIES_DAYS} days`,
        'lastDay',
      );
    }
    if (minutesOf(input.endTime) - minutesOf(input.startTime) < input.durationMinutes) {
      throw ruleBroken(
        'dates-out-of-order',
        'endTime must leave room for one slot after startTime',
        'endTime',
      );
    }
    const times = seriesTimes(
      { ...input, breakMinutes: input.breakMinutes ?? 0 },
      MAX_SERIES_SLOTS,
    );
    if (times.length > MAX_SERIES_SLOTS) {
      throw ruleBroken(
        'series-too-large',
        `A series makes at most ${MAX_SERIES_SLOTS} slots; choose fewer days or longer slots`,
        'lastDay',
      );
    }
    const taken = new Set(ofVacancy.map((slot) => slot.startsAt));
    return times.map((time) => ({
      ...time,
      state: taken.has(time.startsAt)
        ? 'exists'
        : Date.parse(time.startsAt) <= now
          ? 'past'
          : 'new',
    }));
  }

  /** The vacancy new slots go to: it exists and is not closed. */
  private slotVacancy(vacancyId: string): Vacancy {
    const vacancy = this.vacancies.find(vacancyId);
    if (!vacancy) {
      throw ruleBroken('reference-missing', `Vacancy ${vacancyId} does not exist`, 'vacancyId');
    }
    if (vacancy.status === 'closed') {
      throw ruleBroken(
        'slot-vacancy-closed',
        `Vacancy ${vacancy.code} is closed; it takes no interview slots`,
        'vacancyId',
      );
    }
    return vacancy;
  }

  private existing(id: string): InterviewSlot {
    const slot = this.slots.get(id);
    if (!slot) throw slotNotFound(id);
    return slot;
  }

  private vacancySummary(vacancyId: string) {
    const vacancy = this.vacancies.find(vacancyId);
    return vacancy
      ? this.vacancies.summary(vacancy)
      : {
          id: vacancyId,
          code: '',
          title: '',
          status: 'closed' as const,
          companyName: null,
          openings: 0,
        };
  }

  private toDto(slot: InterviewSlot): InterviewSlotDto {
    return {
      id: slot.id,
      vacancyId: slot.vacancyId,
      vacancy: this.vacancySummary(slot.vacancyId),
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      capacity: slot.capacity,
      remaining: remainingRoom(slot),
      bookings: slot.bookings.map(bookingView),
      createdAt: slot.createdAt,
      updatedAt: slot.updatedAt,
    };
  }
}

export function slotNotFound(id: string) {
  return notFound('not-found', `Interview slot ${id} not found`);
}
