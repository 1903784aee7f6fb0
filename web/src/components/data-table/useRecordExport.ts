import { useState } from 'react';
import type { ExportColumn, ExportFormat, ExportLoader } from './record-export';

/** What an export did: the file and its row count, or the error that stopped it. */
export type ExportResult =
  | { error: null; fileName: string; count: number }
  | { error: unknown; fileName?: undefined; count?: undefined };

export interface RecordExportOptions<T> {
  fileBase: string;
  title: string;
  /** The columns, read when an export starts (so they follow the current view). */
  columns: () => readonly ExportColumn<T>[];
  /** Fetches the whole filtered list; without one, only given rows can be exported. */
  load?: ExportLoader<T>;
}

/**
 * Exports records as CSV or XLSX: given rows, or the whole filtered list `load` fetches
 * (`progress` says how far it got; `error` keeps a failure to show). The data table and
 * the lists that are not tables both export through it.
 */
export function useRecordExport<T>({ fileBase, title, columns, load }: RecordExportOptions<T>) {
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function run(task: () => Promise<ExportResult | null>): Promise<ExportResult | null> {
    setError(null);
    setProgress('');
    try {
      return await task();
    } catch (caught) {
      setError(caught);
      return { error: caught };
    } finally {
      setProgress(null);
    }
  }

  const write = async (
    rows: readonly T[],
    base: string,
    format: ExportFormat,
  ): Promise<ExportResult> => {
    // Loaded at the first export: every list's route chunk stays without the writers.
    const { writeExport } = await import('./write-export');
    const fileName = await writeExport(columns(), rows, { fileBase: base, title, format });
    return { error: null, fileName, count: rows.length };
  };

  return {
    /** Null when idle; while exporting the whole list, "done / total" once known. */
    progress,
    error,
    clearError: () => setError(null),
    /** Answers the file written and its row count, or the error that stopped it. */
    exportRows: (rows: readonly T[], format: ExportFormat = 'csv', suffix = '-selected') =>
      run(() => write(rows, `${fileBase}${suffix}`, format)),
    exportAll: (format: ExportFormat = 'csv') =>
      run(async () => {
        if (!load) return null;
        const rows = await load({
          onProgress: (done, total) =>
            setProgress(total === undefined ? String(done) : `${done} / ${total}`),
        });
        return write(rows, fileBase, format);
      }),
  };
}
