/**
 * The figures of every report, as pure functions over plain records and a date range:
 * no Nest, no store. The reports module feeds them the collections; the summary board
 * (apps/tablero) may reuse them the same way.
 *
 * Each answers a table: typed columns, rows of cells, a totals row, and how to chart it.
 * Ranges are half-open UTC ranges (common/period).
 */
import { type DateRange, inRange, monthsOf } from '../../common/period/period';
import { APPLICANT_SOURCES, type Applicant } from '../applicants/applicant.types';
import { APPLICATION_STAGES, type Application } from '../applications/application.types';
import type { Category } from '../categories/category.types';
import type { Company } from '../companies/company.types';
import { INVOICE_STATUSES, type Invoice } from '../invoices/invoice.types';
import type { PointsEntry } from '../members/member.types';
import type { Redemption } from '../redemptions/redemption.types';
import type { Vacancy } from '../vacancies/vacancy.types';

/**
 * How a column's cells read. `text` is data as stored (a name; null: none); `stage`,
 * `source` and `invoice-status` are keys the reader translates; `month` is `YYYY-MM`;
 * `count`, `points` and `days` are numbers (days with one decimal).
 */
export const COLUMN_TYPES = [
  'text',
  'stage',
  'source',
  'invoice-status',
  'month',
  'count',
  'points',
  'days',
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const COLUMN_KEYS = [
  'code',
  'vacancy',
  'company',
  'category',
  'stage',
  'source',
  'status',
  'month',
  'applicants',
  'applications',
  'hired',
  'hires',
  'vacancies',
  'averageDays',
  'medianDays',
  'redemptions',
  'pointsRedeemed',
  'pointsAwarded',
  'invoices',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

export interface ReportColumn {
  key: ColumnKey;
  type: ColumnType;
}

export type Cell = string | number | null;

export interface ReportRow {
  /** The record or key the row stands for (a vacancy id, a stage...); null for "none". */
  id: string | null;
  cells: Cell[];
}

export const CHART_KINDS = ['bar', 'line', 'doughnut'] as const;
export type ReportChartKind = (typeof CHART_KINDS)[number];

export interface ReportChart {
  kind: ReportChartKind;
  horizontal: boolean;
  /** The column whose cells name the chart's points. */
  labelColumn: number;
  /** The columns drawn, one series each. */
  valueColumns: number[];
}

export interface ReportTable {
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The totals of the whole period, cell by cell (null where a total means nothing). */
  totals: Cell[];
  chart: ReportChart;
}

// --- Shared helpers -------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** One decimal, as the days columns show them. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return oneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length);
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return oneDecimal(value);
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Rows with the largest figure first, then by their label ("none" last). */
function byFigureThenLabel(figure: number, label: number) {
  return (a: ReportRow, b: ReportRow) => {
    const byFigure = (b.cells[figure] as number) - (a.cells[figure] as number);
    if (byFigure !== 0) return byFigure;
    const [first, second] = [a.cells[label], b.cells[label]];
    if (first === null || second === null)
      return (first === null ? 1 : 0) - (second === null ? 1 : 0);
    return collator.compare(String(first), String(second));
  };
}

/** When an application was hired: the last time it entered `hired`, while it still is. */
export function hiredAt(application: Pick<Application, 'stage' | 'history'>): string | null {
  if (application.stage !== 'hired') return null;
  for (let index = application.history.length - 1; index >= 0; index -= 1) {
    if (application.history[index].stage === 'hired') return application.history[index].at;
  }
  return null;
}

type VacancyRecord = Pick<Vacancy, 'id' | 'code' | 'title' | 'companyId' | 'categoryId'>;
type ApplicationRecord = Pick<
  Application,
  'id' | 'vacancyId' | 'applicantId' | 'stage' | 'history' | 'createdAt'
>;
type Named = { id: string; name: string };

function nameOf(records: readonly Named[], id: string | null): string | null {
  if (id === null) return null;
  return records.find((record) => record.id === id)?.name ?? null;
}

// --- Recruitment ----------------------------------------------------------------------

/**
 * Applications made in the period, per vacancy: how many, and how many of them are hired
 * now. Vacancies without applications in the period are left out.
 */
export function applicantsPerVacancy(
  input: {
    applications: readonly ApplicationRecord[];
    vacancies: readonly VacancyRecord[];
    companies: readonly Pick<Company, 'id' | 'name'>[];
  },
  range: DateRange,
): ReportTable {
  const inPeriod = input.applications.filter((one) => inRange(one.createdAt, range));
  const byVacancy = new Map<string, ApplicationRecord[]>();
  for (const application of inPeriod) {
    byVacancy.set(application.vacancyId, [
      ...(byVacancy.get(application.vacancyId) ?? []),
      application,
    ]);
  }
  const rows: ReportRow[] = [...byVacancy].map(([vacancyId, applications]) => {
    const vacancy = input.vacancies.find((one) => one.id === vacancyId);
    return {
      id: vacancyId,
      cells: [
        vacancy?.code ?? null,
        vacancy ? vacancy.title || vacancy.code : null,
        nameOf(input.companies, vacancy?.companyId ?? null),
        applications.length,
        applications.filter((one) => one.stage === 'hired').length,
      ],
    };
  });
  rows.sort(byFigureThenLabel(3, 1));
  return {
    columns: [
      { key: 'code', type: 'text' },
      { key: 'vacancy', type: 'text' },
      { key: 'company', type: 'text' },
      { key: 'applicants', type: 'count' },
      { key: 'hired', type: 'count' },
    ],
    rows,
    totals: [
      null,
      null,
      null,
      inPeriod.length,
      inPeriod.filter((one) => one.stage === 'hired').length,
    ],
    chart: { kind: 'bar', horizontal: true, labelColumn: 1, valueColumns: [3] },
  };
}

/** Applications made in the period, per the stage they are in now (every stage listed). */
export function applicantsPerStage(
  input: { applications: readonly Pick<Application, 'stage' | 'createdAt'>[] },
  range: DateRange,
): ReportTable {
  const inPeriod = input.applications.filter((one) => inRange(one.createdAt, range));
  return {
    columns: [
      { key: 'stage', type: 'stage' },
      { key: 'applications', type: 'count' },
    ],
    rows: APPLICATION_STAGES.map((stage) => ({
      id: stage,
      cells: [stage, inPeriod.filter((one) => one.stage === stage).length],
    })),
    totals: [null, inPeriod.length],
    chart: { kind: 'bar', horizontal: false, labelColumn: 0, valueColumns: [1] },
  };
}

/** Applicants registered in the period, per the source they came from (every source). */
export function applicantsPerSource(
  input: { applicants: readonly Pick<Applicant, 'source' | 'createdAt'>[] },
  range: DateRange,
): ReportTable {
  const inPeriod = input.applicants.filter((one) => inRange(one.createdAt, range));
  return {
    columns: [
      { key: 'source', type: 'source' },
      { key: 'applicants', type: 'count' },
    ],
    rows: APPLICANT_SOURCES.map((source) => ({
      id: source,
      cells: [source, inPeriod.filter((one) => one.source === source).length],
    })),
    totals: [null, inPeriod.length],
    chart: { kind: 'doughnut', horizontal: false, labelColumn: 0, valueColumns: [1] },
  };
}

interface Hire {
  application: ApplicationRecord;
  vacancy: VacancyRecord | undefined;
  at: string;
}

function hiresIn(
  applications: readonly ApplicationRecord[],
  vacancies: readonly VacancyRecord[],
  range: DateRange,
): Hire[] {
  return applications.flatMap((application) => {
    const at = hiredAt(application);
    if (!at || !inRange(at, range)) return [];
    return [{ application, vacancy: vacancies.find((v) => v.id === application.vacancyId), at }];
  });
}

/** Hires made in the period (applications that entered `hired` and stay there), per company. */
export function hiresPerCompany(
  input: {
    applications: readonly ApplicationRecord[];
    vacancies: readonly VacancyRecord[];
    companies: readonly Pick<Company, 'id' | 'name'>[];
  },
  range: DateRange,
): ReportTable {
  const hires = hiresIn(input.applications, input.vacancies, range);
  const byCompany = new Map<string | null, Hire[]>();
  for (const hire of hires) {
    const companyId = hire.vacancy?.companyId ?? null;
    byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), hire]);
  }
  const distinctVacancies = (list: readonly Hire[]) =>
    new Set(list.map((hire) => hire.application.vacancyId)).size;
  const rows: ReportRow[] = [...byCompany].map(([companyId, list]) => ({
    id: companyId,
    cells: [nameOf(input.companies, companyId), list.length, distinctVacancies(list)],
  }));
  rows.sort(byFigureThenLabel(1, 0));
  return {
    columns: [
      { key: 'company', type: 'text' },
      { key: 'hires', type: 'count' },
      { key: 'vacancies', type: 'count' },
    ],
    rows,
    totals: [null, hires.length, distinctVacancies(hires)],
    chart: { kind: 'bar', horizontal: true, labelColumn: 0, valueColumns: [1] },
  };
}

