/** How tall a table's rows are: `compact` fits about half as many again on a screen. */
export type TableDensity = 'comfortable' | 'compact';

/**
 * What a person chose for a table's columns (order, hidden ones, widths) and its density,
 * remembered per table and account in localStorage under `talento.table.<tableId>.<accountId>`.
 */
export interface ColumnPreferences {
  /** Column ids in the order chosen. */
  order: string[];
  /** Hidden column ids; null until the person chooses (the table's defaults apply). */
  hidden: string[] | null;
  /** Widths in pixels. */
  sizes: Record<string, number>;
  /**
   * Columns the person brought back from the column chooser: they stay however narrow the
   * card is, where others give way to fit it. Absent when none.
   */
  shown?: string[];
  /** Absent for the comfortable default. */
  density?: 'compact';
}

export const EMPTY_PREFERENCES: ColumnPreferences = { order: [], hidden: null, sizes: {} };
export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 800;

type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function preferencesKey(tableId: string, accountId: string | null | undefined): string {
  return `talento.table.${tableId}.${accountId || 'anonymous'}`;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Whatever was stored, made safe: unreadable parts are dropped, never thrown. */
export function parsePreferences(raw: string | null): ColumnPreferences {
  if (!raw) return EMPTY_PREFERENCES;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value !== 'object' || value === null) return EMPTY_PREFERENCES;
    const sizes: Record<string, number> = {};
    if (typeof value.sizes === 'object' && value.sizes !== null) {
      for (const [id, width] of Object.entries(value.sizes as Record<string, unknown>)) {
        if (typeof width === 'number' && Number.isFinite(width)) sizes[id] = clampWidth(width);
      }
    }
    return {
      order: isStringArray(value.order) ? value.order : [],
      hidden: isStringArray(value.hidden) ? value.hidden : null,
      sizes,
      ...(isStringArray(value.shown) && value.shown.length > 0 ? { shown: value.shown } : {}),
      ...(value.density === 'compact' ? { density: 'compact' as const } : {}),
    };
  } catch {
    return EMPTY_PREFERENCES;
  }
}

export function loadPreferences(storage: PreferenceStorage | null, key: string): ColumnPreferences {
  try {
    return parsePreferences(storage?.getItem(key) ?? null);
  } catch {
    return EMPTY_PREFERENCES;
  }
}

export function savePreferences(
  storage: PreferenceStorage | null,
  key: string,
  preferences: ColumnPreferences,
): void {
  try {
    const empty = !columnsCustomised(preferences) && preferences.density === undefined;
    if (empty) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(preferences));
  } catch {
    // Storage full or disabled: the choice holds for this page only.
  }
}

/** Whether the person changed the columns themselves (order, visibility or widths). */
export function columnsCustomised(preferences: ColumnPreferences): boolean {
  return (
    preferences.order.length > 0 ||
    preferences.hidden !== null ||
    Object.keys(preferences.sizes).length > 0 ||
    (preferences.shown?.length ?? 0) > 0
  );
}

export function clampWidth(width: number): number {
  return Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));
}

/**
 * The saved order applied to today's columns: columns that no longer exist are dropped and
 * new ones keep their place beside the column they follow by default.
 */
export function reconcileOrder(saved: readonly string[], columns: readonly string[]): string[] {
  const known = saved.filter((id, index) => columns.includes(id) && saved.indexOf(id) === index);
  const result = [...known];
  columns.forEach((id, index) => {
    if (result.includes(id)) return;
    const previous = columns
      .slice(0, index)
      .reverse()
      .find((other) => result.includes(other));
    result.splice(previous === undefined ? 0 : result.indexOf(previous) + 1, 0, id);
  });
  return result;
}

/** Moves a column one place (delta -1 left, +1 right) in the order; ends stay put. */
export function moveColumn(order: readonly string[], id: string, delta: -1 | 1): string[] {
  const from = order.indexOf(id);
  const to = from + delta;
  if (from === -1 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Moves a column to where another one is (a drag and drop); unknown ids change nothing. */
export function moveColumnTo(order: readonly string[], id: string, targetId: string): string[] {
  const from = order.indexOf(id);
  const to = order.indexOf(targetId);
  if (from === -1 || to === -1 || from === to) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The preferences in the shape TanStack Table's state takes. */
export function toTableState(
  preferences: ColumnPreferences,
  columns: readonly string[],
  defaultHidden: readonly string[] = [],
) {
  const hidden = preferences.hidden ?? defaultHidden;
  return {
    columnOrder: reconcileOrder(preferences.order, columns),
    columnVisibility: Object.fromEntries(
      columns.map((id) => [id, !hidden.includes(id)] as const),
    ) as Record<string, boolean>,
    columnSizing: Object.fromEntries(
      Object.entries(preferences.sizes).filter(([id]) => columns.includes(id)),
    ),
  };
}
