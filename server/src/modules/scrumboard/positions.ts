/**
 * Positions of lists in a board and of cards in a list: they
 * step by 65,536, so that a move between two neighbours takes the number halfway between
 * them and touches only the moved record. When no integer is left between neighbours (or
 * two records share a number, as two people moving cards at once can cause) the whole
 * group is renumbered at 65,536 steps, in its order.
 */
export const POSITION_STEP = 65_536;

/** The largest position a client may ask for (far beyond any real board). */
export const MAX_POSITION = POSITION_STEP * 2 ** 24;

export interface Positioned {
  id: string;
  position: number;
}

/** The position after the last of `items` (the first position when there is none). */
export function positionAfterLast(items: readonly Positioned[]): number {
  const last = items.reduce((max, item) => Math.max(max, item.position), 0);
  return last + POSITION_STEP;
}

/**
 * The records of one group (a board's lists, a list's cards) in display order: by
 * position; on a tie the records just moved (`moved`) come first, as they were put
 * there; then by id, so that every reader sees one order.
 */
export function inOrder<T extends Positioned>(
  items: readonly T[],
  moved: ReadonlySet<string> = new Set(),
): T[] {
  const rank = (item: T) => (moved.has(item.id) ? 0 : 1);
  return [...items].sort(
    (a, b) =>
      a.position - b.position || rank(a) - rank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** Whether positions in display order are distinct positive integers within bounds. */
export function positionsAreSound(ordered: readonly Positioned[]): boolean {
  let previous = 0;
  for (const { position } of ordered) {
    if (!Number.isInteger(position) || position <= previous || position > MAX_POSITION) {
      return false;
    }
    previous = position;
  }
  return true;
}

/**
 * One group settled: in display order, and renumbered at POSITION_STEP when its
 * positions are not sound. Records whose position does not change are the same objects.
 */
export function settle<T extends Positioned>(
  items: readonly T[],
  moved: ReadonlySet<string> = new Set(),
): T[] {
  const ordered = inOrder(items, moved);
  if (positionsAreSound(ordered)) return ordered;
  return ordered.map((item, index) => {
    const position = (index + 1) * POSITION_STEP;
    return item.position === position ? item : { ...item, position };
  });
}
