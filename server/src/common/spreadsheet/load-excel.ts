/**
 * exceljs, loaded the first time a workbook is read or written: it is the largest module
 * the server has (about 0.8 s to load), and most starts never touch a spreadsheet.
 */
export function loadExcel(): Promise<typeof import('exceljs')> {
  return import('exceljs');
}
