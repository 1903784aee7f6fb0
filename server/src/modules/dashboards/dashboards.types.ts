/**
 * The four demo dashboards (analytics, crypto, finance, project), in the shapes the
 * original client (the Fuse Angular demo) reads from
 * `GET api/dashboards/<name>`. Their figures are static sample data: one stored record per
 * dashboard, seeded from data/seed/dashboards. The sample's texts (transactions, the
 * schedule, job titles, categories) carry their translations on the part that shows them,
 * and are answered in the language asked for; names of people, companies and coins stay.
 */

import type { Translations } from '../../common/languages/content-language';

export const DASHBOARD_IDS = ['analytics', 'crypto', 'finance', 'project'] as const;
export type DashboardId = (typeof DASHBOARD_IDS)[number];

/** A point of a time series: `x` an ISO date-time. */
export interface DatedPoint {
  x: string;
  y: number;
}

export interface NamedSeries<T> {
  name: string;
  data: T[];
}

/** A figure over the last weeks: `labels` are ISO intervals, `YYYY-MM-DD/YYYY-MM-DD`. */
export interface WeeklyFigure {
  amount: number;
  labels: string[];
  series: NamedSeries<number>[];
}

/** Shares (percentages) of the unique visitors, one per label. */
export interface AudienceShare {
  uniqueVisitors: number;
  series: number[];
  labels: string[];
  translations?: Translations<{ labels: string[] }>;
}

export interface AnalyticsDashboard {
  visitors: {
    series: { 'this-year': NamedSeries<DatedPoint>[]; 'last-year': NamedSeries<DatedPoint>[] };
  };
  conversions: WeeklyFigure;
  impressions: WeeklyFigure;
  visits: WeeklyFigure;
  visitorsVsPageViews: {
    overallScore: number;
    averageRatio: number;
    predictedRatio: number;
    series: NamedSeries<DatedPoint>[];
  };
  newVsReturning: AudienceShare;
  gender: AudienceShare;
  age: AudienceShare;
  language: AudienceShare;
}

export const TREND_DIRECTIONS = ['up', 'down'] as const;
export type TrendDirection = (typeof TREND_DIRECTIONS)[number];

export interface Trend {
  dir: TrendDirection;
  /** The change in per cent. */
  amount: number;
}

/** Crypto prices by currency code. */
export interface CoinAmounts {
  btc: number;
  eth: number;
  bch: number;
  xrp: number;
}

export interface WatchedCoin {
  title: string;
  iso: string;
  amount: number;
  trend: Trend;
  /** `x` the time of day, `HH:mm` (UTC). */
  series: NamedSeries<{ x: string; y: number }>[];
}

export interface CryptoDashboard {
  btc: {
    amount: number;
    trend: Trend;
    marketCap: number;
    volume: number;
    supply: number;
    allTimeHigh: number;
    /** `x` minutes before now (0 is now, -1 a minute earlier). */
    price: { series: NamedSeries<{ x: number; y: number }>[] };
  };
  prices: CoinAmounts;
  wallets: CoinAmounts;
  watchlist: WatchedCoin[];
}

