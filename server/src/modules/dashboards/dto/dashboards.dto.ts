import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ISSUE_SERIES_TYPES,
  STATEMENT_STATUSES,
  type StatementStatus,
  TRANSACTION_STATUSES,
  TREND_DIRECTIONS,
  type TransactionStatus,
  type TrendDirection,
} from '../dashboards.types';

// Answers only: the dashboards take no input. The shapes are those the original
// client reads (the Fuse demo's dashboards), field names and nesting included.

export class DatedPointDto {
  @ApiProperty({ format: 'date-time' })
  x!: string;

  y!: number;
}

export class DatedSeriesDto {
  name!: string;

  @ApiProperty({ type: () => [DatedPointDto] })
  data!: DatedPointDto[];
}

export class NumberSeriesDto {
  name!: string;

  @ApiProperty({ type: [Number] })
  data!: number[];
}

export class WeeklyFigureDto {
  amount!: number;

  /** One ISO interval per week, oldest first: `YYYY-MM-DD/YYYY-MM-DD`. */
  @ApiProperty({ type: [String], example: ['2026-03-02/2026-03-08'] })
  labels!: string[];

  @ApiProperty({ type: () => [NumberSeriesDto] })
  series!: NumberSeriesDto[];
}

export class AudienceShareDto {
  uniqueVisitors!: number;

  /** Per cent of the unique visitors, one per label. */
  @ApiProperty({ type: [Number] })
  series!: number[];

  /** The audience's groups, in the language asked for. */
  @ApiProperty({ type: [String] })
  labels!: string[];
}

export class VisitorsSeriesDto {
  @ApiProperty({ name: 'this-year', type: () => [DatedSeriesDto] })
  'this-year'!: DatedSeriesDto[];

  @ApiProperty({ name: 'last-year', type: () => [DatedSeriesDto] })
  'last-year'!: DatedSeriesDto[];
}

export class VisitorsDto {
  @ApiProperty({ type: () => VisitorsSeriesDto })
  series!: VisitorsSeriesDto;
}

export class VisitorsVsPageViewsDto {
  overallScore!: number;
  averageRatio!: number;
  predictedRatio!: number;

  @ApiProperty({ type: () => [DatedSeriesDto] })
  series!: DatedSeriesDto[];
}

export class AnalyticsDashboardDto {
  @ApiProperty({ type: () => VisitorsDto })
  visitors!: VisitorsDto;

  @ApiProperty({ type: () => WeeklyFigureDto })
  conversions!: WeeklyFigureDto;

  @ApiProperty({ type: () => WeeklyFigureDto })
  impressions!: WeeklyFigureDto;

  @ApiProperty({ type: () => WeeklyFigureDto })
  visits!: WeeklyFigureDto;

  @ApiProperty({ type: () => VisitorsVsPageViewsDto })
  visitorsVsPageViews!: VisitorsVsPageViewsDto;

  @ApiProperty({ type: () => AudienceShareDto })
  newVsReturning!: AudienceShareDto;

  @ApiProperty({ type: () => AudienceShareDto })
  gender!: AudienceShareDto;

  @ApiProperty({ type: () => AudienceShareDto })
  age!: AudienceShareDto;

  @ApiProperty({ type: () => AudienceShareDto })
  language!: AudienceShareDto;
}

export class TrendDto {
  @ApiProperty({ enum: TREND_DIRECTIONS })
  dir!: TrendDirection;

  /** The change, per cent. */
  amount!: number;
}

export class MinutePointDto {
  /** Minutes before now: 0 is now, -1 a minute earlier. */
  x!: number;
  y!: number;
}

export class MinuteSeriesDto {
  name!: string;

  @ApiProperty({ type: () => [MinutePointDto] })
  data!: MinutePointDto[];
}

export class BtcPriceDto {
  @ApiProperty({ type: () => [MinuteSeriesDto] })
  series!: MinuteSeriesDto[];
}

export class BtcDto {
  amount!: number;

  @ApiProperty({ type: () => TrendDto })
  trend!: TrendDto;

  marketCap!: number;
  volume!: number;
  supply!: number;
  allTimeHigh!: number;

  @ApiProperty({ type: () => BtcPriceDto })
  price!: BtcPriceDto;
}

