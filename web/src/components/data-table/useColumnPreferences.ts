import { useCallback, useEffect, useMemo, useState } from 'react';
import { currentAccountId } from './account';
import {
  type ColumnPreferences,
  clampWidth,
  columnsCustomised,
  EMPTY_PREFERENCES,
  loadPreferences,
  moveColumn,
  moveColumnTo,
  preferencesKey,
  reconcileOrder,
  savePreferences,
  type TableDensity,
  toTableState,
} from './table-preferences';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A table's column order, visibility, widths and density for the signed-in account, read
 * from and written to localStorage. `columns` are the ids of the columns a person may arrange.
 */
export function useColumnPreferences(
  tableId: string,
  columns: readonly string[],
  options: { accountId?: string | null; defaultHidden?: readonly string[] } = {},
) {
  const accountId = options.accountId === undefined ? currentAccountId() : options.accountId;
  const key = preferencesKey(tableId, accountId);
  const [state, setState] = useState(() => ({ key, preferences: loadPreferences(storage(), key) }));
  // Another account (or table) on the same component: read its own preferences.
  let preferences = state.preferences;
  if (state.key !== key) {
    preferences = loadPreferences(storage(), key);
    setState({ key, preferences });
  }

  useEffect(() => {
    savePreferences(storage(), state.key, state.preferences);
  }, [state]);

  const columnsKey = columns.join('|');
  const defaultHiddenKey = (options.defaultHidden ?? []).join('|');
  const tableState = useMemo(
    () =>
      toTableState(
        preferences,
        columnsKey.split('|'),
        defaultHiddenKey ? defaultHiddenKey.split('|') : [],
      ),
    [preferences, columnsKey, defaultHiddenKey],
  );

  const change = useCallback(
    (next: (current: ColumnPreferences) => ColumnPreferences) =>
      setState((current) => ({ ...current, preferences: next(current.preferences) })),
    [],
  );

  const shownKey = (preferences.shown ?? []).join('|');
  const shown = useMemo(() => (shownKey ? shownKey.split('|') : []), [shownKey]);

  return {
    ...tableState,
    /** Columns the person brought back: they stay when the card is too narrow for all. */
    shown,
    density: (preferences.density ?? 'comfortable') as TableDensity,
    /**
     * Shows or hides a column. A column shown from the chooser is kept in sight even where
     * the table would leave it out to fit its card.
     */
    setVisible: useCallback(
      (id: string, visible: boolean) =>
        change((current) => {
          const all = columnsKey.split('|');
          const hidden = current.hidden ?? (defaultHiddenKey ? defaultHiddenKey.split('|') : []);
          const others = (current.shown ?? []).filter(
            (other) => other !== id && all.includes(other),
          );
          const nextShown = visible ? [...others, id] : others;
          const { shown: _previous, ...rest } = current;
          return {
            ...rest,
            hidden: visible
              ? hidden.filter((other) => other !== id)
              : [...hidden.filter((other) => other !== id && all.includes(other)), id],
            ...(nextShown.length > 0 ? { shown: nextShown } : {}),
          };
        }),
      [change, columnsKey, defaultHiddenKey],
    ),
    /** Compact or comfortable rows. */
    setDensity: useCallback(
      (density: TableDensity) =>
        change((current) => {
          const { density: _previous, ...rest } = current;
          return density === 'compact' ? { ...rest, density } : rest;
        }),
      [change],
    ),
    /** Moves a column one place left (-1) or right (+1). */
    move: useCallback(
      (id: string, delta: -1 | 1) =>
        change((current) => ({
          ...current,
          order: moveColumn(reconcileOrder(current.order, columnsKey.split('|')), id, delta),
        })),
      [change, columnsKey],
    ),
    /** Moves a column to where another one is (drag and drop). */
    moveTo: useCallback(
      (id: string, targetId: string) =>
        change((current) => ({
          ...current,
          order: moveColumnTo(reconcileOrder(current.order, columnsKey.split('|')), id, targetId),
        })),
      [change, columnsKey],
    ),
    /** The widths TanStack reports while a column is resized. */
    setSizes: useCallback(
      (sizes: Record<string, number>) =>
        change((current) => ({
          ...current,
          sizes: Object.fromEntries(
            Object.entries(sizes).map(([id, width]) => [id, clampWidth(width)] as const),
          ),
        })),
      [change],
    ),
    /** Back to the table's own order, visibility and widths (the density stays). */
    reset: useCallback(
      () =>
        change((current) =>
          current.density ? { ...EMPTY_PREFERENCES, density: current.density } : EMPTY_PREFERENCES,
        ),
      [change],
    ),
    customised: columnsCustomised(preferences),
  };
}
