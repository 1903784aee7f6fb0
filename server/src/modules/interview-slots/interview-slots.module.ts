import { Module } from '@nestjs/common';
import { StoreService } from '../../store';
import { ApplicantsModule } from '../applicants/applicants.module';
import { ApplicationsModule } from '../applications/applications.module';
import { VacanciesModule } from '../vacancies/vacancies.module';
import { BookingNotices } from './booking-notices';
import { BOOKING_SECRET, resolveBookingSecret } from './booking-token';
import { InterviewSlotsController } from './interview-slots.controller';
import { InterviewSlotsListener } from './interview-slots.listener';
import { InterviewSlotsRepository } from './interview-slots.repository';
import { InterviewSlotsService } from './interview-slots.service';
import { PublicInterviewSlotsController } from './public-interview-slots.controller';
import { PublicBookingService } from './public-booking.service';

/**
 * Interview slots per vacancy (apps/detail, apps/interviews) and their public booking
 * page (agenda-turnos, api/public/interview-slots).
 */
@Module({
  imports: [VacanciesModule, ApplicantsModule, ApplicationsModule],
  controllers: [InterviewSlotsController, PublicInterviewSlotsController],
  providers: [
    InterviewSlotsRepository,
    InterviewSlotsService,
    PublicBookingService,
    BookingNotices,
    InterviewSlotsListener,
    {
      provide: BOOKING_SECRET,
      inject: [StoreService],
      useFactory: (store: StoreService) => resolveBookingSecret(store),
    },
  ],
})
export class InterviewSlotsModule {}
