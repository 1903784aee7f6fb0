import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { createContext, type ReactNode, use, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderTabIndex } from './header-focus';

export const SELECT_COLUMN_ID = '_select';
export const ACTIONS_COLUMN_ID = '_actions';

function SelectionCheckbox({
  checked,
  indeterminate,
  onChange,
  label,
  tabIndex,
  headerControl,
}: {
  checked: boolean;
  indeterminate: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  tabIndex?: number;
  /** In the header: the selection column's control (header-focus.ts). */
  headerControl?: string;
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
      tabIndex={tabIndex}
      data-header-control={headerControl}
    />
  );
}

/** The page's checkbox: the selection column's header control, one stop of the header row. */
function PageCheckbox(props: {
  checked: boolean;
  indeterminate: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  const tabIndex = useHeaderTabIndex(SELECT_COLUMN_ID);
  return <SelectionCheckbox {...props} tabIndex={tabIndex} headerControl={SELECT_COLUMN_ID} />;
}

/**
 * The row actions of the table being drawn. A page usually passes a new function on every
 * render; read through this context, the actions column stays the same column. A column
 * made anew is a new component to React (flexRender draws the column's function as one):
 * every cell would be drawn afresh at each refetch, taking the keyboard's focus and an
 * open menu with it.
 */
export const RowActionsContext = createContext<((row: never) => ReactNode) | undefined>(undefined);

function RowActionsCell<T>({ row }: CellContext<T, unknown>) {
  const rowActions = use(RowActionsContext) as ((row: T) => ReactNode) | undefined;
  return rowActions?.(row.original) ?? null;
}

/**
 * The page's columns framed by the table's own: a selection checkbox first (when rows
 * can be selected) and the row actions last (when there are any).
 */
export function useTableColumns<T>(
  columns: ColumnDef<T, never>[] | ColumnDef<T, unknown>[],
  {
    selectable,
    rowActions,
    rowActionsWidth,
  }: { selectable: boolean; rowActions?: (row: T) => ReactNode; rowActionsWidth: number },
): ColumnDef<T, unknown>[] {
  const { t } = useTranslation();
  // The actions themselves come through RowActionsContext: only whether there are any
  // shapes the columns.
  const withRowActions = rowActions !== undefined;
  return useMemo(() => {
    const all: ColumnDef<T, unknown>[] = [];
    if (selectable) {
      all.push({
        id: SELECT_COLUMN_ID,
        size: 40,
        minSize: 40,
        enableResizing: false,
        enableHiding: false,
        meta: { csv: false, className: 'data-table__select' },
        header: ({ table }) => (
          <PageCheckbox
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
            label={t('dataTable.selectPage')}
          />
        ),
        cell: ({ row }) => (
          <SelectionCheckbox
            checked={row.getIsSelected()}
            indeterminate={false}
            onChange={(checked) => row.toggleSelected(checked)}
            label={t('dataTable.selectRow')}
          />
        ),
      });
    }
    // A column of fixed width (an icon, a picture) is drawn at that width, however small.
    all.push(
      ...(columns as ColumnDef<T, unknown>[]).map((column) =>
        column.enableResizing === false && column.size !== undefined && column.minSize === undefined
          ? { ...column, minSize: column.size }
          : column,
      ),
    );
    if (withRowActions) {
      all.push({
        id: ACTIONS_COLUMN_ID,
        size: rowActionsWidth,
        // Drawn at the width asked for, even one icon's (below the table's usual least).
        minSize: rowActionsWidth,
        enableHiding: false,
        meta: {
          label: t('dataTable.actions'),
          csv: false,
          align: 'end',
          className: 'data-table__actions',
        },
        header: () => <span className="visually-hidden">{t('dataTable.actions')}</span>,
        cell: RowActionsCell,
      });
    }
    return all;
  }, [columns, selectable, withRowActions, rowActionsWidth, t]);
}
