import {
  getCoreRowModel,
  type ColumnDef,
  type ColumnSizingState,
  type Header,
  type Table as TanTable,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useMediaQuery } from '../../lib/useMediaQuery';
import { ErrorAlert } from '../ErrorAlert';
import { ColumnChooser } from './ColumnChooser';
import type { PageFetcher } from '../../lib/api/all-pages';
import { DEFAULT_COLUMN_PRIORITY, type FitColumn, fitColumns } from './column-fit';
import { ExportMenu } from './ExportMenu';
import { HeaderCell } from './HeaderCell';
import { HeaderFocusContext } from './header-focus';
import { effectiveSort, nextSort } from './list-params';
import { RovingToolbar } from './RovingToolbar';
import { SearchInput } from './SearchInput';
import { clampWidth } from './table-preferences';
import { TableBody } from './TableBody';
import { type PaginationInfo, TablePagination } from './TablePagination';
import { useColumnDrag } from './useColumnDrag';
import { useColumnPreferences } from './useColumnPreferences';
import { type HeaderActions, useHeaderKeys } from './useHeaderKeys';
import { useTableExport } from './useTableExport';
import { useTableWidth } from './useTableWidth';
import type { ListView } from './useListParams';
import { useRowSelection } from './useRowSelection';
import {
  ACTIONS_COLUMN_ID,
  RowActionsContext,
  SELECT_COLUMN_ID,
  useTableColumns,
} from './useTableColumns';
import './column-meta';
import './data-table.css';

export { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID };

export interface DataTablePage<T> {
  items: T[];
  pagination: PaginationInfo;
}

export interface DataTableProps<T> {
  /** Names the table for its remembered column choices. */
  tableId: string;
  /** Accessible name of the table (also the CSV file name's base unless exportName is set). */
  caption: string;
  columns: ColumnDef<T, never>[] | ColumnDef<T, unknown>[];
  /** The current page from the server. */
  data: DataTablePage<T> | undefined;
  /** The list's URL state (useListParams). */
  list: ListView;
  getRowId: (row: T) => string;
  /** First load: skeleton rows. */
  loading?: boolean;
  /** A refresh with the old page still shown. */
  fetching?: boolean;
  error?: unknown;
  errorTitle?: string;
  onRetry?: () => void;
  /** Shown when the unfiltered list is empty. */
  emptyState?: ReactNode;
  /** Turns the search box off. */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Filter controls beside the search box. */
  filters?: ReactNode;
  /** Buttons at the toolbar's end (e.g. "New"). */
  actions?: ReactNode;
  /** Buttons at the end of each row. */
  rowActions?: (row: T) => ReactNode;
  /** Width of the row actions column in pixels (default 100). */
  rowActionsWidth?: number;
  /**
   * Buttons shown beside the selection count while rows are selected (bulk actions);
   * `clear` empties the selection once they are done.
   */
  selectionActions?: (selected: T[], clear: () => void) => ReactNode;
  /** A checkbox column; selected rows can be exported. Default true. */
  selectable?: boolean;
  /** Fetches any page of the filtered list: enables "export the whole filtered list". */
  fetchPage?: PageFetcher<T>;
  exportName?: string;
  /**
   * Column ids hidden until the person shows them. Beyond these, the columns with the
   * highest `meta.priority` number give way while the card is too narrow for all.
   */
  defaultHidden?: string[];
  /**
   * Column ids a phone also hides until the person shows them: a small screen shows the
   * few that say what a row is and sideways scrolling is kept short (and a phone draws a
   * third fewer cells). With it, a phone remembers its own column choices.
   */
  phoneHidden?: string[];
  /** Default: the signed-in account (from the access token). */
  accountId?: string | null;
  rowClassName?: (row: T) => string | undefined;
}

