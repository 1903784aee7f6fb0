/**
 * Helpers for collection upgrades (`CollectionDefinition.upgrade`): the store writes the
 * file back only when an upgrade answers a new array, so these keep the same array (and
 * the same records) whenever nothing needed a change.
 */

/** Applies `upgrade` to every record; the same array when it returned every record as it was. */
export function upgradeEach<T>(items: readonly T[], upgrade: (item: T) => T): readonly T[] {
  let changed = false;
  const next = items.map((item) => {
    const upgraded = upgrade(item);
    if (upgraded !== item) changed = true;
    return upgraded;
  });
  return changed ? next : items;
}

/** Several upgrades in order, as one. */
export function upgradeInOrder<T>(
  ...upgrades: ((items: readonly T[]) => readonly T[])[]
): (items: readonly T[]) => readonly T[] {
  return (items) => upgrades.reduce((current, upgrade) => upgrade(current), items);
}
