import { Module } from '@nestjs/common';
import { ApplicantsModule } from '../applicants/applicants.module';
import { CategoriesModule } from '../categories/categories.module';
import { CompaniesModule } from '../companies/companies.module';
import { VacanciesModule } from '../vacancies/vacancies.module';
import { ApplicantImport } from './applicant-import';
import { ExportController } from './export.controller';
import { ImportSessions } from './import-sessions';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';
import {
  ImportMappingsRepository,
  ImportReportsRepository,
  ImportSessionsRepository,
} from './sheet.repository';
import { VacancyImport } from './vacancy-import';

/**
 * apps/sheet: bulk import of applicants and vacancies from CSV or XLSX (checked by their
 * modules' own rules), and any list written as XLSX.
 */
@Module({
  imports: [ApplicantsModule, VacanciesModule, CompaniesModule, CategoriesModule],
  controllers: [ImportsController, ExportController],
  providers: [
    ImportMappingsRepository,
    ImportReportsRepository,
    ImportSessionsRepository,
    ImportSessions,
    ApplicantImport,
    VacancyImport,
    ImportsService,
  ],
})
export class SheetModule {}
