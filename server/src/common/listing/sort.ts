import { compareText } from './text';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** What a sortable field reads from a record; null and undefined sort last either way. */
export type SortValue = string | number | boolean | null | undefined;

function compareValues(a: NonNullable<SortValue>, b: NonNullable<SortValue>): number {
  if (typeof a === 'string' && typeof b === 'string') return compareText(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareText(String(a), String(b));
}

/**
 * A sorted copy: texts case-insensitively, numbers by value, booleans false first;
 * empty values last in both orders; ties keep a stable order by id.
 */
export function sortItems<T extends { id: string }>(
  items: readonly T[],
  read: (item: T) => SortValue,
  order: SortOrder,
): T[] {
  const direction = order === 'desc' ? -1 : 1;
  return items
    .map((item) => ({ item, value: read(item) }))
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === undefined || a.value === '';
      const bEmpty = b.value === null || b.value === undefined || b.value === '';
      if (aEmpty || bEmpty) {
        if (aEmpty && bEmpty) return a.item.id.localeCompare(b.item.id);
        return aEmpty ? 1 : -1;
      }
      return direction * compareValues(a.value!, b.value!) || a.item.id.localeCompare(b.item.id);
    })
    .map(({ item }) => item);
}
