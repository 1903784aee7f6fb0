import { upgradeEach } from '../../../store';
import type { NavigationItem, NavigationRecord } from './navigation.types';

/** Every item id of a tree, parents before their children. */
export function itemIds(items: readonly NavigationItem[]): string[] {
  return items.flatMap((item) => [item.id, ...itemIds(item.children ?? [])]);
}

function holds(items: readonly NavigationItem[], sample: NavigationItem): boolean {
  return items.some(
    (item) =>
      item.id === sample.id ||
      (sample.link !== undefined && item.link === sample.link) ||
      holds(item.children ?? [], sample),
  );
}

/** `item` placed after `previous` among `siblings` (first when there is none; last when it is gone). */
function placed(
  siblings: readonly NavigationItem[],
  item: NavigationItem,
  previous: string | null,
): NavigationItem[] {
  if (previous === null) return [item, ...siblings];
  const at = siblings.findIndex((sibling) => sibling.id === previous);
  return at === -1 ? [...siblings, item] : siblings.toSpliced(at + 1, 0, item);
}

/** `items` with `item` under the item `parent` (null: at the top); unchanged when that parent is gone. */
function inserted(
  items: readonly NavigationItem[],
  item: NavigationItem,
  parent: string | null,
  previous: string | null,
): readonly NavigationItem[] {
  if (parent === null) return placed(items, item, previous);
  return upgradeEach(items, (candidate) => {
    if (candidate.id === parent) {
      return { ...candidate, children: placed(candidate.children ?? [], item, previous) };
    }
    if (!candidate.children) return candidate;
    const children = inserted(candidate.children, item, parent, previous);
    return children === candidate.children ? candidate : { ...candidate, children: [...children] };
  });
}

/**
 * A saved navigation gains the sample items it was never given (the screens of a newer
 * version), each where the sample has it: under its parent, after the item before it.
 * `offeredItems` remembers what was given, so an item the administrator removes later
 * stays removed. A navigation saved before `offeredItems` existed could not be edited,
 * so what it lacks is new.
 */
export function addNewSampleItems(
  records: readonly NavigationRecord[],
  samples: readonly NavigationRecord[],
): readonly NavigationRecord[] {
  return upgradeEach(records, (record) => {
    const sample = samples.find((one) => one.id === record.id);
    if (!sample) return record;
    const offered = new Set(record.offeredItems ?? []);
    const sampleIds = itemIds(sample.items);
    if (record.offeredItems && sampleIds.every((id) => offered.has(id))) return record;
    let items: readonly NavigationItem[] = record.items;
    const visit = (siblings: readonly NavigationItem[], parent: string | null) => {
      siblings.forEach((item, index) => {
        if (!offered.has(item.id) && !holds(items, item)) {
          items = inserted(items, item, parent, index === 0 ? null : siblings[index - 1].id);
        }
        visit(item.children ?? [], item.id);
      });
    };
    visit(sample.items, null);
    return {
      ...record,
      items: [...items],
      offeredItems: [...new Set([...offered, ...sampleIds])],
    };
  });
}
