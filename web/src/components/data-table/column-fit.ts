/** The priority of a column that declares none: it gives way before those marked 1 and 2. */
export const DEFAULT_COLUMN_PRIORITY = 3;

export interface FitColumn {
  id: string;
  /** The width it needs: its chosen or default width, at least its header's. */
  width: number;
  /** 1 stays longest; higher numbers give way first. */
  priority: number;
  /** May be left out to fit (not locked, not kept by the person, not the table's own). */
  hideable: boolean;
  /** Takes a share of the room left over (the selection and icon columns do not). */
  flexible: boolean;
  /** The person set its width: it keeps it while other columns take the room left. */
  sized: boolean;
}

export interface ColumnFit {
  /** Columns left out to fit the width, in the order they gave way. */
  hidden: string[];
  /** The width each shown column is drawn at. */
  widths: Record<string, number>;
}

/**
 * Which columns fit `available` pixels: while they do not, the hideable column with the
 * highest priority number gives way (the rightmost among equals). The room left over is
 * shared among the flexible columns in proportion to their widths, so the table fills its
 * card. With no width known (`available` 0, before layout or where nothing is laid out)
 * every column is shown at its own width.
 */
export function fitColumns(columns: readonly FitColumn[], available: number): ColumnFit {
  const shown = [...columns];
  const hidden: string[] = [];
  const total = () => shown.reduce((sum, column) => sum + column.width, 0);
  if (available > 0) {
    while (total() > available) {
      const candidates = shown.filter((column) => column.hideable);
      if (candidates.length === 0) break;
      const victim = candidates.reduce((worst, column) =>
        column.priority >= worst.priority ? column : worst,
      );
      shown.splice(shown.indexOf(victim), 1);
      hidden.push(victim.id);
    }
  }
  const widths = Object.fromEntries(shown.map((column) => [column.id, column.width]));
  const spare = available > 0 ? Math.floor(available - total()) : 0;
  if (spare > 0) {
    const flexible = shown.filter((column) => column.flexible);
    const unsized = flexible.filter((column) => !column.sized);
    const takers = unsized.length > 0 ? unsized : flexible;
    const base = takers.reduce((sum, column) => sum + column.width, 0);
    let given = 0;
    takers.forEach((column, index) => {
      const share =
        index === takers.length - 1 ? spare - given : Math.floor((spare * column.width) / base);
      widths[column.id] += share;
      given += share;
    });
  }
  return { hidden, widths };
}
