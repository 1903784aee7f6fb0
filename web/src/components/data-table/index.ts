/**
 * The data table every list of the product uses: server-side search, filters, sort and
 * pagination kept in the URL; columns that fit the card's width (measured), the ones with
 * the highest `meta.priority` number giving way first and listed in the column chooser
 * (before one of priority 1 does, the columns that declare a `minSize` narrow towards it);
 * a column chooser (show, hide, reorder), headers dragged by their grip and resizable
 * columns, and a compact density, remembered per account
 * (`talento.table.<tableId>.<accountId>` in localStorage); a header row that is one Tab
 * stop (arrows between headers, Enter sorts, Alt+arrows move, Alt+Shift+arrows resize,
 * each said through a live region); row selection; CSV or XLSX export of the selected rows
 * or of the whole filtered list (the XLSX written by the server from the same rows,
 * POST /api/export/xlsx).
 *
 * ```tsx
 * const LIST: ListConfig<'active'> = { filters: ['active'], sorts: ['name', 'createdAt'],
 *   defaultSort: 'name', defaultOrder: 'asc' };          // a module constant
 *
 * function CompaniesTable() {
 *   const list = useListParams(LIST);                  // ?q=&active=&sort=&order=&page=&size=
 *   const companies = useCompanies(list.query);        // list.query: search, sort, order,
 *                                                      // page, size and the filters (strings)
 *   return (
 *     <DataTable
 *       tableId="companies" caption={t('companies.title')}
 *       columns={columns}                               // TanStack ColumnDef[], each with an id;
 *                                                      // meta: { label, sortField, csv, align, locked, priority }
 *       data={companies.data} list={list} getRowId={(c) => c.id}
 *       loading={companies.isPending} fetching={companies.isFetching}
 *       error={companies.error} onRetry={() => void companies.refetch()}
 *       filters={<Form.Select ... onChange={(e) => list.setFilter('active', e.target.value)} />}
 *       actions={<Button>New</Button>} rowActions={(company) => <Button>Edit</Button>}
 *       emptyState={<EmptyState icon="bi-building" title="No companies yet" />}
 *       fetchPage={(page, size, signal) => fetchCompanies({ ...list.query, page, size }, signal)}
 *     />
 *   );
 * }
 * ```
 *
 * - Sorting: a column sorts when its `meta.sortField` names a field the server accepts;
 *   a click cycles ascending, descending, default. The URL only holds what differs from
 *   the defaults, and the "Reset" control clears search, filters, sort, page and size.
 * - A load that fails with no page to show puts its error and Retry in the table's place; the
 *   toolbar stays, so a search or filter that failed can be changed or reset.
 * - Use the query hook with `placeholderData: keepPreviousData` so the old page stays while
 *   the next one loads (`fetching` dims it).
 * - CSV takes the visible columns in their order, `meta.label` as the header and
 *   `meta.csv(row)` (or the accessor) as the value; `meta.csv: false` leaves a column out.
 * - `TablePagination`, `SearchInput` and `EmptyState` also work alone (e.g. for card lists).
 */
export { ColumnChooser } from './ColumnChooser';
export { csvCell, csvFileName, downloadCsv, exportFileName, toCsv } from './csv';
export {
  ACTIONS_COLUMN_ID,
  DataTable,
  type DataTablePage,
  type DataTableProps,
  SELECT_COLUMN_ID,
} from './DataTable';
export { EmptyState } from './EmptyState';
export {
  canReset,
  isFiltered,
  type ListConfig,
  type ListParams,
  PAGE_SIZES,
  parseListParams,
  type SortOrder,
  toApiQuery,
  writeListParams,
} from './list-params';
export { SearchInput } from './SearchInput';
export { pageWindow, type PaginationInfo, TablePagination } from './TablePagination';
export { useColumnPreferences } from './useColumnPreferences';
export { type ListState, type ListView, useListParams } from './useListParams';
export { ListExport, type ListExportProps } from './ListExport';
export {
  type ExportColumn,
  type ExportFormat,
  type ExportLoader,
  pagedLoader,
  wholeLoader,
} from './record-export';
export { type ExportResult, useRecordExport } from './useRecordExport';
export { JUST_CREATED_CLASS, useJustCreated } from './useJustCreated';
