/**
 * Sent with the pages a CSV or XLSX export fetches from a list of people (applicants,
 * members, accounts): the server's audit trail records the export, once, on its first page.
 */
export const LIST_EXPORT_HEADER = { 'X-List-Export': 'export' } as const;

/** The header params of a list request: the export's header, or none. */
export function listExportHeader(forExport: boolean) {
  return forExport ? LIST_EXPORT_HEADER : undefined;
}
