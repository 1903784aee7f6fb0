import { Inject, Injectable } from '@nestjs/common';
import { MailerService } from '../../common/mail/mailer.service';
import { AppConfigService } from '../../config/config';
import { VacanciesService } from '../vacancies/vacancies.service';
import { bookingMail, type BookingMailKind } from './booking-mails';
import { BOOKING_SECRET, signBookingToken } from './booking-token';
import type { InterviewBooking, InterviewSlot } from './interview-slot.types';
import { vacancyRef } from './slot-views';

/** The page of the web app that manages a booking; its link carries the token. */
export const MANAGE_PATH = '/agenda-turnos/reserva';
/** The public booking page. */
export const BOOKING_PATH = '/agenda-turnos';

/** The manage links of bookings and the e-mails that tell people about their bookings. */
@Injectable()
export class BookingNotices {
  constructor(
    private readonly mailer: MailerService,
    private readonly config: AppConfigService,
    private readonly vacancies: VacanciesService,
    @Inject(BOOKING_SECRET) private readonly secret: string,
  ) {}

  /** A token for the booking, valid until its slot starts, and the link that carries it. */
  manageLink(booking: InterviewBooking, slot: InterviewSlot) {
    const expiresAt = Date.parse(slot.startsAt);
    const token = signBookingToken({ bookingId: booking.id, expiresAt }, this.secret);
    return {
      token,
      url: `${this.config.values.publicUrl}${MANAGE_PATH}?token=${encodeURIComponent(token)}`,
      expiresAt: new Date(expiresAt).toISOString(),
    };
  }

  get secretKey(): string {
    return this.secret;
  }

  booked(slot: InterviewSlot, booking: InterviewBooking): Promise<void> {
    return this.send('booked', slot, booking, this.manageLink(booking, slot).url);
  }

  moved(slot: InterviewSlot, booking: InterviewBooking): Promise<void> {
    return this.send('moved', slot, booking, this.manageLink(booking, slot).url);
  }

  cancelled(slot: InterviewSlot, booking: InterviewBooking): Promise<void> {
    return this.send('cancelled', slot, booking, this.bookAgainLink(slot));
  }

  async cancelledByStaff(
    slot: InterviewSlot,
    bookings: readonly InterviewBooking[],
  ): Promise<void> {
    for (const booking of bookings) {
      await this.send('cancelled-by-staff', slot, booking, this.bookAgainLink(slot));
    }
  }

  private bookAgainLink(slot: InterviewSlot): string {
    const vacancy = this.vacancies.find(slot.vacancyId);
    const query = vacancy ? `?vacancy=${encodeURIComponent(vacancyRef(vacancy))}` : '';
    return `${this.config.values.publicUrl}${BOOKING_PATH}${query}`;
  }

  private async send(
    kind: BookingMailKind,
    slot: InterviewSlot,
    booking: InterviewBooking,
    link: string,
  ): Promise<void> {
    // Erased people are not written to.
    if (!booking.email) return;
    const vacancy = this.vacancies.find(slot.vacancyId);
    const summary = vacancy ? this.vacancies.summary(vacancy) : undefined;
    await this.mailer.send(
      bookingMail(
        kind,
        {
          to: booking.email,
          name: booking.name,
          language: booking.language,
          timeZone: booking.timeZone,
          vacancyTitle: vacancy?.title || vacancy?.code || '',
          companyName: summary?.companyName ?? null,
          location: vacancy?.location ?? '',
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
        },
        link,
      ),
    );
  }
}