export class CoinAmountsDto {
  btc!: number;
  eth!: number;
  bch!: number;
  xrp!: number;
}

export class ClockPointDto {
  /** The time of day, `HH:mm` (UTC). */
  @ApiProperty({ example: '14:05' })
  x!: string;

  y!: number;
}

export class ClockSeriesDto {
  name!: string;

  @ApiProperty({ type: () => [ClockPointDto] })
  data!: ClockPointDto[];
}

export class WatchedCoinDto {
  title!: string;

  @ApiProperty({ example: 'ETH' })
  iso!: string;

  amount!: number;

  @ApiProperty({ type: () => TrendDto })
  trend!: TrendDto;

  @ApiProperty({ type: () => [ClockSeriesDto] })
  series!: ClockSeriesDto[];
}

export class CryptoDashboardDto {
  @ApiProperty({ type: () => BtcDto })
  btc!: BtcDto;

  /** The price of one coin, in dollars. */
  @ApiProperty({ type: () => CoinAmountsDto })
  prices!: CoinAmountsDto;

  /** The coins held. */
  @ApiProperty({ type: () => CoinAmountsDto })
  wallets!: CoinAmountsDto;

  @ApiProperty({ type: () => [WatchedCoinDto] })
  watchlist!: WatchedCoinDto[];
}

export class AccountBalanceDto {
  /** Average monthly growth, per cent. */
  growRate!: number;

  /** Average monthly income. */
  ami!: number;

  @ApiProperty({ type: () => [DatedSeriesDto] })
  series!: DatedSeriesDto[];
}

export class BudgetDto {
  expenses!: number;

  @ApiProperty({ example: 20000 })
  expensesLimit!: number;

  savings!: number;

  @ApiProperty({ example: 250000 })
  savingsGoal!: number;

  bills!: number;

  @ApiProperty({ example: 1000 })
  billsLimit!: number;
}

export class StatementDto {
  @ApiProperty({ enum: STATEMENT_STATUSES })
  status!: StatementStatus;

  @ApiProperty({ format: 'date' })
  date!: string;

  /** The card limit. */
  @ApiProperty({ example: 34500 })
  limit!: number;

  spent!: number;
  minimum!: number;
}

export class TransactionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  transactionId!: string;

  /** A person's or company's name as it is; any other text in the language asked for. */
  name!: string;

  /** Positive: money in; negative: money out. */
  amount!: number;

  @ApiProperty({ enum: TRANSACTION_STATUSES })
  status!: TransactionStatus;

  @ApiProperty({ format: 'date-time' })
  date!: string;
}

export class FinanceDashboardDto {
  @ApiProperty({ type: () => AccountBalanceDto })
  accountBalance!: AccountBalanceDto;

  @ApiProperty({ type: () => BudgetDto })
  budget!: BudgetDto;

  @ApiProperty({ type: () => StatementDto })
  previousStatement!: StatementDto;

  @ApiProperty({ type: () => StatementDto })
  currentStatement!: StatementDto;

  @ApiProperty({ type: () => [TransactionDto] })
  recentTransactions!: TransactionDto[];
}

export class IssueCountsDto {
  @ApiProperty({ name: 'new-issues' })
  'new-issues'!: number;

  @ApiProperty({ name: 'closed-issues' })
  'closed-issues'!: number;

  @ApiProperty()
  fixed!: number;

  @ApiProperty({ name: 'wont-fix' })
  'wont-fix'!: number;

  @ApiProperty({ name: 're-opened' })
  're-opened'!: number;

  @ApiProperty({ name: 'needs-triage' })
  'needs-triage'!: number;
}

export class IssueCountsByWeekDto {
  @ApiProperty({ name: 'this-week', type: () => IssueCountsDto })
  'this-week'!: IssueCountsDto;

  @ApiProperty({ name: 'last-week', type: () => IssueCountsDto })
  'last-week'!: IssueCountsDto;
}

export class IssueSeriesDto extends NumberSeriesDto {
  @ApiProperty({ enum: ISSUE_SERIES_TYPES })
  type!: (typeof ISSUE_SERIES_TYPES)[number];
}

export class IssueSeriesByWeekDto {
  @ApiProperty({ name: 'this-week', type: () => [IssueSeriesDto] })
  'this-week'!: IssueSeriesDto[];

