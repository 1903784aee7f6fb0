/**
 * CSV that Excel and LibreOffice open correctly: RFC 4180 quoting, CRLF line ends and a
 * UTF-8 byte-order mark so accents (Ñ, ş, é) survive a double-click in Excel.
 */
export const CSV_BOM = '\uFEFF';

/**
 * Text that a spreadsheet would run as a formula (=, @, a + or - not followed by a plain
 * number or phone number) gets a leading apostrophe: CSV injection.
 */
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s().,]*$))/;

/** One cell as CSV text. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.map((item) => String(item)).join('; ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvOptions {
  /** Default true. */
  bom?: boolean;
}

/** A whole CSV document: a header row, then one row per record. */
export function toCsv(
  headers: readonly string[],
  rows: readonly (readonly unknown[])[],
  options: CsvOptions = {},
): string {
  const lines = [headers, ...rows].map((row) => row.map(csvCell).join(','));
  return `${options.bom === false ? '' : CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** A file name safe on every system: `companies-2026-11-23.csv` (or `.xlsx`). */
export function exportFileName(base: string, extension: string, now = new Date()): string {
  const safe = base.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  return `${safe}-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** A CSV file name safe on every system: `companies-2026-11-23.csv`. */
export function csvFileName(base: string, now = new Date()): string {
  return exportFileName(base, 'csv', now);
}

/** Hands a CSV document to the browser as a download. */
export function downloadCsv(fileName: string, content: string): void {
  const blob = new Blob([content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
