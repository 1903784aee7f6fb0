import type { OnChangeFn, RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';

/**
 * Selected rows kept by id with their data, so that a selection survives paging: rows of
 * other pages stay selected (and exportable) while the person moves on.
 */
export function useRowSelection<T>(items: readonly T[], getRowId: (row: T) => string) {
  const [selected, setSelected] = useState<Map<string, T>>(() => new Map());
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...selected.keys()].map((id) => [id, true])),
    [selected],
  );
  const onRowSelectionChange: OnChangeFn<RowSelectionState> = (updater) => {
    const next = typeof updater === 'function' ? updater(rowSelection) : updater;
    setSelected((previous) => {
      const map = new Map<string, T>();
      for (const [id, on] of Object.entries(next)) {
        if (!on) continue;
        const row = items.find((item) => getRowId(item) === id) ?? previous.get(id);
        if (row !== undefined) map.set(id, row);
      }
      return map;
    });
  };
  const clear = () => setSelected(new Map());
  return { selected, rowSelection, onRowSelectionChange, clear };
}
