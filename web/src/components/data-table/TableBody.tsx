import { flexRender, type Table as TanTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { ListView } from './useListParams';
import { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID } from './useTableColumns';

const SKELETON_ROWS = 5;

/** The rows: skeletons on the first load, then the page, or a word on why it is empty. */
export function TableBody<T>({
  table,
  list,
  loading,
  empty,
  emptyState,
  rowClassName,
}: {
  table: TanTable<T>;
  list: ListView;
  loading: boolean;
  empty: boolean;
  emptyState?: ReactNode;
  rowClassName?: (row: T) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <tbody>
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
          <td colSpan={table.getVisibleLeafColumns().length} className="data-table__empty">
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
