import type { RowData } from '@tanstack/react-table';

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
    /**
     * Exported even while hidden on screen: a column a spreadsheet needs (a phone, a
     * document number) that the table can spare. It follows the visible ones.
     */
    exportHidden?: boolean;
    /** Text alignment of the cells. */
    align?: 'start' | 'center' | 'end';
    /** The column cannot be hidden. */
    locked?: boolean;
    /**
     * How long the column stays when the card is too narrow for all: 1 stays longest,
     * higher numbers give way first (default 3). Only a list that ranks some of its
     * columns leaves any out; one that ranks none scrolls sideways. A locked column always
     * stays. A column that gave way is listed in the column chooser, to bring it back.
     * Before a column of priority 1 gives way, the columns that declare a `minSize` narrow
     * towards it (their long cells wrap, or show whole on hover and focus).
     */
    priority?: number;
    /** Class of the cells (td). */
    className?: string;
  }
}
