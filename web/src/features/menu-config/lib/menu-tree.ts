import type { components } from '../../../lib/api/schema';

/** One item of the side menu as the editor holds it (the API's navigation item). */
export type MenuItem = components['schemas']['NavigationItemDto'];
export type MenuItemType = MenuItem['type'];
export type MenuTexts = components['schemas']['NavigationTextsDto'];

/** The languages an item is named in, as the web offers them. */
export const MENU_LANGUAGES = ['en', 'tr', 'es'] as const;
export type MenuLanguage = (typeof MENU_LANGUAGES)[number];

/** The types that hold other items; links go only on basic items. */
export const CONTAINER_TYPES: readonly MenuItemType[] = ['group', 'collapsable', 'aside'];
export const TITLED_TYPES: readonly MenuItemType[] = ['basic', 'collapsable', 'group', 'aside'];
/** As deep as the server takes a tree (server: MAX_MENU_DEPTH). */
export const MAX_DEPTH = 5;

export const isContainer = (item: MenuItem) => CONTAINER_TYPES.includes(item.type);

/** Where an item sits: the id of its parent (null at the top) and its index there. */
export interface ItemPlace {
  parentId: string | null;
  index: number;
  depth: number;
}

/** The item with `id`, anywhere in the tree. */
export function findItem(items: readonly MenuItem[], id: string): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const inside = item.children ? findItem(item.children, id) : undefined;
    if (inside) return inside;
  }
  return undefined;
}

export function placeOf(
  items: readonly MenuItem[],
  id: string,
  parentId: string | null = null,
  depth = 1,
): ItemPlace | undefined {
  for (const [index, item] of items.entries()) {
    if (item.id === id) return { parentId, index, depth };
    const inside = item.children ? placeOf(item.children, id, item.id, depth + 1) : undefined;
    if (inside) return inside;
  }
  return undefined;
}

/** The children of `parentId` (the top level for null). */
export function siblingsOf(items: readonly MenuItem[], parentId: string | null): MenuItem[] {
  if (parentId === null) return [...items];
  return [...(findItem(items, parentId)?.children ?? [])];
}

/** The tree with the list under `parentId` changed by `change`. */
function changeList(
  items: readonly MenuItem[],
  parentId: string | null,
  change: (list: MenuItem[]) => MenuItem[],
): MenuItem[] {
  if (parentId === null) return change([...items]);
  return items.map((item) => {
    if (item.id === parentId) return { ...item, children: change([...(item.children ?? [])]) };
    return item.children
      ? { ...item, children: changeList(item.children, parentId, change) }
      : item;
  });
}

/** The tree with the item `id` replaced by `change(item)`. */
export function updateItem(
  items: readonly MenuItem[],
  id: string,
  change: (item: MenuItem) => MenuItem,
): MenuItem[] {
  return items.map((item) => {
    if (item.id === id) return change(item);
    return item.children ? { ...item, children: updateItem(item.children, id, change) } : item;
  });
}

/** Moves the item at `from` to `to` among the children of `parentId`. */
export function moveWithin(
  items: readonly MenuItem[],
  parentId: string | null,
  from: number,
  to: number,
): MenuItem[] {
  return changeList(items, parentId, (list) => {
    if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return list;
    const [moved] = list.splice(from, 1);
    list.splice(to, 0, moved);
    return list;
  });
}

export function removeItem(items: readonly MenuItem[], id: string): MenuItem[] {
  return items
    .filter((item) => item.id !== id)
    .map((item) => (item.children ? { ...item, children: removeItem(item.children, id) } : item));
}

/** Adds `item` at the end of the children of `parentId` (the top level for null). */
export function addItem(
  items: readonly MenuItem[],
  parentId: string | null,
  item: MenuItem,
): MenuItem[] {
  return changeList(items, parentId, (list) => [...list, item]);
}

/** Moves the item `id` (with what it holds) to the end of `parentId`'s children. */
export function moveInto(
  items: readonly MenuItem[],
  id: string,
  parentId: string | null,
): MenuItem[] {
  const item = findItem(items, id);
  if (!item || id === parentId) return [...items];
  if (parentId !== null && findItem(item.children ?? [], parentId)) return [...items];
  return addItem(removeItem(items, id), parentId, item);
}

/** How many levels an item and what it holds take (1 for an item without children). */
export function heightOf(item: MenuItem): number {
  return 1 + Math.max(0, ...(item.children ?? []).map(heightOf));
}

/**
 * The places `id` may move to: the top level and every group, collapsable or aside item
 * outside it whose depth leaves room for it, each with its depth (for indenting a list).
 */
export function destinationsFor(
  items: readonly MenuItem[],
  id: string,
): { id: string | null; item?: MenuItem; depth: number }[] {
  const moving = findItem(items, id);
  if (!moving) return [];
  const height = heightOf(moving);
  const found: { id: string | null; item?: MenuItem; depth: number }[] = [{ id: null, depth: 0 }];
  const walk = (list: readonly MenuItem[], depth: number) => {
    for (const item of list) {
      if (item.id === id) continue;
      if (isContainer(item) && depth + height <= MAX_DEPTH)
        found.push({ id: item.id, item, depth });
      if (item.children) walk(item.children, depth + 1);
    }
  };
  walk(items, 1);
  return found;
}

/** Every id of the tree. */
export function allIds(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...allIds(item.children ?? [])]);
}

