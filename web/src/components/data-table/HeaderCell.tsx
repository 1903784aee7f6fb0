import type { CSSProperties, HTMLAttributes } from 'react';
import { flexRender, type Header } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useHeaderTabIndex } from './header-focus';
import { effectiveSort } from './list-params';
import type { ListView } from './useListParams';

/** What dragging adds to a header once its code has loaded (column-drag.tsx). */
export interface HeaderDrag {
  setNodeRef: (node: HTMLElement | null) => void;
  /** The grip's pointer listeners. */
  handle: HTMLAttributes<HTMLElement>;
  style: CSSProperties;
  isDragging: boolean;
}

export interface HeaderCellProps<T> {
  header: Header<T, unknown>;
  list: ListView;
  arrangeable: boolean;
  /** Sorts by this column (a click on its name, or Enter or Space on the header). */
  onSort: (columnId: string) => void;
  /** Id of the words that tell what the keys do on a header. */
  keysHintId: string;
  /** Absent until the drag code has loaded: the grip shows, inert, meanwhile. */
  drag?: HeaderDrag;
}

/**
 * A column header: one control for the keyboard (the header cell itself, or the page's
 * checkbox on the selection column), one Tab stop for the whole row (header-focus.ts).
 * The mouse has a sort button, a drag grip and a resize handle, all out of the Tab order;
 * the keys do the same from the header (useHeaderKeys.ts). Its content never narrows
 * below its words: the table measures it (`data-header-content`) to size the column.
 */
export function HeaderCell<T>({
  header,
  list,
  arrangeable,
  onSort,
  keysHintId,
  drag,
}: HeaderCellProps<T>) {
  const { t } = useTranslation();
  const meta = header.column.columnDef.meta;
  const id = header.column.id;
  const tabIndex = useHeaderTabIndex(id);
  const active = effectiveSort(list.params, list.config);
  const sorted =
    meta?.sortField && active?.field === meta.sortField
      ? active.order === 'asc'
        ? 'ascending'
        : 'descending'
      : undefined;
  // The selection column's checkbox is its own control; every other header is focused itself.
  const selfFocused = Boolean(meta?.label);
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  const label = meta?.label ?? id;
  return (
    <th
      ref={drag?.setNodeRef}
      scope="col"
      style={{ width: header.getSize(), ...drag?.style }}
      aria-sort={sorted}
      // The header's name is the column's, not the names of the controls in it.
      aria-label={meta?.label}
      aria-describedby={selfFocused ? keysHintId : undefined}
      tabIndex={selfFocused ? tabIndex : undefined}
      data-header-control={selfFocused ? id : undefined}
      className={[
        meta?.align ? `text-${meta.align}` : '',
        meta?.className ?? '',
        drag?.isDragging ? 'is-dragging' : '',
      ].join(' ')}
    >
      {arrangeable && (
        <span
          className={`data-table__grip${drag ? ' data-table__grip--ready' : ''}`}
          aria-hidden="true"
          title={t('dataTable.dnd.grip', { column: label })}
          {...drag?.handle}
        >
          <i className="bi bi-grip-vertical" />
        </span>
      )}
      <span className="data-table__head" data-header-content={id}>
        {meta?.sortField ? (
          <button
            type="button"
            tabIndex={-1}
            className="data-table__sort"
            onClick={() => onSort(id)}
            title={t('dataTable.sortBy', { column: label })}
          >
            <span>{content}</span>
            <i
              className={`bi ${
                sorted === 'ascending'
                  ? 'bi-sort-up-alt'
                  : sorted === 'descending'
                    ? 'bi-sort-down'
                    : 'bi-chevron-expand data-table__sort-idle'
              }`}
              aria-hidden="true"
            />
          </button>
        ) : (
          content
        )}
      </span>
      {header.column.getCanResize() && (
        <div
          aria-hidden="true"
          className={`data-table__resizer${header.column.getIsResizing() ? ' is-resizing' : ''}`}
          onMouseDown={header.getResizeHandler()}
          onTouchStart={header.getResizeHandler()}
          onPointerDown={(event) => event.stopPropagation()}
          onDoubleClick={() => header.column.resetSize()}
          onClick={(event) => event.stopPropagation()}
        />
      )}
    </th>
  );
}