/**
 * The product's one data table: server-side search, filters, sort and pagination driven by
 * the URL, columns that fit the card (the least needed give way), a column chooser with
 * order, widths and density remembered per account, a header row that is one Tab stop,
 * row selection and CSV or XLSX export. See index.ts for how to use it.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    tableId,
    caption,
    data: arrivedData,
    list,
    getRowId,
    loading: loadingData = false,
    fetching: fetchingData = false,
    error,
    errorTitle,
    onRetry,
    emptyState,
    searchable = true,
    searchPlaceholder,
    filters,
    actions,
    rowActions,
    rowActionsWidth = 100,
    selectable = true,
    fetchPage,
    exportName,
    defaultHidden,
    phoneHidden,
    accountId,
    rowClassName,
    selectionActions,
  } = props;
  const { t } = useTranslation();
  // A page that arrives is drawn as a transition: React builds its rows in slices the browser
  // may interrupt, not in one long task that keeps a phone from answering a tap meanwhile.
  // Until they are built, the table shows what it showed before (skeletons, or the last page).
  const data = useDeferredValue(arrivedData);
  const drawing = data !== arrivedData;
  const loading = loadingData || (drawing && !data);
  const fetching = fetchingData || drawing;
  const items = useMemo(() => data?.items ?? [], [data]);
  const columns = useTableColumns(props.columns, { selectable, rowActions, rowActionsWidth });
  const arrangeable = useMemo(
    () =>
      columns
        .map((column) => column.id ?? '')
        .filter((id) => id && id !== SELECT_COLUMN_ID && id !== ACTIONS_COLUMN_ID),
    [columns],
  );
  const phone = useMediaQuery(PHONE_QUERY);
  const phoneColumns = phone && phoneHidden !== undefined;
  const preferences = useColumnPreferences(
    phoneColumns ? `${tableId}.phone` : tableId,
    arrangeable,
    {
      accountId,
      defaultHidden: phoneColumns ? [...(defaultHidden ?? []), ...phoneHidden] : defaultHidden,
    },
  );
  const selection = useRowSelection(items, getRowId);
  const compact = preferences.density === 'compact';
  const scroll = useRef<HTMLDivElement>(null);
  const thead = useRef<HTMLTableSectionElement>(null);
  const width = useTableWidth(scroll, thead);
  const columnOrder = useMemo(
    () => [
      ...(selectable ? [SELECT_COLUMN_ID] : []),
      ...preferences.columnOrder,
      ...(rowActions ? [ACTIONS_COLUMN_ID] : []),
    ],
    [preferences.columnOrder, selectable, rowActions],
  );

  const fit = useMemo(() => {
    const definitions = new Map(columns.map((column) => [column.id ?? '', column]));
    // Only a list that ranks its columns (`meta.priority`) leaves some out to fit its card;
    // any other keeps every column and scrolls sideways when they do not fit.
    const ranked = columns.some((column) => column.meta?.priority !== undefined);
    const fitting: FitColumn[] = columnOrder
      .filter((id) => preferences.columnVisibility[id] !== false)
      .map((id) => {
        const column = definitions.get(id);
        const meta = column?.meta;
        const own = preferences.columnSizing[id];
        const size = Math.min(
          Math.max(own ?? column?.size ?? DEFAULT_SIZE, column?.minSize ?? MIN_SIZE),
          column?.maxSize ?? MAX_SIZE,
        );
        const header = width.headerWidths[id] ?? 0;
        return {
          id,
          width: Math.max(size, header),
          // A column that declares a minSize may narrow to it on a small screen, unless the
          // person chose its width.
          least:
            own === undefined && column?.minSize !== undefined
              ? Math.max(column.minSize, header)
              : undefined,
          priority: meta?.priority ?? DEFAULT_COLUMN_PRIORITY,
          hideable:
            ranked && arrangeable.includes(id) && !meta?.locked && !preferences.shown.includes(id),
          flexible: arrangeable.includes(id) && column?.enableResizing !== false,
          sized: own !== undefined,
        };
      });
    // A phone with its own few columns (phoneHidden) keeps them all and scrolls sideways.
    return fitColumns(fitting, phoneColumns ? 0 : width.available);
  }, [columns, columnOrder, preferences, arrangeable, width, phoneColumns]);
  const columnVisibility = useMemo(
    () => ({
      ...preferences.columnVisibility,
      ...Object.fromEntries(fit.hidden.map((id) => [id, false])),
    }),
    [preferences.columnVisibility, fit.hidden],
  );
  const columnSizing = useMemo(
    () => ({ ...preferences.columnSizing, ...fit.widths }),
    [preferences.columnSizing, fit.widths],
  );

  // The app does not use the React Compiler; TanStack's table object is read fresh each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: items,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableRowSelection: selectable,
    enableColumnResizing: true,
    columnResizeMode: 'onChange',
    defaultColumn: { size: DEFAULT_SIZE, minSize: MIN_SIZE, maxSize: MAX_SIZE },
    state: {
      rowSelection: selection.rowSelection,
      columnOrder,
      columnVisibility,
      columnSizing,
    },
    onRowSelectionChange: selection.onRowSelectionChange,
    // The table is given the widths it is drawn at; what the person changes is kept.
    onColumnSizingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(columnSizing) : updater;
      preferences.setSizes(changedSizes(preferences.columnSizing, columnSizing, next));
    },
  });
  const csv = useTableExport(table, exportName ?? tableId, caption, fetchPage);
  const columnDrag = useColumnDrag(thead);
  const [announcement, setAnnouncement] = useState('');
  const labelOf = (id: string) => table.getColumn(id)?.columnDef.meta?.label ?? id;
  const shownIds = table.getVisibleLeafColumns().map((column) => column.id);
  const headerActions: HeaderActions = {
    sort: (id) => {
      const field = table.getColumn(id)?.columnDef.meta?.sortField;
      if (!field) return;
      const next = nextSort(list.params, field, list.config);
      list.setSort(next.sort, next.order);
      const now = effectiveSort({ ...list.params, ...next }, list.config);
      const column = labelOf(id);
      setAnnouncement(
        now?.field === field
          ? t(now.order === 'asc' ? 'dataTable.keys.sortedAsc' : 'dataTable.keys.sortedDesc', {
              column,
            })
          : t('dataTable.keys.sortedDefault', { column }),
      );
    },
    move: (id, delta) => {
      const movable = shownIds.filter((shown) => arrangeable.includes(shown));
      const index = movable.indexOf(id);
      const target = movable[index + delta];
      if (index === -1 || !target) return false;
      preferences.moveTo(id, target);
      setAnnouncement(
        t('dataTable.keys.moved', {
          column: labelOf(id),
          position: index + delta + 1,
          count: movable.length,
        }),
      );
      return true;
    },
    resize: (id, delta) => {
      const column = table.getColumn(id);
      if (!column?.getCanResize()) return false;
      const size = clampWidth(column.getSize() + delta);
      preferences.setSizes({ ...preferences.columnSizing, [id]: size });
      setAnnouncement(t('dataTable.keys.resized', { column: labelOf(id), width: size }));
      return true;
    },
  };
  const headerKeys = useHeaderKeys(thead, shownIds, headerActions);
  const keysHintId = `${tableId}-header-keys`;
  const headerCell = (header: Header<T, unknown>) => ({
    header,
    list,
    arrangeable: arrangeable.includes(header.column.id),
    onSort: headerActions.sort,
    keysHintId,
  });

  // A page past the last (rows deleted, a narrower filter): go to the last page instead.
  const pagination = data?.pagination;
  useEffect(() => {
    if (pagination && pagination.length > 0 && pagination.page > pagination.lastPage) {
      list.setPage(pagination.lastPage, { replace: true });
    }
  }, [pagination, list]);

  // A load that failed with no page to show: the error and its Retry take the table's place,
  // and the toolbar stays, so the search or filters that failed can be changed or reset.
  const failed = !!error && !data;
  const selected = selection.selected;
  const empty = !loading && items.length === 0;
  return (
    <div className={`data-table${compact ? ' data-table--compact' : ''}`} data-table-id={tableId}>
      <div className="data-table__toolbar">
        {searchable && (
          <SearchInput
            value={list.params.q}
            onSearch={list.setSearch}
            placeholder={searchPlaceholder}
            className="data-table__search"
          />
        )}
        {filters}
        {list.canReset && (
          <Button variant="link" size="sm" className="text-decoration-none" onClick={list.reset}>
            <i className="bi bi-x-circle me-1" aria-hidden="true" />
            {t('dataTable.reset')}
          </Button>
        )}
        <div className="data-table__toolbar-end">
          <RovingToolbar label={t('dataTable.view.label')} className="data-table__view-tools">
            <ColumnChooser
              tableId={tableId}
              columns={chooserColumns(table, arrangeable, fit.hidden)}
              onVisible={preferences.setVisible}
              onMove={preferences.move}
              onReset={preferences.reset}
              customised={preferences.customised}
            />
            <Button
              variant="outline-secondary"
              size="sm"
              data-roving-item=""
              aria-pressed={compact}
              active={compact}
              onClick={() => preferences.setDensity(compact ? 'comfortable' : 'compact')}
              title={t('dataTable.view.compactHint')}
            >
              <i className="bi bi-arrows-collapse me-1" aria-hidden="true" />
              {t('dataTable.view.compact')}
            </Button>
            <ExportMenu
              tableId={tableId}
              selectedCount={selected.size}
              total={fetchPage ? (pagination?.length ?? 0) : null}
              busy={csv.progress !== null}
              progress={csv.progress ?? undefined}
              onExportSelected={(format) => void csv.exportRows([...selected.values()], format)}
              onExportAll={(format) => void csv.exportAll(format)}
            />
          </RovingToolbar>
          {actions}
        </div>
      </div>
      {csv.error ? (
        <Alert variant="danger" dismissible onClose={csv.clearError} className="py-2 small">
          {t('dataTable.export.failed')} {csv.error instanceof Error ? csv.error.message : null}
        </Alert>
      ) : null}
      {error ? (
        <ErrorAlert
          className={failed ? undefined : 'mb-3'}
          error={error}
          title={errorTitle ?? t('dataTable.loadFailed')}
          onRetry={onRetry}
          retrying={fetching}
        />
      ) : null}
      {selected.size > 0 && (
        <div className="data-table__selection small" role="status">
          <span>{t('dataTable.selected', { count: selected.size })}</span>
          {selectionActions?.([...selected.values()], selection.clear)}
          <Button
            variant="link"
            size="sm"
            className="p-0 text-decoration-none"
            onClick={selection.clear}
          >
            {t('dataTable.clearSelection')}
          </Button>
        </div>
      )}
      {failed ? null : (
        <Card className="data-table__card">
          <div className="data-table__scroll" ref={scroll}>
            <Table
              hover={!empty}
              className={`data-table__table mb-0 align-middle${fetching && !loading ? ' is-fetching' : ''}`}
              style={{ width: table.getTotalSize() }}
              aria-busy={loading || fetching}
              aria-rowcount={
                loading || empty ? undefined : table.getHeaderGroups().length + items.length
              }
            >
              <caption className="visually-hidden">{caption}</caption>
              <thead ref={thead} onKeyDown={headerKeys.onKeyDown} onFocus={headerKeys.onFocus}>
                <HeaderFocusContext value={headerKeys.tabStop}>
                  {columnDrag ? (
                    <columnDrag.DraggableHeaders
                      groups={table.getHeaderGroups()}
                      cell={headerCell}
                      items={draggableColumns(table, arrangeable)}
                      labelOf={labelOf}
                      onMove={preferences.moveTo}
                    />
                  ) : (
                    table.getHeaderGroups().map((group, index) => (
                      <tr key={group.id} aria-rowindex={index + 1}>
                        {group.headers.map((header) => (
                          <HeaderCell key={header.id} {...headerCell(header)} />
                        ))}
                      </tr>
                    ))
                  )}
                </HeaderFocusContext>
              </thead>
              <RowActionsContext value={rowActions}>
                <TableBody
                  table={table}
                  list={list}
                  loading={loading}
                  empty={empty}
                  emptyState={emptyState}
                  rowClassName={rowClassName}
                  windowed={phone}
                />
              </RowActionsContext>
            </Table>
          </div>
          {pagination && pagination.length > 0 && (
            <Card.Footer className="bg-transparent">
              <TablePagination
                pagination={pagination}
                onPage={list.setPage}
                onSize={list.setSize}
                sizes={list.config.sizes}
              />
            </Card.Footer>
          )}
        </Card>
      )}
      <span id={keysHintId} hidden>
        {t('dataTable.keys.hint')}
      </span>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}

const DEFAULT_SIZE = 160;
const MIN_SIZE = 60;
const MAX_SIZE = 800;

/**
 * The widths to keep after TanStack changed the ones it was given (`drawn`): the person's
 * own (`saved`) with what changed, and without what was reset.
 */
function changedSizes(
  saved: ColumnSizingState,
  drawn: ColumnSizingState,
  next: ColumnSizingState,
): ColumnSizingState {
  const kept = { ...saved };
  for (const [id, size] of Object.entries(next)) if (size !== drawn[id]) kept[id] = size;
  for (const id of Object.keys(drawn)) if (!(id in next)) delete kept[id];
  return kept;
}

/**
 * What the column chooser lists: the columns a person may show, hide and move, with those
 * left out to fit the card marked.
 */
function chooserColumns<T>(
  table: TanTable<T>,
  arrangeable: readonly string[],
  fitted: readonly string[],
) {
  return table
    .getAllLeafColumns()
    .filter((column) => arrangeable.includes(column.id))
    .map((column) => ({
      id: column.id,
      label: column.columnDef.meta?.label ?? column.id,
      visible: column.getIsVisible(),
      locked: column.columnDef.meta?.locked,
      fitted: fitted.includes(column.id),
    }));
}

/** The columns a person may drag, in their shown order. */
function draggableColumns<T>(table: TanTable<T>, arrangeable: readonly string[]) {
  return table
    .getVisibleLeafColumns()
    .map((column) => column.id)
    .filter((id) => arrangeable.includes(id));
}
