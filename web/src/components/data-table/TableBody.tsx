import { flexRender, type Row, type Table as TanTable } from '@tanstack/react-table';
import { type FocusEvent, type MouseEvent, type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { ListView } from './useListParams';
import { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID } from './useTableColumns';
import { useWindowedRows } from './useWindowedRows';

const SKELETON_ROWS = 5;

/**
 * The rows: skeletons on the first load, then the page, or a word on why it is empty.
 * `windowed` (on a phone) draws only the rows on the screen: a long page's other rows cost
 * the phone nothing until they are scrolled to. They are drawn in full once the keyboard
 * enters the body, so Tab reaches every row. Each row's `aria-rowindex` tells a screen
 * reader its place among all of them (the table carries `aria-rowcount`).
 */
export function TableBody<T>({
  table,
  list,
  loading,
  empty,
  emptyState,
  rowClassName,
  windowed = false,
}: {
  table: TanTable<T>;
  list: ListView;
  loading: boolean;
  empty: boolean;
  emptyState?: ReactNode;
  rowClassName?: (row: T) => string | undefined;
  windowed?: boolean;
}) {
  const { t } = useTranslation();
  const [keyboardInside, setKeyboardInside] = useState(false);
  const rows = table.getRowModel().rows;
  const { bodyRef, rows: rowWindow } = useWindowedRows(
    rows.length,
    windowed && !loading && !keyboardInside,
  );
  const columnCount = table.getVisibleLeafColumns().length;
  const headerRows = table.getHeaderGroups().length;
  const onFocus = (event: FocusEvent) => {
    if (rowWindow && isKeyboardFocus(event.target)) setKeyboardInside(true);
  };
  const bodyRow = (row: Row<T>, index: number) => (
    <tr
      key={row.id}
      data-row-id={row.id}
      data-index={rowWindow ? index : undefined}
      ref={rowWindow?.measure}
      aria-rowindex={headerRows + index + 1}
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
            className={[meta?.align ? `text-${meta.align}` : '', meta?.className ?? ''].join(' ')}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
  return (
    <tbody ref={bodyRef} onFocus={onFocus} onMouseOver={titleCutCell}>
      {loading
        ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <tr key={index} className="placeholder-glow" aria-hidden="true">
              {table.getVisibleLeafColumns().map((column) => (
                <td key={column.id} className={column.columnDef.meta?.className}>
                  {column.id === SELECT_COLUMN_ID || column.id === ACTIONS_COLUMN_ID ? null : (
                    <span className="placeholder col-8 rounded" />
                  )}
                </td>
              ))}
            </tr>
          ))
        : rowWindow
          ? [
              <Spacer key="before" height={rowWindow.before} columns={columnCount} />,
              ...rowWindow.indexes.map((index) => bodyRow(rows[index], index)),
              <Spacer key="after" height={rowWindow.after} columns={columnCount} />,
            ]
          : rows.map(bodyRow)}
      {empty && (
        <tr>
          <td colSpan={columnCount} className="data-table__empty">
            {list.filtered ? (
              <div className="text-center py-5">
                <i className="bi bi-search fs-2 text-body-tertiary" aria-hidden="true" />
                <p className="fw-semibold mt-2 mb-1">{t('dataTable.noMatches')}</p>
                <p className="text-body-secondary small mb-3">{t('dataTable.noMatchesHint')}</p>
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
  );
}

/**
 * A cell whose words are cut (an ellipsis) shows them whole as its title when the mouse is
 * over it; the keyboard's cell shows them by wrapping (data-table.css).
 */
function titleCutCell(event: MouseEvent) {
  const cell = (event.target as HTMLElement).closest('td');
  if (!cell || cell.classList.contains('data-table__actions')) return;
  const cut = (element: Element) => element.scrollWidth > element.clientWidth;
  const source =
    [...cell.querySelectorAll('.text-truncate')].find(cut) ?? (cut(cell) ? cell : null);
  const whole = source?.textContent?.replace(/\s+/g, ' ').trim();
  if (whole) cell.title = whole;
  else cell.removeAttribute('title');
}

/** Focus the browser shows (the keyboard's), not a tap's; a browser that cannot tell says yes. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** The space of the rows that are not drawn. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className="data-table__spacer">
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}
