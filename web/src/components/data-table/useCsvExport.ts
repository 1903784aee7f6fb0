import type { Table as TanTable } from '@tanstack/react-table';
import { useState } from 'react';
import { csvFileName, downloadCsv, fetchAllPages, type PageFetcher, toCsv } from './csv';
import { SELECT_COLUMN_ID } from './useTableColumns';

function csvValue<T>(table: TanTable<T>, row: T, index: number, columnId: string): unknown {
  const column = table.getColumn(columnId);
  const meta = column?.columnDef.meta;
  if (meta?.csv) return meta.csv(row);
  return column?.accessorFn ? column.accessorFn(row, index) : '';
}

/**
 * CSV of the visible columns in their order: of given rows, or of the whole filtered list
 * fetched page by page (`progress` says how far it got; `error` keeps a failure to show).
 */
export function useCsvExport<T>(
  table: TanTable<T>,
  fileBase: string,
  fetchPage: PageFetcher<T> | undefined,
) {
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  function write(rows: T[], suffix: string) {
    const columns = table
      .getVisibleLeafColumns()
      .filter((column) => column.columnDef.meta?.csv !== false && column.id !== SELECT_COLUMN_ID);
    const csv = toCsv(
      columns.map((column) => column.columnDef.meta?.label ?? column.id),
      rows.map((row, index) => columns.map((column) => csvValue(table, row, index, column.id))),
    );
    downloadCsv(csvFileName(`${fileBase}${suffix}`), csv);
  }

  async function exportAll() {
    if (!fetchPage) return;
    setError(null);
    setProgress('');
    try {
      const rows = await fetchAllPages(fetchPage, {
        onProgress: (done, total) => setProgress(`${done} / ${total}`),
      });
      write(rows, '');
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
    exportRows: (rows: T[]) => write(rows, '-selected'),
    exportAll,
  };
}
