import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { MembersModule } from '../members/members.module';
import { RedemptionsModule } from '../redemptions/redemptions.module';
import { VacanciesModule } from '../vacancies/vacancies.module';
import { SummaryController } from './summary.controller';
import { SummaryService } from './summary.service';

/** The summary board (apps/tablero): figures computed from the live records. */
@Module({
  imports: [VacanciesModule, ApplicationsModule, RedemptionsModule, MembersModule, InvoicesModule],
  controllers: [SummaryController],
  providers: [SummaryService],
})
export class SummaryModule {}
