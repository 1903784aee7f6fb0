import type { Table as TanTable } from '@tanstack/react-table';
import { useState } from 'react';
import { downloadCsv, exportFileName, fetchAllPages, type PageFetcher, toCsv } from './csv';
import { SELECT_COLUMN_ID } from './useTableColumns';

export type ExportFormat = 'csv' | 'xlsx';

function cellValue<T>(table: TanTable<T>, row: T, index: number, columnId: string): unknown {
  const column = table.getColumn(columnId);
  const meta = column?.columnDef.meta;
  if (meta?.csv) return meta.csv(row);
  return column?.accessorFn ? column.accessorFn(row, index) : '';
}

/**
 * The visible columns in their order as CSV (written here) or XLSX (written by the
 * server from the same rows): of given rows, or of the whole filtered list fetched page
 * by page (`progress` says how far it got; `error` keeps a failure to show).
 */
export function useTableExport<T>(
  table: TanTable<T>,
  fileBase: string,
  title: string,
  fetchPage: PageFetcher<T> | undefined,
) {
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function write(rows: T[], suffix: string, format: ExportFormat) {
    const columns = table
      .getVisibleLeafColumns()
      .filter((column) => column.columnDef.meta?.csv !== false && column.id !== SELECT_COLUMN_ID);
    const headers = columns.map((column) => column.columnDef.meta?.label ?? column.id);
    const values = rows.map((row, index) =>
      columns.map((column) => cellValue(table, row, index, column.id)),
    );
    const base = `${fileBase}${suffix}`;
    if (format === 'csv') {
      downloadCsv(exportFileName(base, 'csv'), toCsv(headers, values));
      return;
    }
    // Loaded when first used: the lists' route chunks stay as small as they were.
    const { saveXlsx } = await import('./xlsx');
    await saveXlsx(title, headers, values, exportFileName(base, 'xlsx'));
  }

  async function run(task: () => Promise<void>) {
    setError(null);
    setProgress('');
    try {
      await task();
    } catch (caught) {
      setError(caught);
    } finally {
      setProgress(null);
    }
  }

  return {
    /** Null when idle; while exporting the whole list, "done / total" once known. */
    progress,
    error,
    clearError: () => setError(null),
    exportRows: (rows: T[], format: ExportFormat = 'csv') =>
      run(() => write(rows, '-selected', format)),
    exportAll: (format: ExportFormat = 'csv') =>
      run(async () => {
        if (!fetchPage) return;
        const rows = await fetchAllPages(fetchPage, {
          onProgress: (done, total) => setProgress(`${done} / ${total}`),
        });
        await write(rows, '', format);
      }),
  };
}