/** Days from the application to the hire. */
function daysToHire(hire: Hire): number {
  return (Date.parse(hire.at) - Date.parse(hire.application.createdAt)) / DAY_MS;
}

/**
 * Time to hire of the period's hires, per the vacancy's category: the days from the
 * application to the hire, on average and the median (one decimal).
 */
export function timeToHirePerCategory(
  input: {
    applications: readonly ApplicationRecord[];
    vacancies: readonly VacancyRecord[];
    categories: readonly Pick<Category, 'id' | 'name'>[];
  },
  range: DateRange,
): ReportTable {
  const hires = hiresIn(input.applications, input.vacancies, range);
  const byCategory = new Map<string | null, number[]>();
  for (const hire of hires) {
    const categoryId = hire.vacancy?.categoryId ?? null;
    byCategory.set(categoryId, [...(byCategory.get(categoryId) ?? []), daysToHire(hire)]);
  }
  const rows: ReportRow[] = [...byCategory].map(([categoryId, days]) => ({
    id: categoryId,
    cells: [nameOf(input.categories, categoryId), days.length, average(days), median(days)],
  }));
  rows.sort(byFigureThenLabel(1, 0));
  const all = hires.map(daysToHire);
  return {
    columns: [
      { key: 'category', type: 'text' },
      { key: 'hires', type: 'count' },
      { key: 'averageDays', type: 'days' },
      { key: 'medianDays', type: 'days' },
    ],
    rows,
    totals: [null, all.length, average(all), median(all)],
    chart: { kind: 'bar', horizontal: true, labelColumn: 0, valueColumns: [2] },
  };
}

