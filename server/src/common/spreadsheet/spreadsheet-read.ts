/**
 * Reading a spreadsheet someone uploads: an XLSX workbook (its first sheet) or a CSV
 * text file, told apart by their bytes, never by the file's name. Every cell comes back
 * as text, the way the file shows it; what the text means is for the caller to decide.
 */
import { parse } from 'csv-parse/sync';
import type { CellValue } from 'exceljs';
import { isPdf, sniffImage, startsWith } from '../files/magic-bytes';
import { loadExcel } from './load-excel';
import { zipUnpackedSize } from './zip-size';

export type SpreadsheetFormat = 'csv' | 'xlsx';

export interface SpreadsheetLimits {
  /** Data rows after the header; more is refused. */
  maxRows: number;
  /** Columns; more is refused. */
  maxColumns: number;
  /** Bytes an XLSX may unpack to. */
  maxUnpackedBytes: number;
}

export interface Spreadsheet {
  format: SpreadsheetFormat;
  /** The first row's cells (blank ones ''), as many as the widest row has columns. */
  headers: string[];
  /** The rows below the header, each with its line number in the file (the header is 1). */
  rows: SpreadsheetRow[];
}

export interface SpreadsheetRow {
  /** Its row number as a spreadsheet shows the file: the header is row 1 (blank rows count). */
  line: number;
  cells: string[];
}

/** Why a file could not be read, in words for the person who sent it. */
export class SpreadsheetError extends Error {
  constructor(
    readonly reason: 'not-spreadsheet' | 'too-many-rows' | 'too-many-columns' | 'empty',
    message: string,
  ) {
    super(message);
    this.name = 'SpreadsheetError';
  }
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Excel 97-2003 (.xls) and other OLE compound files. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * XLSX when the bytes are a ZIP archive, CSV when they are text, null otherwise. A PDF or
 * an image is no text even when its first bytes read as such (a PDF's header and its
 * objects are mostly ASCII).
 */
export function sniffSpreadsheet(bytes: Buffer): SpreadsheetFormat | null {
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (isPdf(bytes) || sniffImage(bytes) !== null) return null;
  return decodeText(bytes) === null ? null : 'csv';
}

export async function readSpreadsheet(
  bytes: Buffer,
  limits: SpreadsheetLimits,
): Promise<Spreadsheet> {
  if (bytes.length === 0) throw new SpreadsheetError('empty', 'The file is empty');
  if (startsWith(bytes, OLE)) {
    throw new SpreadsheetError(
      'not-spreadsheet',
      'Excel 97-2003 workbooks (.xls) cannot be read: save the file as XLSX or CSV',
    );
  }
  const rows = startsWith(bytes, ZIP) ? await readXlsx(bytes, limits) : readCsv(bytes);
  const format: SpreadsheetFormat = startsWith(bytes, ZIP) ? 'xlsx' : 'csv';
  return shape(format, rows, limits);
}

// --- CSV ------------------------------------------------------------------------------

/**
 * The text of a file: UTF-8 (with or without a byte-order mark), else Windows-1252 as
 * Excel saves CSV on Spanish and English systems. Null when it holds control bytes no
 * text file holds (a binary file).
 */
export function decodeText(bytes: Buffer): string | null {
  // NUL and the C0 controls other than tab, line feed, form feed and carriage return.
  for (const byte of bytes.subarray(0, 64 * 1024)) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) {
      return null;
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the header line: comma, semicolon (Excel in Spanish, Turkish) or tab. */
export function sniffDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text.slice(0, 64 * 1024)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts] += 1;
  }
  const best = (Object.entries(counts) as [',' | ';' | '\t', number][]).sort(
    (a, b) => b[1] - a[1],
  )[0];
  return best[1] > 0 ? best[0] : ',';
}

function readCsv(bytes: Buffer): string[][] {
  const text = decodeText(bytes);
  if (text === null) {
    throw new SpreadsheetError(
      'not-spreadsheet',
      'The file is neither an XLSX workbook nor CSV text',
    );
  }
  try {
    return parse(text, {
      bom: true,
      delimiter: sniffDelimiter(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: 1024 * 1024,
    }) as string[][];
  } catch (error) {
    // Past the limit, the parser's own words name its option; a line that long is no CSV.
    const problem =
      (error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE'
        ? 'a line is longer than 1 MB, which no spreadsheet row is'
        : (error as Error).message;
    throw new SpreadsheetError('not-spreadsheet', `The CSV could not be read: ${problem}`);
  }
}

// --- XLSX -----------------------------------------------------------------------------

async function readXlsx(bytes: Buffer, limits: SpreadsheetLimits): Promise<string[][]> {
  const unpacked = zipUnpackedSize(bytes);
  if (unpacked === null) {
    throw new SpreadsheetError(
      'not-spreadsheet',
      'The file is a damaged ZIP archive, not an XLSX workbook',
    );
  }
  if (unpacked > limits.maxUnpackedBytes) {
    throw new SpreadsheetError(
      'too-many-rows',
      `The workbook unpacks to more than ${Math.round(limits.maxUnpackedBytes / 1024 / 1024)} MB`,
    );
  }
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new SpreadsheetError(
      'not-spreadsheet',
      'The file is a ZIP archive but not an XLSX workbook',
    );
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SpreadsheetError('empty', 'The workbook has no sheet');
  const rows: string[][] = [];
  // Bounded by what the workbook unpacks to (checked above).
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells: string[] = [];
    // `values` is 1-based: index 0 is always empty.
    const values = row.values as CellValue[];
    for (let column = 1; column < values.length; column += 1) {
      cells.push(cellText(values[column]));
    }
    rows.push(cells);
  }
  return rows;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's value as the person reads it in Excel; dates as YYYY-MM-DD (and time). */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const seconds = value.getTime() % 86_400_000;
    return seconds === 0 ? day : `${day} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return cellText(value.text as CellValue);
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as { result?: CellValue }).result);
  }
  // An error cell (#N/A, #REF!) holds no value.
  return '';
}

// --- Both -----------------------------------------------------------------------------

function shape(format: SpreadsheetFormat, raw: string[][], limits: SpreadsheetLimits): Spreadsheet {
  // Leading blank lines are not the header.
  let first = 0;
  while (first < raw.length && raw[first].every((cell) => cell.trim() === '')) first += 1;
  if (first >= raw.length) throw new SpreadsheetError('empty', 'The file holds no rows');
  const width = Math.max(...raw.map((row) => row.length));
  if (width > limits.maxColumns) {
    throw new SpreadsheetError(
      'too-many-columns',
      `The file has ${width} columns; at most ${limits.maxColumns} are read`,
    );
  }
  const headers = Array.from({ length: width }, (_, index) => (raw[first][index] ?? '').trim());
  const rows: SpreadsheetRow[] = [];
  for (let index = first + 1; index < raw.length; index += 1) {
    const cells = raw[index];
    // Blank lines are no rows, but the numbering keeps counting them.
    if (cells.every((cell) => cell.trim() === '')) continue;
    rows.push({ line: index + 1, cells });
  }
  if (rows.length > limits.maxRows) {
    throw new SpreadsheetError(
      'too-many-rows',
      `The file has more than ${limits.maxRows.toLocaleString('en')} rows`,
    );
  }
  if (rows.length === 0) throw new SpreadsheetError('empty', 'The file holds a header but no rows');
  return { format, headers, rows };
}
