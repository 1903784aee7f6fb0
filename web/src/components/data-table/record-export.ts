import { fetchAllPages, type PageFetcher } from '../../lib/api/all-pages';

export type ExportFormat = 'csv' | 'xlsx';

/** One column of an export: its header and how a record gives its value. */
export interface ExportColumn<T> {
  label: string;
  value: (row: T, index: number) => unknown;
}

export interface ExportLoadOptions {
  signal?: AbortSignal;
  /** How many records have arrived, out of how many when the source knows. */
  onProgress?: (done: number, total?: number) => void;
}

/** Every record of a filtered list, however the list's endpoint pages it. */
export type ExportLoader<T> = (options: ExportLoadOptions) => Promise<T[]>;

/** A loader for a paged list endpoint: page after page, as the data table's "export all" does. */
export function pagedLoader<T>(fetchPage: PageFetcher<T>, size?: number): ExportLoader<T> {
  return ({ signal, onProgress }) => fetchAllPages(fetchPage, { size, signal, onProgress });
}

/** A loader for an endpoint that answers the whole (filtered) list at once. */
export function wholeLoader<T>(fetchAll: (signal?: AbortSignal) => Promise<T[]>): ExportLoader<T> {
  return async ({ signal, onProgress }) => {
    const rows = await fetchAll(signal);
    onProgress?.(rows.length, rows.length);
    return rows;
  };
}

export interface ExportFile {
  /** The file name before its date and extension: `contacts` → `contacts-2026-11-23.csv`. */
  fileBase: string;
  /** The sheet's title in an XLSX. */
  title: string;
  format: ExportFormat;
}
