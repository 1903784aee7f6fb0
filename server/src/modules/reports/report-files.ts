/**
 * A report's table as a file: CSV (RFC 4180, the same rule as the web's CSV exports) or
 * XLSX (written by exceljs). Both hold the table as the screen shows it: one header row,
 * a row per figure line and a totals row; the XLSX adds a sheet naming the report and
 * its period.
 */
import { Workbook } from 'exceljs';
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
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
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

// --- CSV --------------------------------------------------------------------------------

const BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula (=, @, a + or - not followed by a plain number
 * or phone number) gets a leading apostrophe: CSV injection. Same rule as the web's.
 */
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s().,]*$))/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 with CRLF line ends and a UTF-8 byte-order mark (Excel reads accents right). */
export function toCsv(report: RenderedReport): Buffer {
  const lines = [report.headers, ...report.rows, report.totals].map((row) =>
    row.map(csvCell).join(','),
  );
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

// --- XLSX -------------------------------------------------------------------------------

const NUMBER_FORMATS: Partial<Record<ColumnType, string>> = {
  count: '#,##0',
  points: '#,##0',
  days: '0.0',
};

/** A sheet name Excel takes: at most 31 characters, none of []:*?/\. */
export function sheetName(title: string): string {
  return (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Report'
  );
}

export async function toXlsx(report: RenderedReport): Promise<Buffer> {
  const labels = REPORT_LABELS[report.language].file;
  const workbook = new Workbook();
  workbook.creator = 'Talento Admin';
  workbook.created = report.generatedAt;
  workbook.modified = report.generatedAt;

  const sheet = workbook.addWorksheet(sheetName(report.title), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = report.headers.map((header, index) => {
    const values = [header, ...report.rows.map((row) => row[index]), report.totals[index]];
    const widest = Math.max(...values.map((value) => String(value ?? '').length));
    return {
      header,
      width: Math.min(Math.max(widest + 2, 10), 60),
      style: NUMBER_FORMATS[report.types[index]]
        ? { numFmt: NUMBER_FORMATS[report.types[index]] }
        : {},
    };
  });
  sheet.getRow(1).font = { bold: true };
  for (const row of report.rows) sheet.addRow(row);
  const totals = sheet.addRow(report.totals);
  totals.font = { bold: true };
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: 1 + report.rows.length, column: report.headers.length },
  };

  const details = workbook.addWorksheet(sheetName(labels.details));
  details.columns = [{ width: 22 }, { width: 40 }];
  details.addRows([
    [labels.report, report.title],
    [labels.from, report.period.from],
    [labels.to, report.period.to],
    [labels.generatedAt, report.generatedAt.toISOString().slice(0, 16).replace('T', ' ')],
  ]);
  details.getColumn(1).font = { bold: true };

  return Buffer.from(await workbook.xlsx.writeBuffer());
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
