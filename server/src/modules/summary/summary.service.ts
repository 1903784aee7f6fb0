import { Injectable } from '@nestjs/common';
import { mayAccess, type Role } from '../../common/auth/access';
import {
  type DateRange,
  formatDay,
  previousRange,
  resolvePeriod,
} from '../../common/period/period';
import type { PeriodQueryDto } from '../../common/period/period-query.dto';
import { ApplicationReader } from '../applications/application-reader';
import { InvoiceReader } from '../invoices/invoice-reader';
import { MemberReader } from '../members/member-reader';
import { RedemptionReader } from '../redemptions/redemption-reader';
import { VacanciesService } from '../vacancies/vacancies.service';
import type { SummaryDto, SummaryPeriodDto } from './dto/summary.dto';
import { recruitmentFigures, rewardsFigures } from './summary-figures';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A half-open range as the inclusive days a person reads. */
function days(range: DateRange): { from: string; to: string } {
  return { from: formatDay(range.from), to: formatDay(new Date(range.to.getTime() - DAY_MS)) };
}

@Injectable()
export class SummaryService {
  constructor(
    private readonly vacancies: VacanciesService,
    private readonly applications: ApplicationReader,
    private readonly redemptions: RedemptionReader,
    private readonly members: MemberReader,
    private readonly invoices: InvoiceReader,
  ) {}

  /** The board for one account: the recruitment part for recruiters, rewards for rewards. */
  board(query: PeriodQueryDto, roles: readonly Role[], now = new Date()): SummaryDto {
    const preset = query.period ?? 'this-month';
    const range = resolvePeriod(preset, now, query);
    const previous = previousRange(preset, range);
    const current = days(range);
    const before = days(previous);
    const period: SummaryPeriodDto = {
      preset,
      from: current.from,
      to: current.to,
      previousFrom: before.from,
      previousTo: before.to,
    };
    return {
      period,
      recruitment: mayAccess(roles, ['recruiter'])
        ? recruitmentFigures(
            { vacancies: this.vacancies.all(), applications: this.applications.all() },
            range,
            previous,
            now,
          )
        : undefined,
      rewards: mayAccess(roles, ['rewards'])
        ? rewardsFigures(
            {
              redemptions: this.redemptions.all(),
              ledger: this.members.entries(),
              invoices: this.invoices.all(),
            },
            range,
            previous,
          )
        : undefined,
    };
  }
}