/** A finance statement is paid or pending. */
export const STATEMENT_STATUSES = ['paid', 'pending'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/** A finance transaction is completed or pending. */
export const TRANSACTION_STATUSES = ['completed', 'pending'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The finance dashboard's fixed limits: they are not sample figures. */
export const FINANCE_LIMITS = {
  expensesLimit: 20_000,
  savingsGoal: 250_000,
  billsLimit: 1_000,
  cardLimit: 34_500,
} as const;

export interface Statement {
  status: StatementStatus;
  /** The statement's day, `YYYY-MM-DD`. */
  date: string;
  /** The card limit. */
  limit: number;
  spent: number;
  minimum: number;
}

export interface Transaction {
  id: string;
  transactionId: string;
  name: string;
  /** Positive: money in; negative: money out. */
  amount: number;
  status: TransactionStatus;
  /** ISO date-time. */
  date: string;
  /** Only for what is no name (a person's or a company's stays as it is). */
  translations?: Translations<{ name: string }>;
}

export interface FinanceDashboard {
  accountBalance: {
    /** Average monthly growth, per cent. */
    growRate: number;
    /** Average monthly income. */
    ami: number;
    series: NamedSeries<DatedPoint>[];
  };
  budget: {
    expenses: number;
    expensesLimit: number;
    savings: number;
    savingsGoal: number;
    bills: number;
    billsLimit: number;
  };
  previousStatement: Statement;
  currentStatement: Statement;
  recentTransactions: Transaction[];
}

export const ISSUE_COUNTS = [
  'new-issues',
  'closed-issues',
  'fixed',
  'wont-fix',
  're-opened',
  'needs-triage',
] as const;
export type IssueCounts = Record<(typeof ISSUE_COUNTS)[number], number>;

export const ISSUE_SERIES_TYPES = ['line', 'column'] as const;

export interface IssueSeries extends NamedSeries<number> {
  type: (typeof ISSUE_SERIES_TYPES)[number];
}

export interface ScheduleItem {
  title: string;
  /** The time of day, `HH:mm`. */
  time: string;
  location?: string;
  translations?: Translations<{ title?: string; location?: string }>;
}

export interface BudgetRow {
  id: number;
  type: string;
  total: number;
  expensesAmount: number;
  expensesPercentage: number;
  remainingAmount: number;
  remainingPercentage: number;
  translations?: Translations<{ type: string }>;
}

export interface TeamMember {
  id: string;
  avatar: string;
  name: string;
  email: string;
  phone: string;
  /** The job title. */
  title: string;
  translations?: Translations<{ title: string }>;
}

/** One week's and the week before's figures. */
export interface ByWeek<T> {
  'this-week': T;
  'last-week': T;
}

export interface ProjectDashboard {
  githubIssues: {
    overview: ByWeek<IssueCounts>;
    /** The days of the week, Monday first. */
    labels: string[];
    series: ByWeek<IssueSeries[]>;
  };
  taskDistribution: {
    overview: ByWeek<{ new: number; completed: number }>;
    labels: string[];
    series: ByWeek<number[]>;
    translations?: Translations<{ labels: string[] }>;
  };
  schedule: { today: ScheduleItem[]; tomorrow: ScheduleItem[] };
  budgetDistribution: {
    categories: string[];
    series: NamedSeries<number>[];
    translations?: Translations<{ categories: string[] }>;
  };
  weeklyExpenses: WeeklyFigure;
  monthlyExpenses: WeeklyFigure;
  yearlyExpenses: WeeklyFigure;
  budgetDetails: { columns: string[]; rows: BudgetRow[] };
  teamMembers: TeamMember[];
}

export interface DashboardsById {
  analytics: AnalyticsDashboard;
  crypto: CryptoDashboard;
  finance: FinanceDashboard;
  project: ProjectDashboard;
}

/** A stored dashboard: its name as id, and the figures the API answers (with translations). */
export type StoredDashboard = {
  [K in DashboardId]: { id: K } & DashboardsById[K];
}[DashboardId];

// The seed files (data/seed/dashboards/*.json): the figures, with dates written as
// distances from the day of seeding so that the sample is as recent whenever it is seeded.

/** Values one step apart, the last `endDaysAgo` days before the day of seeding. */
export interface DailySeriesTemplate {
  name: string;
  stepDays: number;
  endDaysAgo: number;
  values: number[];
}

/** Values one step apart, the last at the moment of seeding. */
export interface MinuteSeriesTemplate {
  name: string;
  stepMinutes: number;
  values: number[];
}

/** `weeks` week-long intervals, the last ending on the day of seeding. */
export interface WeeklyFigureTemplate extends Omit<WeeklyFigure, 'labels'> {
  labels: { weeks: number };
}

export interface AnalyticsTemplate extends Omit<
  AnalyticsDashboard,
  'visitors' | 'visitorsVsPageViews' | 'conversions' | 'impressions' | 'visits'
> {
  visitors: {
    series: { 'this-year': DailySeriesTemplate[]; 'last-year': DailySeriesTemplate[] };
  };
  conversions: WeeklyFigureTemplate;
  impressions: WeeklyFigureTemplate;
  visits: WeeklyFigureTemplate;
  visitorsVsPageViews: Omit<AnalyticsDashboard['visitorsVsPageViews'], 'series'> & {
    series: DailySeriesTemplate[];
  };
}

export interface CryptoTemplate extends Omit<CryptoDashboard, 'btc' | 'watchlist'> {
  btc: Omit<CryptoDashboard['btc'], 'price'> & { price: { series: MinuteSeriesTemplate[] } };
  watchlist: (Omit<WatchedCoin, 'series'> & { series: MinuteSeriesTemplate[] })[];
}

export interface StatementTemplate extends Omit<Statement, 'date'> {
  /** Days before the day of seeding (negative: after it). */
  dateDaysAgo: number;
}

export interface FinanceTemplate extends Omit<
  FinanceDashboard,
  'accountBalance' | 'previousStatement' | 'currentStatement' | 'recentTransactions'
> {
  accountBalance: Omit<FinanceDashboard['accountBalance'], 'series'> & {
    series: DailySeriesTemplate[];
  };
  previousStatement: StatementTemplate;
  currentStatement: StatementTemplate;
  recentTransactions: (Omit<Transaction, 'date'> & { daysAgo: number; time: string })[];
}

export interface ProjectTemplate extends Omit<
  ProjectDashboard,
  'weeklyExpenses' | 'monthlyExpenses' | 'yearlyExpenses'
> {
  weeklyExpenses: WeeklyFigureTemplate;
  monthlyExpenses: WeeklyFigureTemplate;
  yearlyExpenses: WeeklyFigureTemplate;
}
