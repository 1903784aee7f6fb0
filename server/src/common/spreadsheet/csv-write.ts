/**
 * CSV that Excel and LibreOffice open correctly: RFC 4180 quoting, CRLF line ends and a
 * UTF-8 byte-order mark, so accents survive a double-click in Excel. The same rule as the
 * web's CSV exports (web/src/components/data-table/csv.ts).
 */

/** A cell of a written table: text, a number, or nothing. */
export type CsvValue = string | number | boolean | null | undefined;

const BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula (=, @, a + or - not followed by a plain number
 * or phone number) gets a leading apostrophe: CSV injection. Same rule as the web's.
 */
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s().,]*$))/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the header first) as a CSV document with a BOM and CRLF line ends. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): Buffer {
  const lines = rows.map((row) => row.map(csvCell).join(','));
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