/** JSON with every object's keys sorted, at every depth: equal values read the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Each item of the tree by its id, with its parent's id and its own fields. */
function flatten(
  items: readonly MenuItem[],
  parentId: string | null = null,
  into = new Map<string, { item: MenuItem; parentId: string | null; own: string }>(),
) {
  for (const item of items) {
    const { children, ...fields } = item;
    const own = canonicalJson(fields);
    into.set(item.id, { item, parentId, own });
    if (children) flatten(children, item.id, into);
  }
  return into;
}

/**
 * The items one tree changed against another: added, renamed or otherwise edited, moved
 * into another group, or removed (those last). An item moved among its siblings only is
 * left out: a reorder would name every sibling.
 */
export function changedItems(before: readonly MenuItem[], after: readonly MenuItem[]): MenuItem[] {
  const was = flatten(before);
  const now = flatten(after);
  const changed = [...now.values()]
    .filter(({ item, parentId, own }) => {
      const old = was.get(item.id);
      return !old || old.parentId !== parentId || old.own !== own;
    })
    .map(({ item }) => item);
  const removed = [...was.values()].filter(({ item }) => !now.has(item.id)).map(({ item }) => item);
  return [...changed, ...removed];
}

/** An id not used in the tree yet: `custom-link-1`, `custom-link-2`... */
export function freshId(items: readonly MenuItem[], type: MenuItemType): string {
  const used = new Set(allIds(items));
  const stem = `custom-${type === 'basic' ? 'link' : type}`;
  for (let number = 1; ; number += 1) {
    const id = `${stem}-${number}`;
    if (!used.has(id)) return id;
  }
}

/** A new item of `type`; links and groups start with a name in `language`. */
export function newItem(
  items: readonly MenuItem[],
  type: 'group' | 'basic' | 'divider',
  language: MenuLanguage,
  name: string,
): MenuItem {
  const id = freshId(items, type);
  if (type === 'divider') return { id, type };
  const item: MenuItem = { id, type, titles: { [language]: name } };
  if (type === 'group') item.children = [];
  if (type === 'basic') item.link = '';
  return item;
}

/**
 * The item a server error names: `items.6.children.0.link` is the link of the first child
 * of the seventh item. Answers its id and the field (`link`, `titles.en`; empty for the
 * item itself), or undefined when the path leads nowhere.
 */
export function itemForPath(
  items: readonly MenuItem[],
  path: string,
): { id: string; field: string } | undefined {
  const parts = path.split('.');
  if (parts[0] !== 'items') return undefined;
  let list: readonly MenuItem[] | undefined = items;
  let item: MenuItem | undefined;
  let at = 1;
  while (list && /^\d+$/.test(parts[at] ?? '')) {
    item = list[Number(parts[at])];
    at += 1;
    if (!item) return undefined;
    if (parts[at] === 'children' && /^\d+$/.test(parts[at + 1] ?? '')) {
      list = item.children;
      at += 1;
    } else break;
  }
  return item ? { id: item.id, field: parts.slice(at).join('.') } : undefined;
}

/** A link as the server takes it: a path on this site, or an http(s) address. */
export const SITE_LINK = /^\/(?![/\\])[\w\-./?=&%#~+:]*$/;
export const WEB_LINK = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** The problems of one item the editor can tell before saving, as translation keys. */
export type ItemProblems = Partial<Record<'title' | 'link' | 'badge', string>>;

export function itemProblems(item: MenuItem): ItemProblems {
  const problems: ItemProblems = {};
  const named = MENU_LANGUAGES.some((language) => item.titles?.[language]?.trim()) || !!item.title;
  if (TITLED_TYPES.includes(item.type) && !named) problems.title = 'menuConfig.problems.name';
  if (item.type === 'basic' && !item.function) {
    const link = item.link?.trim() ?? '';
    if (!link) problems.link = 'menuConfig.problems.linkRequired';
    else if (!SITE_LINK.test(link) && !WEB_LINK.test(link))
      problems.link = 'menuConfig.problems.link';
  }
  if (item.badge?.classes !== undefined && !/^[\w-]+(?: [\w-]+)*$/.test(item.badge.classes))
    problems.badge = 'menuConfig.problems.badge';
  return problems;
}

/** Every item with a problem, by id. */
export function treeProblems(items: readonly MenuItem[]): Map<string, ItemProblems> {
  const found = new Map<string, ItemProblems>();
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      const problems = itemProblems(item);
      if (Object.keys(problems).length > 0) found.set(item.id, problems);
      if (item.children) walk(item.children);
    }
  };
  walk(items);
  return found;
}

/**
 * The tree as the server takes it: names trimmed, empty names per language left out,
 * a badge without a title dropped.
 */
export function cleanTree(items: readonly MenuItem[]): MenuItem[] {
  const texts = (value: MenuTexts | undefined): MenuTexts | undefined => {
    if (!value) return undefined;
    const kept = Object.fromEntries(
      Object.entries(value)
        .map(([language, text]) => [language, typeof text === 'string' ? text.trim() : ''])
        .filter(([, text]) => text),
    ) as MenuTexts;
    return Object.keys(kept).length > 0 ? kept : undefined;
  };
  return items.map((item) => {
    const next: MenuItem = { ...item };
    const titles = texts(item.titles);
    if (titles) next.titles = titles;
    else delete next.titles;
    const subtitles = texts(item.subtitles);
    if (subtitles) next.subtitles = subtitles;
    else delete next.subtitles;
    if (next.link !== undefined) next.link = next.link.trim();
    if (item.badge && !item.badge.title?.trim()) delete next.badge;
    if (item.children) next.children = cleanTree(item.children);
    return next;
  });
}
