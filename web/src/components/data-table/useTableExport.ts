import type { Table as TanTable } from '@tanstack/react-table';
import type { PageFetcher } from '../../lib/api/all-pages';
import { type ExportColumn, pagedLoader } from './record-export';
import { useRecordExport } from './useRecordExport';
import { SELECT_COLUMN_ID } from './useTableColumns';

export type { ExportFormat } from './record-export';

function cellValue<T>(table: TanTable<T>, row: T, index: number, columnId: string): unknown {
  const column = table.getColumn(columnId);
  const meta = column?.columnDef.meta;
  if (meta?.csv) return meta.csv(row);
  return column?.accessorFn ? column.accessorFn(row, index) : '';
}

/** The visible columns in their order, then the hidden ones marked `exportHidden`. */
function tableColumns<T>(table: TanTable<T>): ExportColumn<T>[] {
  const hiddenExported = table
    .getAllLeafColumns()
    .filter((column) => !column.getIsVisible() && column.columnDef.meta?.exportHidden);
  return [...table.getVisibleLeafColumns(), ...hiddenExported]
    .filter((column) => column.columnDef.meta?.csv !== false && column.id !== SELECT_COLUMN_ID)
    .map((column) => ({
      label: column.columnDef.meta?.label ?? column.id,
      value: (row: T, index: number) => cellValue(table, row, index, column.id),
    }));
}

/**
 * The visible columns in their order as CSV or XLSX (useRecordExport writes them): of
 * given rows, or of the whole filtered list fetched page by page.
 */
export function useTableExport<T>(
  table: TanTable<T>,
  fileBase: string,
  title: string,
  fetchPage: PageFetcher<T> | undefined,
) {
  const exporter = useRecordExport<T>({
    fileBase,
    title,
    columns: () => tableColumns(table),
    load: fetchPage ? pagedLoader(fetchPage) : undefined,
  });
  return {
    progress: exporter.progress,
    error: exporter.error,
    clearError: exporter.clearError,
    exportRows: async (rows: T[], format: 'csv' | 'xlsx' = 'csv') => {
      await exporter.exportRows(rows, format);
    },
    exportAll: async (format: 'csv' | 'xlsx' = 'csv') => {
      await exporter.exportAll(format);
    },
  };
}
