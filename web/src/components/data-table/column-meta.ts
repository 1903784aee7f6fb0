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
    /** Text alignment of the cells. */
    align?: 'start' | 'center' | 'end';
    /** The column cannot be hidden. */
    locked?: boolean;
    /** Class of the cells (td). */
    className?: string;
  }
}