// --- Rewards --------------------------------------------------------------------------

/** Ledger reasons that give members points (refunds only give back what was spent). */
const EARNING_REASONS: ReadonlySet<PointsEntry['reason']> = new Set([
  'trivia',
  'invoice',
  'adjustment',
]);

const monthKey = (iso: string) => iso.slice(0, 7);

/**
 * Per month of the period (only its days): redemptions made and not cancelled, the points
 * they took, and the points members earned (trivias, invoices and positive adjustments).
 */
export function redemptionsPerMonth(
  input: {
    redemptions: readonly Pick<Redemption, 'points' | 'status' | 'createdAt'>[];
    ledger: readonly Pick<PointsEntry, 'delta' | 'reason' | 'at'>[];
  },
  range: DateRange,
): ReportTable {
  const redemptions = input.redemptions.filter(
    (one) => one.status !== 'cancelled' && inRange(one.createdAt, range),
  );
  const earned = input.ledger.filter(
    (entry) => entry.delta > 0 && EARNING_REASONS.has(entry.reason) && inRange(entry.at, range),
  );
  const rows: ReportRow[] = monthsOf(range).map((start) => {
    const month = start.toISOString().slice(0, 7);
    const ofMonth = redemptions.filter((one) => monthKey(one.createdAt) === month);
    return {
      id: month,
      cells: [
        month,
        ofMonth.length,
        sum(ofMonth.map((one) => one.points)),
        sum(earned.filter((entry) => monthKey(entry.at) === month).map((entry) => entry.delta)),
      ],
    };
  });
  return {
    columns: [
      { key: 'month', type: 'month' },
      { key: 'redemptions', type: 'count' },
      { key: 'pointsRedeemed', type: 'points' },
      { key: 'pointsAwarded', type: 'points' },
    ],
    rows,
    totals: [
      null,
      redemptions.length,
      sum(redemptions.map((one) => one.points)),
      sum(earned.map((entry) => entry.delta)),
    ],
    chart: { kind: 'bar', horizontal: false, labelColumn: 0, valueColumns: [2, 3] },
  };
}

/** Invoices handed in during the period, per status (every status), and the points given. */
export function invoicesPerStatus(
  input: { invoices: readonly Pick<Invoice, 'status' | 'pointsAwarded' | 'createdAt'>[] },
  range: DateRange,
): ReportTable {
  const inPeriod = input.invoices.filter((one) => inRange(one.createdAt, range));
  const points = (list: typeof inPeriod) => sum(list.map((one) => one.pointsAwarded ?? 0));
  return {
    columns: [
      { key: 'status', type: 'invoice-status' },
      { key: 'invoices', type: 'count' },
      { key: 'pointsAwarded', type: 'points' },
    ],
    rows: INVOICE_STATUSES.map((status) => {
      const ofStatus = inPeriod.filter((one) => one.status === status);
      return { id: status, cells: [status, ofStatus.length, points(ofStatus)] };
    }),
    totals: [null, inPeriod.length, points(inPeriod)],
    chart: { kind: 'doughnut', horizontal: false, labelColumn: 0, valueColumns: [1] },
  };
}
