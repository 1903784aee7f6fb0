import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type OnChangeFn,
  type RowData,
  type RowSelectionState,
  type Table as TanTable,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ErrorAlert';
import { ColumnChooser } from './ColumnChooser';
import { csvFileName, downloadCsv, fetchAllPages, type PageFetcher, toCsv } from './csv';
import { ExportMenu } from './ExportMenu';
import { effectiveSort, nextSort } from './list-params';
import { SearchInput } from './SearchInput';
import { type PaginationInfo, TablePagination } from './TablePagination';
import { useColumnPreferences } from './useColumnPreferences';
import type { ListView } from './useListParams';
import './data-table.css';

declare module '@tanstack/react-table' {
  // The names are TanStack's; both type parameters must match its declaration.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Plain-text name for the column chooser and the CSV header (default: the id). */
    label?: string;
    /** The server's sort field; a column without one cannot be sorted. */
    sortField?: string;
    /** The CSV value (default: the accessor's value); false leaves the column out. */
    csv?: ((row: TData) => unknown) | false;
    /** Text alignment of the cells. */
    align?: 'start' | 'center' | 'end';
    /** The column cannot be hidden. */
    locked?: boolean;
    /** Class of the cells (td). */
    className?: string;
  }
}

export const SELECT_COLUMN_ID = '_select';
export const ACTIONS_COLUMN_ID = '_actions';

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
  /** Column ids hidden until the person shows them. */
  defaultHidden?: string[];
  /** Default: the signed-in account (from the access token). */
  accountId?: string | null;
  rowClassName?: (row: T) => string | undefined;
}

const SKELETON_ROWS = 5;

function csvValue<T>(table: TanTable<T>, row: T, index: number, columnId: string): unknown {
  const column = table.getColumn(columnId);
  const meta = column?.columnDef.meta;
  if (meta?.csv) return meta.csv(row);
  return column?.accessorFn ? column.accessorFn(row, index) : '';
}

function IndeterminateCheckbox({
  checked,
  indeterminate,
  onChange,
  label,
}: {
  checked: boolean;
  indeterminate: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="form-check-input m-0"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      aria-label={label}
    />
  );
}

function SortableHeader<T>({ header, list }: { header: Header<T, unknown>; list: ListView }) {
  const { t } = useTranslation();
  const meta = header.column.columnDef.meta;
  const content = flexRender(header.column.columnDef.header, header.getContext());
  if (!meta?.sortField) return <>{content}</>;
  const active = effectiveSort(list.params, list.config);
  const direction = active?.field === meta.sortField ? active.order : null;
  const sortField = meta.sortField;
  return (
    <button
      type="button"
      className="data-table__sort"
      onClick={() => {
        const next = nextSort(list.params, sortField, list.config);
        list.setSort(next.sort, next.order);
      }}
      title={t('dataTable.sortBy', { column: meta.label ?? header.column.id })}
    >
      <span className="text-truncate">{content}</span>
      <i
        className={`bi ${
          direction === 'asc'
            ? 'bi-sort-up-alt'
            : direction === 'desc'
              ? 'bi-sort-down'
              : 'bi-chevron-expand data-table__sort-idle'
        }`}
        aria-hidden="true"
      />
    </button>
  );
}

function ResizeHandle<T>({ header, table }: { header: Header<T, unknown>; table: TanTable<T> }) {
  const { t } = useTranslation();
  const label = header.column.columnDef.meta?.label ?? header.column.id;
  const resize = (delta: number) =>
    table.setColumnSizing((sizing) => ({
      ...sizing,
      [header.column.id]: header.column.getSize() + delta,
    }));
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('dataTable.resize', { column: label })}
      aria-valuenow={header.column.getSize()}
      tabIndex={0}
      className={`data-table__resizer${header.column.getIsResizing() ? ' is-resizing' : ''}`}
      onMouseDown={header.getResizeHandler()}
      onTouchStart={header.getResizeHandler()}
      onDoubleClick={() => header.column.resetSize()}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') resize(-16);
        else if (event.key === 'ArrowRight') resize(16);
        else return;
        event.preventDefault();
      }}
    />
  );
}

