import type { TFunction } from 'i18next';
import { can, type Role } from '../../../lib/access';
import type { Cell, Report, ReportColumn, ReportKind, SavedReport } from '../api/reports';

/** The reports, in the order the picker lists them, with the role each needs. */
export const REPORT_KINDS: readonly { kind: ReportKind; role: Role }[] = [
  { kind: 'applicants-per-vacancy', role: 'recruiter' },
  { kind: 'applicants-per-stage', role: 'recruiter' },
  { kind: 'applicants-per-source', role: 'recruiter' },
  { kind: 'hires-per-company', role: 'recruiter' },
  { kind: 'time-to-hire-per-category', role: 'recruiter' },
  { kind: 'redemptions-per-month', role: 'rewards' },
  { kind: 'invoices-per-status', role: 'rewards' },
];

/** The reports an account's roles allow (admins: all). */
export function kindsFor(roles: readonly Role[]): ReportKind[] {
  return REPORT_KINDS.filter(({ role }) => can(roles, role)).map(({ kind }) => kind);
}

export function isReportKind(value: unknown): value is ReportKind {
  return REPORT_KINDS.some(({ kind }) => kind === value);
}

/** The list behind a row, where there is one (the report's role opens it). */
export function linkFor(kind: ReportKind, id: string | null): string | undefined {
  if (id === null) return undefined;
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (kind) {
    case 'applicants-per-vacancy':
      return `/apps/candidates?${query({ vacancy: id })}`;
    case 'applicants-per-source':
      return `/apps/Busquedapostulante?${query({ source: id })}`;
    case 'hires-per-company':
      return `/apps/listadovacanciaInterna?${query({ companyId: id })}`;
    case 'time-to-hire-per-category':
      return `/apps/listadovacanciaInterna?${query({ categoryId: id })}`;
    case 'invoices-per-status':
      return id === 'pending'
        ? '/apps/facturas-completadas'
        : `/apps/facturas-completadas?${query({ tab: 'completed', status: id })}`;
    default:
      return undefined;
  }
}

const isNumeric = (column: ReportColumn) =>
  column.type === 'count' || column.type === 'points' || column.type === 'days';

export { isNumeric };

/** A month (`YYYY-MM`) as the language writes it: "May 2026". */
export function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00.000Z`));
}

type Stage = 'applied' | 'screening' | 'interview' | 'offer' | 'hired' | 'rejected';
type Source = 'website' | 'referral' | 'linkedin' | 'job-board' | 'agency' | 'event' | 'other';
type InvoiceStatus = 'pending' | 'approved' | 'rejected';

/** One cell as the table shows it (the same words as the exported file). */
export function cellText(
  column: ReportColumn,
  value: Cell,
  t: TFunction,
  language: string,
): string {
  if (typeof value === 'number') {
    return new Intl.NumberFormat(language, {
      maximumFractionDigits: column.type === 'days' ? 1 : 0,
      minimumFractionDigits: column.type === 'days' ? 1 : 0,
    }).format(value);
  }
  if (value === null) return column.type === 'text' ? t('reports.none') : '';
  switch (column.type) {
    case 'stage':
      return t(`reports.stages.${value as Stage}`);
    case 'source':
      return t(`reports.sources.${value as Source}`);
    case 'invoice-status':
      return t(`reports.invoiceStatuses.${value as InvoiceStatus}`);
    case 'month':
      return monthLabel(value, language);
    default:
      return value;
  }
}

/** The weekday (1 Monday ... 7 Sunday) in the reader's language. */
export function weekdayName(weekday: number, language: string): string {
  // 5 January 2026 is a Monday.
  const day = new Date(Date.UTC(2026, 0, 4 + weekday));
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(day);
}

/** "Every Monday at 08:00 UTC". */
export function describeSchedule(
  schedule: SavedReport['schedule'],
  t: TFunction,
  language: string,
): string {
  switch (schedule.frequency) {
    case 'daily':
      return t('reports.schedule.daily', { time: schedule.time });
    case 'weekly':
      return t('reports.schedule.weekly', {
        time: schedule.time,
        weekday: weekdayName(schedule.weekday ?? 1, language),
      });
    case 'monthly':
      return t('reports.schedule.monthly', { time: schedule.time, day: schedule.dayOfMonth ?? 1 });
  }
}

/** A moment in UTC, as the schedule speaks: "18 May 2026, 08:00 UTC". */
export function formatUtc(iso: string, language: string): string {
  const text = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `${text} UTC`;
}

/** Bars a horizontal chart draws at most: the largest rows (the table holds them all). */
export const CHART_ROWS_MAX = 15;

/** The rows a report's chart draws: every one, or the largest of a long ranking. */
export function chartRows(report: Report): Report['rows'] {
  return report.chart.horizontal ? report.rows.slice(0, CHART_ROWS_MAX) : report.rows;
}

/** The chart's labels and series from the report's table. */
export function chartOf(report: Report, t: TFunction, language: string) {
  const { labelColumn, valueColumns } = report.chart;
  const labelCol = report.columns[labelColumn];
  const rows = chartRows(report);
  return {
    labels: rows.map((row) => cellText(labelCol, row.cells[labelColumn], t, language)),
    series: valueColumns.map((index) => ({
      label: t(`reports.columns.${report.columns[index].key}`),
      data: rows.map((row) => Number(row.cells[index] ?? 0)),
    })),
    labelHeader: t(`reports.columns.${labelCol.key}`),
  };
}
