/**
 * The four demo dashboards, hand-written in data/seed/dashboards: one record per dashboard,
 * its name as id. Dates are written there as distances from the day of seeding (series
 * step back from it, weekly labels end on it), so the sample is recent whenever it is seeded.
 * The texts shown from the analytics, finance and project samples are translated in
 * <name>.tr.json and <name>.es.json (see seed-translations.ts); the crypto sample's are
 * coin names and codes, the same in every language.
 */
import {
  type AnalyticsTemplate,
  type CryptoTemplate,
  type DailySeriesTemplate,
  type DatedPoint,
  FINANCE_LIMITS,
  type FinanceTemplate,
  type MinuteSeriesTemplate,
  type NamedSeries,
  type ProjectTemplate,
  STATEMENT_STATUSES,
  type StatementTemplate,
  type StoredDashboard,
  TRANSACTION_STATUSES,
  type WeeklyFigure,
  type WeeklyFigureTemplate,
} from '../../modules/dashboards/dashboards.types';
import type { AreaSeeds } from './context';
import { readSeedJson } from './seed-files';
import { readSeedJsonWithTranslations } from './seed-translations';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Noon (UTC) of the day `daysAgo` days before `now`'s: the same calendar day everywhere. */
function noonDaysAgo(now: Date, daysAgo: number): Date {
  const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);
  return new Date(noon - daysAgo * DAY_MS);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function datedSeries(template: DailySeriesTemplate, now: Date): NamedSeries<DatedPoint> {
  const last = template.values.length - 1;
  return {
    name: template.name,
    data: template.values.map((y, index) => ({
      x: noonDaysAgo(now, template.endDaysAgo + (last - index) * template.stepDays).toISOString(),
      y,
    })),
  };
}

/** `x` minutes before the moment of seeding (0 the last). */
function minuteOffsets(template: MinuteSeriesTemplate): NamedSeries<{ x: number; y: number }> {
  const last = template.values.length - 1;
  return {
    name: template.name,
    data: template.values.map((y, index) => ({ x: (index - last) * template.stepMinutes, y })),
  };
}

/** `x` the time of day (UTC, `HH:mm`) of each value, the last at the moment of seeding. */
function clockTimes(
  template: MinuteSeriesTemplate,
  now: Date,
): NamedSeries<{ x: string; y: number }> {
  const last = template.values.length - 1;
  return {
    name: template.name,
    data: template.values.map((y, index) => ({
      x: new Date(now.getTime() - (last - index) * template.stepMinutes * MINUTE_MS)
        .toISOString()
        .slice(11, 16),
      y,
    })),
  };
}

/** The last `weeks` weeks as ISO intervals (`YYYY-MM-DD/YYYY-MM-DD`), oldest first. */
export function weekLabels(weeks: number, now: Date): string[] {
  return Array.from({ length: weeks }, (_, index) => {
    const end = (weeks - 1 - index) * 7;
    return `${isoDay(noonDaysAgo(now, end + 6))}/${isoDay(noonDaysAgo(now, end))}`;
  });
}

function weekly(template: WeeklyFigureTemplate, now: Date): WeeklyFigure {
  const labels = weekLabels(template.labels.weeks, now);
  for (const series of template.series) {
    if (series.data.length !== labels.length) {
      throw new Error(`data/seed/dashboards: "${series.name}" needs one value per week`);
    }
  }
  return { ...template, labels };
}

function statement({ dateDaysAgo, ...template }: StatementTemplate, now: Date) {
  if (!STATEMENT_STATUSES.includes(template.status)) {
    throw new Error(`data/seed/dashboards/finance.json: unknown statement status`);
  }
  return { ...template, date: isoDay(noonDaysAgo(now, dateDaysAgo)) };
}

export function analyticsDashboard(now = new Date()): StoredDashboard {
  const template = readSeedJsonWithTranslations<AnalyticsTemplate>('dashboards/analytics.json');
  const { visitors, visitorsVsPageViews } = template;
  return {
    id: 'analytics',
    ...template,
    visitors: {
      series: {
        'this-year': visitors.series['this-year'].map((series) => datedSeries(series, now)),
        'last-year': visitors.series['last-year'].map((series) => datedSeries(series, now)),
      },
    },
    conversions: weekly(template.conversions, now),
    impressions: weekly(template.impressions, now),
    visits: weekly(template.visits, now),
    visitorsVsPageViews: {
      ...visitorsVsPageViews,
      series: visitorsVsPageViews.series.map((series) => datedSeries(series, now)),
    },
  };
}

export function cryptoDashboard(now = new Date()): StoredDashboard {
  const template = readSeedJson<CryptoTemplate>('dashboards/crypto.json');
  return {
    id: 'crypto',
    ...template,
    btc: { ...template.btc, price: { series: template.btc.price.series.map(minuteOffsets) } },
    watchlist: template.watchlist.map((coin) => ({
      ...coin,
      series: coin.series.map((series) => clockTimes(series, now)),
    })),
  };
}

export function financeDashboard(now = new Date()): StoredDashboard {
  const template = readSeedJsonWithTranslations<FinanceTemplate>('dashboards/finance.json');
  const { budget } = template;
  const statements = [template.previousStatement, template.currentStatement];
  // The fixed limits (FINANCE_LIMITS) are not sample values to be edited away.
  if (
    budget.expensesLimit !== FINANCE_LIMITS.expensesLimit ||
    budget.savingsGoal !== FINANCE_LIMITS.savingsGoal ||
    budget.billsLimit !== FINANCE_LIMITS.billsLimit ||
    statements.some((entry) => entry.limit !== FINANCE_LIMITS.cardLimit)
  ) {
    throw new Error(
      'data/seed/dashboards/finance.json must keep the finance dashboard’s fixed limits',
    );
  }
  return {
    id: 'finance',
    ...template,
    accountBalance: {
      ...template.accountBalance,
      series: template.accountBalance.series.map((series) => datedSeries(series, now)),
    },
    previousStatement: statement(template.previousStatement, now),
    currentStatement: statement(template.currentStatement, now),
    recentTransactions: template.recentTransactions.map(({ daysAgo, time, ...transaction }) => {
      if (!TRANSACTION_STATUSES.includes(transaction.status)) {
        throw new Error(`data/seed/dashboards/finance.json: unknown transaction status`);
      }
      const [hours, minutes] = time.split(':').map(Number);
      const day = noonDaysAgo(now, daysAgo);
      day.setUTCHours(hours, minutes);
      return { ...transaction, date: day.toISOString() };
    }),
  };
}

export function projectDashboard(now = new Date()): StoredDashboard {
  const template = readSeedJsonWithTranslations<ProjectTemplate>('dashboards/project.json');
  return {
    id: 'project',
    ...template,
    weeklyExpenses: weekly(template.weeklyExpenses, now),
    monthlyExpenses: weekly(template.monthlyExpenses, now),
    yearlyExpenses: weekly(template.yearlyExpenses, now),
  };
}

/** The four dashboards, dated from `now`. */
export function sampleDashboards(now = new Date()): StoredDashboard[] {
  return [
    analyticsDashboard(now),
    cryptoDashboard(now),
    financeDashboard(now),
    projectDashboard(now),
  ];
}

export const DASHBOARD_SEEDS = {
  dashboards: () => sampleDashboards(),
} satisfies AreaSeeds;