/** A column header: sort button, drag grip (arrangeable columns) and resize handle. */
function HeaderCell<T>({
  header,
  table,
  list,
  arrangeable,
}: {
  header: Header<T, unknown>;
  table: TanTable<T>;
  list: ListView;
  arrangeable: boolean;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: header.column.id,
    disabled: !arrangeable,
  });
  const meta = header.column.columnDef.meta;
  const active = effectiveSort(list.params, list.config);
  const sorted =
    meta?.sortField && active?.field === meta.sortField
      ? active.order === 'asc'
        ? 'ascending'
        : 'descending'
      : undefined;
  return (
    <th
      ref={setNodeRef}
      scope="col"
      style={{
        width: header.getSize(),
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
      }}
      aria-sort={sorted}
      // The header's name is the column's, not the names of the grip and resize controls.
      aria-label={meta?.label}
      className={[
        meta?.align ? `text-${meta.align}` : '',
        meta?.className ?? '',
        isDragging ? 'is-dragging' : '',
      ].join(' ')}
    >
      {arrangeable && (
        <button
          type="button"
          className="data-table__grip"
          {...attributes}
          {...listeners}
          aria-label={t('dataTable.dnd.grip', { column: meta?.label ?? header.column.id })}
          title={t('dataTable.dnd.grip', { column: meta?.label ?? header.column.id })}
        >
          <i className="bi bi-grip-vertical" aria-hidden="true" />
        </button>
      )}
      {header.isPlaceholder ? null : <SortableHeader header={header} list={list} />}
      {header.column.getCanResize() && <ResizeHandle header={header} table={table} />}
    </th>
  );
}

