/** XLSX files written by exceljs: one sheet per table, Excel's own limits kept. */
import { loadExcel } from './load-excel';

/** A cell of a written sheet: text, a number, a yes/no, or nothing. */
export type XlsxValue = string | number | boolean | null;

export interface SheetSpec {
  /** Made safe with `sheetName`. */
  name: string;
  /** A bold header row, frozen, with a filter over the rows below it. */
  header?: readonly string[];
  rows: readonly (readonly XlsxValue[])[];
  /** A bold last row (totals). */
  footer?: readonly XlsxValue[];
  /** Excel number formats per column (`#,##0`), where a column has one. */
  numberFormats?: readonly (string | undefined)[];
  /** Column widths in characters; by default from the widest value, 10 to 60. */
  widths?: readonly number[];
  /** The first column in bold (a sheet of label/value pairs). */
  boldFirstColumn?: boolean;
}

export interface WorkbookSpec {
  sheets: readonly SheetSpec[];
  /** The workbook's creation time (default now). */
  created?: Date;
}

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel's longest text in a cell. */
export const XLSX_CELL_MAX = 32_767;

/** A sheet name Excel takes: at most 31 characters, none of []:*?/\, never blank. */
export function sheetName(title: string, fallback = 'Sheet'): string {
  return (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || fallback
  );
}

function autoWidths(sheet: SheetSpec): number[] {
  const columns = Math.max(
    sheet.header?.length ?? 0,
    sheet.footer?.length ?? 0,
    ...sheet.rows.slice(0, 1000).map((row) => row.length),
  );
  return Array.from({ length: columns }, (_, index) => {
    const values = [
      sheet.header?.[index],
      // The first thousand rows say enough about a column's width.
      ...sheet.rows.slice(0, 1000).map((row) => row[index]),
      sheet.footer?.[index],
    ];
    const widest = Math.max(...values.map((value) => String(value ?? '').length));
    return Math.min(Math.max(widest + 2, 10), 60);
  });
}

/** Text longer than a cell holds is cut; everything else is written as it is. */
const cellValue = (value: XlsxValue) =>
  typeof value === 'string' && value.length > XLSX_CELL_MAX ? value.slice(0, XLSX_CELL_MAX) : value;

export async function writeWorkbook(spec: WorkbookSpec): Promise<Buffer> {
  const created = spec.created ?? new Date();
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Talento Admin';
  workbook.created = created;
  workbook.modified = created;
  const used = new Set<string>();
  for (const one of spec.sheets) {
    let name = sheetName(one.name);
    // Two sheets may not share a name (compared without case).
    for (let n = 2; used.has(name.toLowerCase()); n += 1) {
      name = `${sheetName(one.name).slice(0, 27)} (${n})`;
    }
    used.add(name.toLowerCase());
    const sheet = workbook.addWorksheet(
      name,
      one.header ? { views: [{ state: 'frozen', ySplit: 1 }] } : {},
    );
    const widths = one.widths ?? autoWidths(one);
    sheet.columns = widths.map((width, index) => ({
      ...(one.header ? { header: one.header[index] ?? '' } : {}),
      width,
      style: one.numberFormats?.[index] ? { numFmt: one.numberFormats[index] } : {},
    }));
    if (one.header) sheet.getRow(1).font = { bold: true };
    for (const row of one.rows) sheet.addRow(row.map(cellValue));
    if (one.footer) sheet.addRow(one.footer.map(cellValue)).font = { bold: true };
    if (one.header && widths.length > 0) {
      sheet.autoFilter = {
        from: { row: 1, column: 1 },
        to: { row: 1 + one.rows.length, column: widths.length },
      };
    }
    if (one.boldFirstColumn) sheet.getColumn(1).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
