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

export interface PageResult<T> {
  items: T[];
  pagination: { length: number; page: number; lastPage: number };
}

/** Fetches one page of the filtered list (1-based `page`, `size` records). */
export type PageFetcher<T> = (
  page: number,
  size: number,
  signal?: AbortSignal,
) => Promise<PageResult<T>>;

/**
 * Every record of a filtered list, page after page (largest page size the server allows).
 * `onProgress` hears how many records have arrived out of how many.
 */
export async function fetchAllPages<T>(
  fetchPage: PageFetcher<T>,
  options: {
    size?: number;
    signal?: AbortSignal;
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<T[]> {
  const size = options.size ?? 100;
  const items: T[] = [];
  let page = 1;
  let lastPage = 1;
  do {
    options.signal?.throwIfAborted();
    const result = await fetchPage(page, size, options.signal);
    items.push(...result.items);
    lastPage = result.pagination.lastPage;
    options.onProgress?.(items.length, result.pagination.length);
    if (result.items.length === 0) break;
    page += 1;
  } while (page <= lastPage);
  return items;
}
