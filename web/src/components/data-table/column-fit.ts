/** The priority of a column that declares none: it gives way before those marked 1 and 2. */
export const DEFAULT_COLUMN_PRIORITY = 3;

export interface FitColumn {
  id: string;
  /** The width it needs: its chosen or default width, at least its header's. */
  width: number;
  /**
   * The narrowest it may be drawn (its `minSize`, at least its header's) before a column of
   * priority 1 gives way; `width` when it declares none.
   */
  least?: number;
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

/** Columns at priority 1 give way only after the columns that may narrow have narrowed. */
const KEPT_BY_NARROWING = 1;

/**
 * Which columns fit `available` pixels: while they do not, the hideable column with the
 * highest priority number gives way (the rightmost among equals). Before one of priority 1
 * would, the columns that declare a narrower `least` width come down towards it instead
 * (the widest spare room first), so what matters most stays in sight on a small screen. The
 * room left over is shared among the flexible columns in proportion to their widths, so the
 * table fills its card. With no width known (`available` 0, before layout or where nothing
 * is laid out) every column is shown at its own width.
 */
export function fitColumns(columns: readonly FitColumn[], available: number): ColumnFit {
  const shown = [...columns];
  const hidden: string[] = [];
  const sum = (measure: (column: FitColumn) => number) =>
    shown.reduce((total, column) => total + measure(column), 0);
  const leastOf = (column: FitColumn) => Math.min(column.least ?? column.width, column.width);
  if (available > 0) {
    while (sum((column) => column.width) > available) {
      const candidates = shown.filter((column) => column.hideable);
      if (candidates.length === 0) break;
      const victim = candidates.reduce((worst, column) =>
        column.priority >= worst.priority ? column : worst,
      );
      if (victim.priority <= KEPT_BY_NARROWING && sum(leastOf) <= available) break;
      shown.splice(shown.indexOf(victim), 1);
      hidden.push(victim.id);
    }
  }
  const widths = Object.fromEntries(shown.map((column) => [column.id, column.width]));
  const overflow = available > 0 ? sum((column) => column.width) - available : 0;
  if (overflow > 0) narrow(shown, widths, overflow, leastOf);
  const spare = available > 0 ? Math.floor(available - sum((column) => widths[column.id])) : 0;
  if (spare > 0) {
    const flexible = shown.filter((column) => column.flexible);
    const unsized = flexible.filter((column) => !column.sized);
    const takers = unsized.length > 0 ? unsized : flexible;
    const base = takers.reduce((total, column) => total + column.width, 0);
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

/**
 * Takes `overflow` pixels off the columns that may narrow, the one with the most room to
 * spare first: they come down until each keeps the same room above its least width (or
 * has none left), so no column is squeezed while another stays wide.
 */
function narrow(
  shown: readonly FitColumn[],
  widths: Record<string, number>,
  overflow: number,
  leastOf: (column: FitColumn) => number,
) {
  const slack = shown.map((column) => Math.max(0, column.width - leastOf(column)));
  const taken = Math.min(
    overflow,
    slack.reduce((sum, one) => sum + one, 0),
  );
  if (taken <= 0) return;
  // The room each keeps: with the widest `count` cut down to the next one's, enough is taken.
  const sorted = [...slack].sort((a, b) => b - a);
  let kept = 0;
  let above = 0;
  for (let count = 1; count <= sorted.length; count += 1) {
    above += sorted[count - 1];
    const next = sorted[count] ?? 0;
    if (above - count * next >= taken) {
      kept = Math.floor((above - taken) / count);
      break;
    }
  }
  shown.forEach((column, index) => {
    widths[column.id] -= Math.max(0, slack[index] - kept);
  });
}