/**
 * The product's one data table: server-side search, filters, sort and pagination driven by
 * the URL, a column chooser with order and widths remembered per account, row selection
 * and CSV export. See index.ts for how to use it.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    tableId,
    caption,
    data,
    list,
    getRowId,
    loading = false,
    fetching = false,
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
    accountId,
    rowClassName,
    selectionActions,
  } = props;
  const { t } = useTranslation();
  const items = useMemo(() => data?.items ?? [], [data]);
  const [selected, setSelected] = useState<Map<string, T>>(() => new Map());
  const [exporting, setExporting] = useState<string | null>(null);
  const [exportError, setExportError] = useState<unknown>(null);

  const columns = useMemo(() => {
    const all: ColumnDef<T, unknown>[] = [];
    if (selectable) {
      all.push({
        id: SELECT_COLUMN_ID,
        size: 40,
        enableResizing: false,
        enableHiding: false,
        meta: { csv: false, className: 'data-table__select' },
        header: ({ table }) => (
          <IndeterminateCheckbox
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
            label={t('dataTable.selectPage')}
          />
        ),
        cell: ({ row }) => (
          <IndeterminateCheckbox
            checked={row.getIsSelected()}
            indeterminate={false}
            onChange={(checked) => row.toggleSelected(checked)}
            label={t('dataTable.selectRow')}
          />
        ),
      });
    }
    all.push(...(props.columns as ColumnDef<T, unknown>[]));
    if (rowActions) {
      all.push({
        id: ACTIONS_COLUMN_ID,
        size: rowActionsWidth,
        enableHiding: false,
        meta: { csv: false, align: 'end', className: 'data-table__actions' },
        header: () => <span className="visually-hidden">{t('dataTable.actions')}</span>,
        cell: ({ row }) => rowActions(row.original),
      });
    }
    return all;
  }, [props.columns, selectable, rowActions, rowActionsWidth, t]);

  const arrangeable = useMemo(
    () =>
      columns
        .map((column) => column.id ?? '')
        .filter((id) => id && id !== SELECT_COLUMN_ID && id !== ACTIONS_COLUMN_ID),
    [columns],
  );
  const preferences = useColumnPreferences(tableId, arrangeable, { accountId, defaultHidden });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...selected.keys()].map((id) => [id, true])),
    [selected],
  );
  const onRowSelectionChange: OnChangeFn<RowSelectionState> = (updater) => {
    const next = typeof updater === 'function' ? updater(rowSelection) : updater;
    setSelected((previous) => {
      const map = new Map<string, T>();
      for (const [id, on] of Object.entries(next)) {
        if (!on) continue;
        const row = items.find((item) => getRowId(item) === id) ?? previous.get(id);
        if (row !== undefined) map.set(id, row);
      }
      return map;
    });
  };

  const columnOrder = useMemo(
    () => [
      ...(selectable ? [SELECT_COLUMN_ID] : []),
      ...preferences.columnOrder,
      ...(rowActions ? [ACTIONS_COLUMN_ID] : []),
    ],
    [preferences.columnOrder, selectable, rowActions],
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
    defaultColumn: { size: 160, minSize: 60, maxSize: 800 },
    state: {
      rowSelection,
      columnOrder,
      columnVisibility: preferences.columnVisibility,
      columnSizing: preferences.columnSizing,
    },
    onRowSelectionChange,
    onColumnSizingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(preferences.columnSizing) : updater;
      preferences.setSizes(next);
    },
  });

  // A page past the last (rows deleted, a narrower filter): go to the last page instead.
  const pagination = data?.pagination;
  useEffect(() => {
    if (pagination && pagination.length > 0 && pagination.page > pagination.lastPage) {
      list.setPage(pagination.lastPage, { replace: true });
    }
  }, [pagination, list]);

  const exportColumns = () =>
    table
      .getVisibleLeafColumns()
      .filter((column) => column.columnDef.meta?.csv !== false && column.id !== SELECT_COLUMN_ID);

  function writeCsv(rows: T[], suffix: string) {
    const columnsToWrite = exportColumns();
    const csv = toCsv(
      columnsToWrite.map((column) => column.columnDef.meta?.label ?? column.id),
      rows.map((row, index) =>
        columnsToWrite.map((column) => csvValue(table, row, index, column.id)),
      ),
    );
    downloadCsv(csvFileName(`${exportName ?? tableId}${suffix}`), csv);
  }

  async function exportAll() {
    if (!fetchPage) return;
    setExportError(null);
    setExporting('');
    try {
      const rows = await fetchAllPages(fetchPage, {
        onProgress: (done, total) => setExporting(`${done} / ${total}`),
      });
      writeCsv(rows, '');
    } catch (caught) {
      setExportError(caught);
    } finally {
      setExporting(null);
    }
  }

  const visibleCount = table.getVisibleLeafColumns().length;
  const chooserColumns = table
    .getAllLeafColumns()
    .filter((column) => arrangeable.includes(column.id))
    .map((column) => ({
      id: column.id,
      label: column.columnDef.meta?.label ?? column.id,
      visible: column.getIsVisible(),
      locked: column.columnDef.meta?.locked,
    }));

  // Columns a person may drag, in their shown order.
  const draggable = table
    .getVisibleLeafColumns()
    .map((column) => column.id)
    .filter((id) => arrangeable.includes(id));
  const labelOf = (id: string | number) =>
    table.getColumn(String(id))?.columnDef.meta?.label ?? String(id);
  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) preferences.moveTo(String(active.id), String(over.id));
  }

  if (error && !data) {
    return (
      <ErrorAlert
        error={error}
        title={errorTitle ?? t('dataTable.loadFailed')}
        onRetry={onRetry}
        retrying={fetching}
      />
    );
  }

  const empty = !loading && items.length === 0;
  return (
    <div className="data-table" data-table-id={tableId}>
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
          <ColumnChooser
            tableId={tableId}
            columns={chooserColumns}
            onVisible={preferences.setVisible}
            onMove={preferences.move}
            onReset={preferences.reset}
            customised={preferences.customised}
          />
          <ExportMenu
            tableId={tableId}
            selectedCount={selected.size}
            total={fetchPage ? (pagination?.length ?? 0) : null}
            busy={exporting !== null}
            progress={exporting ?? undefined}
            onExportSelected={() => writeCsv([...selected.values()], '-selected')}
            onExportAll={() => void exportAll()}
          />
          {actions}
        </div>
      </div>
      {exportError ? (
        <Alert
          variant="danger"
          dismissible
          onClose={() => setExportError(null)}
          className="py-2 small"
        >
          {t('dataTable.export.failed')} {exportError instanceof Error ? exportError.message : null}
        </Alert>
      ) : null}
      {error && data ? (
        <ErrorAlert
          className="mb-3"
          error={error}
          title={errorTitle ?? t('dataTable.loadFailed')}
          onRetry={onRetry}
          retrying={fetching}
        />
      ) : null}
      {selected.size > 0 && (
        <div className="data-table__selection small" role="status">
          <span>{t('dataTable.selected', { count: selected.size })}</span>
          {selectionActions?.([...selected.values()], () => setSelected(new Map()))}
          <Button
            variant="link"
            size="sm"
            className="p-0 text-decoration-none"
            onClick={() => setSelected(new Map())}
          >
            {t('dataTable.clearSelection')}
          </Button>
        </div>
      )}
      <Card className="data-table__card">
        <div className="data-table__scroll">
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              screenReaderInstructions: { draggable: t('dataTable.dnd.instructions') },
              announcements: {
                onDragStart: ({ active }) =>
                  t('dataTable.dnd.start', { column: labelOf(active.id) }),
                onDragOver: ({ active, over }) =>
                  over
                    ? t('dataTable.dnd.over', {
                        column: labelOf(active.id),
                        target: labelOf(over.id),
                      })
                    : undefined,
                onDragEnd: ({ active, over }) =>
                  over
                    ? t('dataTable.dnd.end', {
                        column: labelOf(active.id),
                        target: labelOf(over.id),
                      })
                    : t('dataTable.dnd.cancel', { column: labelOf(active.id) }),
                onDragCancel: ({ active }) =>
                  t('dataTable.dnd.cancel', { column: labelOf(active.id) }),
              },
            }}
          >
            <Table
              hover={!empty}
              className={`data-table__table mb-0 align-middle${fetching && !loading ? ' is-fetching' : ''}`}
              style={{ width: table.getTotalSize() }}
              aria-busy={loading || fetching}
            >
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    <SortableContext items={draggable} strategy={horizontalListSortingStrategy}>
                      {group.headers.map((header) => (
                        <HeaderCell
                          key={header.id}
                          header={header}
                          table={table}
                          list={list}
                          arrangeable={arrangeable.includes(header.column.id)}
                        />
                      ))}
                    </SortableContext>
                  </tr>
                ))}
              </thead>
              <tbody>
                {loading
                  ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                      <tr key={index} className="placeholder-glow" aria-hidden="true">
                        {table.getVisibleLeafColumns().map((column) => (
                          <td key={column.id} className={column.columnDef.meta?.className}>
                            {column.id === SELECT_COLUMN_ID ||
                            column.id === ACTIONS_COLUMN_ID ? null : (
                              <span className="placeholder col-8 rounded" />
                            )}
                          </td>
                        ))}
                      </tr>
                    ))
                  : table.getRowModel().rows.map((row) => (
                      <tr
                        key={row.id}
                        data-row-id={row.id}
                        className={[
                          row.getIsSelected() ? 'table-active' : '',
                          rowClassName?.(row.original) ?? '',
                        ].join(' ')}
                      >
                        {row.getVisibleCells().map((cell) => {
                          const meta = cell.column.columnDef.meta;
                          return (
                            <td
                              key={cell.id}
                              className={[
                                meta?.align ? `text-${meta.align}` : '',
                                meta?.className ?? '',
                              ].join(' ')}
                            >
                              {flexRender(cell.column.columnDef.cell, cell.getContext())}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                {empty && (
                  <tr>
                    <td colSpan={visibleCount} className="data-table__empty">
                      {list.filtered ? (
                        <div className="text-center py-5">
                          <i className="bi bi-search fs-2 text-body-tertiary" aria-hidden="true" />
                          <p className="fw-semibold mt-2 mb-1">{t('dataTable.noMatches')}</p>
                          <p className="text-body-secondary small mb-3">
                            {t('dataTable.noMatchesHint')}
                          </p>
                          <Button size="sm" variant="outline-primary" onClick={list.reset}>
                            {t('dataTable.reset')}
                          </Button>
                        </div>
                      ) : (
                        (emptyState ?? (
                          <div className="text-center py-5 text-body-secondary">
                            <i className="bi bi-inbox fs-2 text-body-tertiary" aria-hidden="true" />
                            <p className="mt-2 mb-0">{t('dataTable.empty')}</p>
                          </div>
                        ))
                      )}
                    </td>
                  </tr>
                )}
              </tbody>
            </Table>
          </DndContext>
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
    </div>
  );
}