  @ApiProperty({ name: 'last-week', type: () => [IssueSeriesDto] })
  'last-week'!: IssueSeriesDto[];
}

export class GithubIssuesDto {
  @ApiProperty({ type: () => IssueCountsByWeekDto })
  overview!: IssueCountsByWeekDto;

  /** The days of the week, Monday first. */
  @ApiProperty({ type: [String] })
  labels!: string[];

  @ApiProperty({ type: () => IssueSeriesByWeekDto })
  series!: IssueSeriesByWeekDto;
}

export class TaskCountsDto {
  new!: number;
  completed!: number;
}

export class TaskCountsByWeekDto {
  @ApiProperty({ name: 'this-week', type: () => TaskCountsDto })
  'this-week'!: TaskCountsDto;

  @ApiProperty({ name: 'last-week', type: () => TaskCountsDto })
  'last-week'!: TaskCountsDto;
}

export class TaskSharesByWeekDto {
  @ApiProperty({ name: 'this-week', type: [Number] })
  'this-week'!: number[];

  @ApiProperty({ name: 'last-week', type: [Number] })
  'last-week'!: number[];
}

export class TaskDistributionDto {
  @ApiProperty({ type: () => TaskCountsByWeekDto })
  overview!: TaskCountsByWeekDto;

  /** The areas, in the language asked for. */
  @ApiProperty({ type: [String] })
  labels!: string[];

  /** Per cent of the tasks, one per label. */
  @ApiProperty({ type: () => TaskSharesByWeekDto })
  series!: TaskSharesByWeekDto;
}

export class ScheduleItemDto {
  /** In the language asked for. */
  title!: string;

  /** The time of day, `HH:mm`. */
  @ApiProperty({ example: '09:30' })
  time!: string;

  /** A room in the language asked for, a place's name as it is. */
  @ApiPropertyOptional()
  location?: string;
}

export class ScheduleDto {
  @ApiProperty({ type: () => [ScheduleItemDto] })
  today!: ScheduleItemDto[];

  @ApiProperty({ type: () => [ScheduleItemDto] })
  tomorrow!: ScheduleItemDto[];
}

export class BudgetDistributionDto {
  /** In the language asked for. */
  @ApiProperty({ type: [String] })
  categories!: string[];

  @ApiProperty({ type: () => [NumberSeriesDto] })
  series!: NumberSeriesDto[];
}

export class BudgetRowDto {
  id!: number;

  /** The budget's category, in the language asked for. */
  type!: string;

  total!: number;
  expensesAmount!: number;
  expensesPercentage!: number;
  remainingAmount!: number;
  remainingPercentage!: number;
}

export class BudgetDetailsDto {
  @ApiProperty({ type: [String] })
  columns!: string[];

  @ApiProperty({ type: () => [BudgetRowDto] })
  rows!: BudgetRowDto[];
}

export class TeamMemberDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: '/api/images/avatars/female-02.svg' })
  avatar!: string;

  name!: string;
  email!: string;
  phone!: string;

  /** The job title, in the language asked for. */
  title!: string;
}

export class ProjectDashboardDto {
  @ApiProperty({ type: () => GithubIssuesDto })
  githubIssues!: GithubIssuesDto;

  @ApiProperty({ type: () => TaskDistributionDto })
  taskDistribution!: TaskDistributionDto;

  @ApiProperty({ type: () => ScheduleDto })
  schedule!: ScheduleDto;

  @ApiProperty({ type: () => BudgetDistributionDto })
  budgetDistribution!: BudgetDistributionDto;

  @ApiProperty({ type: () => WeeklyFigureDto })
  weeklyExpenses!: WeeklyFigureDto;

  @ApiProperty({ type: () => WeeklyFigureDto })
  monthlyExpenses!: WeeklyFigureDto;

  @ApiProperty({ type: () => WeeklyFigureDto })
  yearlyExpenses!: WeeklyFigureDto;

  @ApiProperty({ type: () => BudgetDetailsDto })
  budgetDetails!: BudgetDetailsDto;

  @ApiProperty({ type: () => [TeamMemberDto] })
  teamMembers!: TeamMemberDto[];
}
