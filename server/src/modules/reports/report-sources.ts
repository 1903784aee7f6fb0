import { Injectable } from '@nestjs/common';
import {
  type DateRange,
  formatDay,
  type PeriodPreset,
  resolvePeriod,
} from '../../common/period/period';
import { ApplicantReader } from '../applicants/applicant-reader';
import { ApplicationReader } from '../applications/application-reader';
import { CategoryReader } from '../categories/category-reader';
import { CompanyReader } from '../companies/company-reader';
import { InvoiceReader } from '../invoices/invoice-reader';
import { MemberReader } from '../members/member-reader';
import { RedemptionReader } from '../redemptions/redemption-reader';
import { VacanciesService } from '../vacancies/vacancies.service';
import {
  applicantsPerSource,
  applicantsPerStage,
  applicantsPerVacancy,
  hiresPerCompany,
  invoicesPerStatus,
  redemptionsPerMonth,
  type ReportTable,
  timeToHirePerCategory,
} from './report-figures';
import type { ReportKind } from './report-kinds';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Feeds the report figures (pure functions) with the records they count, read through
 * the read ports (or services) the other modules export. Reads only.
 */
@Injectable()
export class ReportSources {
  constructor(
    private readonly applications: ApplicationReader,
    private readonly applicants: ApplicantReader,
    private readonly vacancies: VacanciesService,
    private readonly companies: CompanyReader,
    private readonly categories: CategoryReader,
    private readonly redemptions: RedemptionReader,
    private readonly members: MemberReader,
    private readonly invoices: InvoiceReader,
  ) {}

  table(kind: ReportKind, range: DateRange): ReportTable {
    switch (kind) {
      case 'applicants-per-vacancy':
        return applicantsPerVacancy(
          {
            applications: this.applications.all(),
            vacancies: this.vacancies.all(),
            companies: this.companies.all(),
          },
          range,
        );
      case 'applicants-per-stage':
        return applicantsPerStage({ applications: this.applications.all() }, range);
      case 'applicants-per-source':
        return applicantsPerSource({ applicants: this.applicants.all() }, range);
      case 'hires-per-company':
        return hiresPerCompany(
          {
            applications: this.applications.all(),
            vacancies: this.vacancies.all(),
            companies: this.companies.all(),
          },
          range,
        );
      case 'time-to-hire-per-category':
        return timeToHirePerCategory(
          {
            applications: this.applications.all(),
            vacancies: this.vacancies.all(),
            categories: this.categories.all(),
          },
          range,
        );
      case 'redemptions-per-month':
        return redemptionsPerMonth(
          { redemptions: this.redemptions.all(), ledger: this.members.entries() },
          range,
        );
      case 'invoices-per-status':
        return invoicesPerStatus({ invoices: this.invoices.all() }, range);
    }
  }
}

/** The days a period covers, as reports show them: first and last, inclusive. */
export function periodDays(preset: PeriodPreset, range: DateRange) {
  return {
    preset,
    from: formatDay(range.from),
    to: formatDay(new Date(range.to.getTime() - DAY_MS)),
  };
}

/** The range of a report's period at `now`. */
export function rangeOf(
  filters: { period?: PeriodPreset; from?: string | null; to?: string | null },
  now: Date,
): { preset: PeriodPreset; range: DateRange } {
  const preset = filters.period ?? 'this-month';
  const range = resolvePeriod(preset, now, {
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
  });
  return { preset, range };
}
