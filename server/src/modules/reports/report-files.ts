/**
 * A report's table as a file: CSV (RFC 4180, the same rule as the web's CSV exports) or
 * XLSX (the shared writers of common/spreadsheet). Both hold the table as the screen shows it: one header row,
 * a row per figure line and a totals row; the XLSX adds a sheet naming the report and
 * its period.
 */
import {
  CSV_CONTENT_TYPE,
  toCsv as writeCsv,
  writeWorkbook,
  XLSX_CONTENT_TYPE,
} from '../../common/spreadsheet';
import type { Cell, ColumnType, ReportTable } from './report-figures';
import type { ReportFormat, ReportKind, ReportLanguage } from './report-kinds';
import { monthLabel, REPORT_LABELS } from './report-labels';

export interface ReportPeriodDays {
  /** First and last day, inclusive, YYYY-MM-DD. */
  from: string;
  to: string;
}

/** The table in words of one language, ready to write. */
export interface RenderedReport {
  title: string;
  headers: string[];
  types: ColumnType[];
  rows: (string | number)[][];
  totals: (string | number)[];
  period: ReportPeriodDays;
  generatedAt: Date;
  language: ReportLanguage;
}

export const CONTENT_TYPES: Readonly<Record<ReportFormat, string>> = {
  csv: CSV_CONTENT_TYPE,
  xlsx: XLSX_CONTENT_TYPE,
};

function cellText(type: ColumnType, value: Cell, language: ReportLanguage): string | number {
  const labels = REPORT_LABELS[language];
  if (typeof value === 'number') return value;
  if (value === null) {
    // A missing name reads "None"; a figure that has no value (no hires: no average), empty.
    return type === 'text' ? labels.none : '';
  }
  switch (type) {
    case 'stage':
      return labels.stages[value as keyof typeof labels.stages] ?? value;
    case 'source':
      return labels.sources[value as keyof typeof labels.sources] ?? value;
    case 'invoice-status':
      return labels.invoiceStatuses[value as keyof typeof labels.invoiceStatuses] ?? value;
    case 'month':
      return monthLabel(value, language);
    default:
      return value;
  }
}

export function renderReport(
  kind: ReportKind,
  table: ReportTable,
  period: ReportPeriodDays,
  language: ReportLanguage,
  generatedAt: Date,
): RenderedReport {
  const labels = REPORT_LABELS[language];
  const types = table.columns.map((column) => column.type);
  return {
    title: labels.kinds[kind],
    headers: table.columns.map((column) => labels.columns[column.key]),
    types,
    rows: table.rows.map((row) =>
      row.cells.map((cell, index) => cellText(types[index], cell, language)),
    ),
    totals: table.totals.map((cell, index) =>
      index === 0 ? labels.total : cell === null ? '' : cellText(types[index], cell, language),
    ),
    period,
    generatedAt,
    language,
  };
}

// --- Files ------------------------------------------------------------------------------

const NUMBER_FORMATS: Partial<Record<ColumnType, string>> = {
  count: '#,##0',
  points: '#,##0',
  days: '0.0',
};

/** RFC 4180 with CRLF line ends and a UTF-8 byte-order mark (Excel reads accents right). */
export function toCsv(report: RenderedReport): Buffer {
  return writeCsv([report.headers, ...report.rows, report.totals]);
}

/** The table (totals in bold) and a second sheet naming the report and its period. */
export function toXlsx(report: RenderedReport): Promise<Buffer> {
  const labels = REPORT_LABELS[report.language].file;
  return writeWorkbook({
    created: report.generatedAt,
    sheets: [
      {
        name: report.title,
        header: report.headers,
        rows: report.rows,
        footer: report.totals,
        numberFormats: report.types.map((type) => NUMBER_FORMATS[type]),
      },
      {
        name: labels.details,
        widths: [22, 40],
        boldFirstColumn: true,
        rows: [
          [labels.report, report.title],
          [labels.from, report.period.from],
          [labels.to, report.period.to],
          [labels.generatedAt, report.generatedAt.toISOString().slice(0, 16).replace('T', ' ')],
        ],
      },
    ],
  });
}

export function writeReport(report: RenderedReport, format: ReportFormat): Promise<Buffer> {
  return format === 'csv' ? Promise.resolve(toCsv(report)) : toXlsx(report);
}

/** `applicants-per-vacancy_2026-05-01_2026-05-31.xlsx`: ASCII, safe on every system. */
export function exportFileName(
  kind: ReportKind,
  period: ReportPeriodDays,
  format: ReportFormat,
): string {
  return `${kind}_${period.from}_${period.to}.${format}`;
}
