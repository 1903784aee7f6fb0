import { type DateRange, inRange, monthsOf } from '../../common/period/period';
import type { Application, ApplicationStage } from '../applications/application.types';
import type { Invoice } from '../invoices/invoice.types';
import type { PointsEntry } from '../members/member.types';
import type { Redemption } from '../redemptions/redemption.types';
import type { Vacancy } from '../vacancies/vacancy.types';

/** The stages of the funnel, in order (rejected is a way out, not a step). */
export const FUNNEL_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired'] as const;

/** Open vacancies whose deadline falls within this many days are "closing soon". */
export const CLOSING_SOON_DAYS = 14;
export const CLOSING_SOON_LIMIT = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Comparison {
  current: number;
  previous: number;
}

export interface FunnelStep {
  stage: (typeof FUNNEL_STAGES)[number];
  /** Applications of the period that reached this stage (or went past it). */
  count: number;
  /** Share of the step before that reached this one; null for the first or after zero. */
  conversion: number | null;
}

export interface ClosingVacancy {
  id: string;
  code: string;
  title: string;
  closesAt: string;
  applications: number;
}

export interface RecruitmentFigures {
  openVacancies: number;
  applications: Comparison;
  funnel: FunnelStep[];
  rejected: number;
  hires: Comparison;
  /** Median days from applying to being hired, over the period's hires; null without hires. */
  medianDaysToHire: number | null;
  closingSoon: ClosingVacancy[];
}

export interface MonthPoints {
  /** YYYY-MM. */
  month: string;
  awarded: number;
  spent: number;
}

export interface RewardsFigures {
  redemptions: Comparison;
  pointsAwarded: Comparison;
  pointsSpent: Comparison;
  pointsByMonth: MonthPoints[];
  invoicesPending: number;
  redemptionsPending: number;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round(value * 10) / 10;
}

/** When the application was hired, if it was. */
function hiredAt(application: Application): string | undefined {
  return application.history.find((step) => step.stage === 'hired')?.at;
}

const STAGE_RANK = new Map<ApplicationStage, number>(FUNNEL_STAGES.map((stage, at) => [stage, at]));

/** How far along the funnel an application got: the furthest stage its history shows. */
function furthestStep(application: Application): number {
  let furthest = 0;
  for (const step of application.history) {
    const rank = STAGE_RANK.get(step.stage);
    if (rank !== undefined && rank > furthest) furthest = rank;
  }
  return furthest;
}

export function recruitmentFigures(
  data: { vacancies: readonly Vacancy[]; applications: readonly Application[] },
  range: DateRange,
  previous: DateRange,
  now: Date,
): RecruitmentFigures {
  const reached = FUNNEL_STAGES.map(() => 0);
  let applied = 0;
  let appliedBefore = 0;
  let rejected = 0;
  let hires = 0;
  let hiresBefore = 0;
  const daysToHire: number[] = [];
  const perVacancy = new Map<string, number>();

  for (const application of data.applications) {
    perVacancy.set(application.vacancyId, (perVacancy.get(application.vacancyId) ?? 0) + 1);
    if (inRange(application.createdAt, range)) {
      applied += 1;
      const furthest = furthestStep(application);
      for (let step = 0; step <= furthest; step += 1) reached[step] += 1;
      if (application.stage === 'rejected') rejected += 1;
    } else if (inRange(application.createdAt, previous)) {
      appliedBefore += 1;
    }
    const hired = hiredAt(application);
    if (inRange(hired, range)) {
      hires += 1;
      daysToHire.push((Date.parse(hired!) - Date.parse(application.createdAt)) / DAY_MS);
    } else if (inRange(hired, previous)) {
      hiresBefore += 1;
    }
  }

  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + CLOSING_SOON_DAYS * DAY_MS).toISOString().slice(0, 10);
  const closingSoon = data.vacancies
    .filter(
      (vacancy): vacancy is Vacancy & { closesAt: string } =>
        vacancy.status === 'open' &&
        vacancy.closesAt !== null &&
        vacancy.closesAt >= today &&
        vacancy.closesAt <= horizon,
    )
    .sort((a, b) => a.closesAt.localeCompare(b.closesAt))
    .slice(0, CLOSING_SOON_LIMIT)
    .map((vacancy) => ({
      id: vacancy.id,
      code: vacancy.code,
      title: vacancy.title,
      closesAt: vacancy.closesAt,
      applications: perVacancy.get(vacancy.id) ?? 0,
    }));

  return {
    openVacancies: data.vacancies.filter((vacancy) => vacancy.status === 'open').length,
    applications: { current: applied, previous: appliedBefore },
    funnel: FUNNEL_STAGES.map((stage, at) => ({
      stage,
      count: reached[at],
      conversion:
        at === 0 || reached[at - 1] === 0
          ? null
          : Math.round((reached[at] / reached[at - 1]) * 1000) / 1000,
    })),
    rejected,
    hires: { current: hires, previous: hiresBefore },
    medianDaysToHire: median(daysToHire),
    closingSoon,
  };
}

/**
 * Points awarded are what trivias, invoices and positive adjustments gave; points spent
 * are redemptions' debits less what cancelled redemptions gave back.
 */
function pointsOf(entry: PointsEntry): { awarded: number; spent: number } {
  if (entry.reason === 'redemption') return { awarded: 0, spent: -entry.delta };
  if (entry.reason === 'refund') return { awarded: 0, spent: -entry.delta };
  return { awarded: Math.max(entry.delta, 0), spent: 0 };
}

export function rewardsFigures(
  data: {
    redemptions: readonly Redemption[];
    ledger: readonly PointsEntry[];
    invoices: readonly Invoice[];
  },
  range: DateRange,
  previous: DateRange,
): RewardsFigures {
  const count = (iso: string) =>
    inRange(iso, range) ? 'current' : inRange(iso, previous) ? 'previous' : null;
  const redemptions: Comparison = { current: 0, previous: 0 };
  for (const redemption of data.redemptions) {
    const when = count(redemption.createdAt);
    if (when) redemptions[when] += 1;
  }

  const awarded: Comparison = { current: 0, previous: 0 };
  const spent: Comparison = { current: 0, previous: 0 };
  const months = monthsOf(range).map((month) => ({
    month: month.toISOString().slice(0, 7),
    awarded: 0,
    spent: 0,
  }));
  const monthIndex = new Map(months.map((month, at) => [month.month, at]));
  for (const entry of data.ledger) {
    const when = count(entry.at);
    if (!when) continue;
    const points = pointsOf(entry);
    awarded[when] += points.awarded;
    spent[when] += points.spent;
    if (when === 'current') {
      const month = months[monthIndex.get(entry.at.slice(0, 7)) ?? -1];
      if (month) {
        month.awarded += points.awarded;
        month.spent += points.spent;
      }
    }
  }

  return {
    redemptions,
    pointsAwarded: awarded,
    pointsSpent: spent,
    pointsByMonth: months,
    invoicesPending: data.invoices.filter((invoice) => invoice.status === 'pending').length,
    redemptionsPending: data.redemptions.filter((redemption) => redemption.status === 'pending')
      .length,
  };
}
