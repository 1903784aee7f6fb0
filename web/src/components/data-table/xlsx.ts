import { api } from '../../lib/api/client';
import { saveBlob } from '../../lib/download';

/** A cell as the server's workbook writer takes it. */
export type XlsxCell = string | number | boolean | null;

/** One value as an XLSX cell: numbers and yes/no stay themselves, the rest as the CSV writes it. */
export function xlsxCell(value: unknown): XlsxCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => String(item)).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The server writes the workbook (exceljs stays out of the browser): the table goes up as
 * a JSON file part, so a long list is not held to the JSON body limit.
 */
export async function requestXlsx(
  title: string,
  headers: readonly string[],
  rows: readonly (readonly XlsxCell[])[],
  signal?: AbortSignal,
): Promise<Blob> {
  const form = new FormData();
  const table = JSON.stringify({ title, headers, rows });
  form.append('table', new Blob([table], { type: 'application/json' }), 'table.json');
  const { data } = await api.POST('/api/export/xlsx', {
    // openapi-fetch sends a FormData body as multipart with its boundary.
    body: form as never,
    parseAs: 'blob',
    signal,
  });
  return data as Blob;
}

/** The rows as an XLSX download named `fileName`. */
export async function saveXlsx(
  title: string,
  headers: readonly string[],
  rows: readonly (readonly unknown[])[],
  fileName: string,
): Promise<void> {
  const blob = await requestXlsx(
    title,
    headers,
    rows.map((row) => row.map(xlsxCell)),
  );
  saveBlob(blob, fileName);
}
