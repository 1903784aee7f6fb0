import type { CSSProperties, HTMLAttributes } from 'react';
import { flexRender, type Header, type Table as TanTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { effectiveSort, nextSort } from './list-params';
import type { ListView } from './useListParams';

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
      data-header-control={`sort:${header.column.id}`}
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
      data-header-control={`resize:${header.column.id}`}
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

/** What dragging adds to a header once its code has loaded (column-drag.tsx). */
export interface HeaderDrag {
  setNodeRef: (node: HTMLElement | null) => void;
  /** The grip's attributes and listeners. */
  handle: HTMLAttributes<HTMLButtonElement>;
  style: CSSProperties;
  isDragging: boolean;
}

export interface HeaderCellProps<T> {
  header: Header<T, unknown>;
  table: TanTable<T>;
  list: ListView;
  arrangeable: boolean;
  /** Absent until the drag code has loaded: the grip shows, inert, meanwhile. */
  drag?: HeaderDrag;
}

/**
 * A column header: sort button, drag grip (arrangeable columns) and resize handle. Its
 * controls carry `data-header-control`, so the focus can follow one when the headers are
 * drawn again with their drag code.
 */
export function HeaderCell<T>({ header, table, list, arrangeable, drag }: HeaderCellProps<T>) {
  const { t } = useTranslation();
  const meta = header.column.columnDef.meta;
  const active = effectiveSort(list.params, list.config);
  const sorted =
    meta?.sortField && active?.field === meta.sortField
      ? active.order === 'asc'
        ? 'ascending'
        : 'descending'
      : undefined;
  const id = header.column.id;
  return (
    <th
      ref={drag?.setNodeRef}
      scope="col"
      style={{ width: header.getSize(), ...drag?.style }}
      aria-sort={sorted}
      // The header's name is the column's, not the names of the grip and resize controls.
      aria-label={meta?.label}
      className={[
        meta?.align ? `text-${meta.align}` : '',
        meta?.className ?? '',
        drag?.isDragging ? 'is-dragging' : '',
      ].join(' ')}
    >
      {arrangeable && (
        <button
          type="button"
          className="data-table__grip"
          data-header-control={`grip:${id}`}
          {...drag?.handle}
          aria-label={t('dataTable.dnd.grip', { column: meta?.label ?? id })}
          title={t('dataTable.dnd.grip', { column: meta?.label ?? id })}
        >
          <i className="bi bi-grip-vertical" aria-hidden="true" />
        </button>
      )}
      {header.isPlaceholder ? null : <SortableHeader header={header} list={list} />}
      {header.column.getCanResize() && <ResizeHandle header={header} table={table} />}
    </th>
  );
}
