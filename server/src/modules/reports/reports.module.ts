import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ApplicantsModule } from '../applicants/applicants.module';
import { ApplicationsModule } from '../applications/applications.module';
import { CategoriesModule } from '../categories/categories.module';
import { CompaniesModule } from '../companies/companies.module';
import { FileManagerModule } from '../file-manager/file-manager.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { MembersModule } from '../members/members.module';
import { RedemptionsModule } from '../redemptions/redemptions.module';
import { VacanciesModule } from '../vacancies/vacancies.module';
import { ReportsClock } from './report-clock';
import { ReportRunner } from './report-runner';
import { ReportScheduler } from './report-scheduler';
import { ReportSources } from './report-sources';
import { ReportsController } from './reports.controller';
import { ReportRunsRepository, SavedReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

/**
 * Reports over recruitment and the rewards programme (apps/autoreportes): figures by
 * period, CSV and XLSX files, and saved reports run on a schedule into the file manager.
 */
@Module({
  imports: [
    AccountsModule,
    ApplicationsModule,
    ApplicantsModule,
    VacanciesModule,
    CompaniesModule,
    CategoriesModule,
    RedemptionsModule,
    MembersModule,
    InvoicesModule,
    FileManagerModule,
  ],
  controllers: [ReportsController],
  providers: [
    SavedReportsRepository,
    ReportRunsRepository,
    ReportsClock,
    ReportSources,
    ReportRunner,
    ReportScheduler,
    ReportsService,
  ],
})
export class ReportsModule {}
