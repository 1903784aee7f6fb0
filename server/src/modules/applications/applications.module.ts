import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ApplicantsModule } from '../applicants/applicants.module';
import { VacanciesModule } from '../vacancies/vacancies.module';
import { ApplicationReader } from './application-reader';
import { ApplicationsController } from './applications.controller';
import { ApplicationsRepository } from './applications.repository';
import { ApplicationsService } from './applications.service';

/** Applicants' candidacies and the pipeline of each vacancy (apps/candidates). */
@Module({
  imports: [AccountsModule, VacanciesModule, ApplicantsModule],
  controllers: [ApplicationsController],
  providers: [ApplicationsRepository, ApplicationsService, ApplicationReader],
  exports: [ApplicationsService, ApplicationReader],
})
export class ApplicationsModule {}
