import { downloadCsv, exportFileName, toCsv } from './csv';
import type { ExportColumn, ExportFile } from './record-export';

/**
 * The records as a CSV (written here) or XLSX (written by the server from the same rows)
 * download; answers the file name.
 */
export async function writeExport<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  { fileBase, title, format }: ExportFile,
): Promise<string> {
  const headers = columns.map((column) => column.label);
  const values = rows.map((row, index) => columns.map((column) => column.value(row, index)));
  if (format === 'csv') {
    const fileName = exportFileName(fileBase, 'csv');
    downloadCsv(fileName, toCsv(headers, values));
    return fileName;
  }
  // Loaded when first used: the lists' route chunks stay as small as they were.
  const { saveXlsx } = await import('./xlsx');
  const fileName = exportFileName(fileBase, 'xlsx');
  await saveXlsx(title, headers, values, fileName);
  return fileName;
}
