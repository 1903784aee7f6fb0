import type { Entity } from '../entity';

/** The room left between two records' positions, so that most inserts move no other row. */
export const POSITION_GAP = 1024;

/** Past this (either way), every record is numbered again from 0. */
const POSITION_LIMIT = 2 ** 50;

/**
 * Positions (sparse integers, ascending in list order) for `list`, given the ones the
 * rows hold now (`current`; a record missing there is new). Records whose position can
 * stay, stay: the longest run of them already in order keeps its numbers, and the others
 * are put in the gaps between; only when a gap is too narrow is every record numbered
 * again. Answers the positions to write (new or moved records only).
 */
export function assignPositions(
  list: readonly Entity[],
  current: ReadonlyMap<string, number>,
): Map<string, number> {
  const old = list.map((item) => current.get(item.id));
  const kept = longestIncreasing(old);
  const next: number[] = new Array<number>(list.length);
  let i = 0;
  while (i < list.length) {
    if (kept[i]) {
      next[i] = old[i]!;
      i++;
      continue;
    }
    let end = i;
    while (end < list.length && !kept[end]) end++;
    const low = i > 0 ? next[i - 1] : undefined;
    const high = end < list.length ? old[end] : undefined;
    const count = end - i;
    let place: (k: number) => number;
    if (low === undefined && high === undefined) place = (k) => k * POSITION_GAP;
    else if (low === undefined) place = (k) => high! - (count - k) * POSITION_GAP;
    else if (high === undefined) place = (k) => low + (k + 1) * POSITION_GAP;
    else {
      const step = Math.floor((high - low) / (count + 1));
      if (step < 1) return renumbered(list, current);
      place = (k) => low + (k + 1) * step;
    }
    for (let k = 0; k < count; k++) next[i + k] = place(k);
    i = end;
  }
  if (next.some((position) => Math.abs(position) > POSITION_LIMIT)) {
    return renumbered(list, current);
  }
  return changedOnly(list, next, current);
}

/** Every record numbered again: 0, GAP, 2 GAP... */
export function renumbered(
  list: readonly Entity[],
  current: ReadonlyMap<string, number>,
): Map<string, number> {
  return changedOnly(
    list,
    list.map((_, index) => index * POSITION_GAP),
    current,
  );
}

function changedOnly(
  list: readonly Entity[],
  next: readonly number[],
  current: ReadonlyMap<string, number>,
): Map<string, number> {
  const changed = new Map<string, number>();
  list.forEach((item, index) => {
    if (current.get(item.id) !== next[index]) changed.set(item.id, next[index]);
  });
  return changed;
}

/**
 * Which entries belong to a longest strictly increasing run of the defined values
 * (patience sorting, O(n log n)); undefined entries never do.
 */
function longestIncreasing(values: readonly (number | undefined)[]): boolean[] {
  const tails: number[] = []; // index into values of the smallest tail of each length
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    if (value === undefined) return;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1];
    tails[low] = index;
  });
  const kept = new Array<boolean>(values.length).fill(false);
  for (let at = tails.length > 0 ? tails[tails.length - 1] : -1; at !== -1; at = previous[at]) {
    kept[at] = true;
  }
  return kept;
}
