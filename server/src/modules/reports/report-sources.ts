import { Injectable } from '@nestjs/common';
import {
  type DateRange,
  formatDay,
  type PeriodPreset,
  resolvePeriod,
} from '../../common/period/period';
import { ApplicantsRepository } from '../applicants/applicants.repository';
import { ApplicationsRepository } from '../applications/applications.repository';
import { CategoriesRepository } from '../categories/categories.repository';
import { CompaniesRepository } from '../companies/companies.repository';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { PointsLedgerRepository } from '../members/members.repository';
import { RedemptionsRepository } from '../redemptions/redemptions.repository';
import { VacanciesRepository } from '../vacancies/vacancies.repository';
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
 * the providers the other modules export. Reads only.
 */
@Injectable()
export class ReportSources {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly applicants: ApplicantsRepository,
    private readonly vacancies: VacanciesRepository,
    private readonly companies: CompaniesRepository,
    private readonly categories: CategoriesRepository,
    private readonly redemptions: RedemptionsRepository,
    private readonly ledger: PointsLedgerRepository,
    private readonly invoices: InvoicesRepository,
  ) {}

  table(kind: ReportKind, range: DateRange): ReportTable {
    switch (kind) {
      case 'applicants-per-vacancy':
        return applicantsPerVacancy(
          {
            applications: this.applications.list(),
            vacancies: this.vacancies.list(),
            companies: this.companies.list(),
          },
          range,
        );
      case 'applicants-per-stage':
        return applicantsPerStage({ applications: this.applications.list() }, range);
      case 'applicants-per-source':
        return applicantsPerSource({ applicants: this.applicants.list() }, range);
      case 'hires-per-company':
        return hiresPerCompany(
          {
            applications: this.applications.list(),
            vacancies: this.vacancies.list(),
            companies: this.companies.list(),
          },
          range,
        );
      case 'time-to-hire-per-category':
        return timeToHirePerCategory(
          {
            applications: this.applications.list(),
            vacancies: this.vacancies.list(),
            categories: this.categories.list(),
          },
          range,
        );
      case 'redemptions-per-month':
        return redemptionsPerMonth(
          { redemptions: this.redemptions.list(), ledger: this.ledger.list() },
          range,
        );
      case 'invoices-per-status':
        return invoicesPerStatus({ invoices: this.invoices.list() }, range);
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
