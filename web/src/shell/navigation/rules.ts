import type { NavigationItem } from './types';

/**
 * The navigation's rules as plain functions: which item is
 * active for an address, and which collapsable items are expanded.
 */

/** The parts of the current address that matching looks at (react-router's Location). */
export interface NavLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Routes match case-insensitively and without a trailing slash. */
function normalisePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed || '/').toLowerCase();
}

function splitLink(link: string): { pathname: string; search: string; hash: string } {
  const url = new URL(link, 'http://navigation.local');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * Where an internal item leads: its link's path, its query (the link's own merged with
 * `queryParams`) and its fragment.
 */
export function itemTarget(item: NavigationItem): {
  pathname: string;
  search: string;
  hash: string;
} {
  const parts = splitLink(item.link ?? '/');
  const query = new URLSearchParams(parts.search);
  for (const [key, value] of Object.entries(item.queryParams ?? {})) query.set(key, value);
  const search = query.toString();
  const fragment = item.fragment ?? parts.hash.replace(/^#/, '');
  return {
    pathname: parts.pathname,
    search: search ? `?${search}` : '',
    hash: fragment ? `#${fragment}` : '',
  };
}

function sameParams(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (params: URLSearchParams) =>
    [...params.entries()].map(([key, value]) => `${key}=${value}`).sort();
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function paramsContain(whole: URLSearchParams, part: URLSearchParams): boolean {
  return [...part.entries()].every(([key, value]) => whole.getAll(key).includes(value));
}

/**
 * Whether an item's own link is the current address. With `exactMatch` the path and the
 * query must be the same; without it the address may lie below the link's path and carry
 * more query parameters. A declared fragment must match in both cases. `active: true`
 * marks an item active whatever the address; external links are never active.
 */
export function isItemActive(item: NavigationItem, location: NavLocation): boolean {
  if (item.active) return true;
  if (!item.link || item.externalLink) return false;
  const target = itemTarget(item);
  const here = normalisePath(location.pathname);
  const there = normalisePath(target.pathname);
  const pathMatches = item.exactMatch
    ? here === there
    : here === there || here.startsWith(there === '/' ? '/' : `${there}/`);
  if (!pathMatches) return false;
  const wanted = new URLSearchParams(target.search);
  const actual = new URLSearchParams(location.search);
  const queryMatches = item.exactMatch ? sameParams(actual, wanted) : paramsContain(actual, wanted);
  if (!queryMatches) return false;
  return !target.hash || target.hash === location.hash;
}

/** Whether any item below this one (at any depth) is active. */
export function hasActiveChild(item: NavigationItem, location: NavLocation): boolean {
  return (item.children ?? []).some(
    (child) => !child.hidden && (isItemActive(child, location) || hasActiveChild(child, location)),
  );
}

/** An aside item is active when it is the open aside, or when a child of it is active. */
export function isAsideActive(
  item: NavigationItem,
  activeAsideId: string | null,
  location: NavLocation,
): boolean {
  return item.id === activeAsideId || hasActiveChild(item, location);
}

/** Every item of the tree, depth first, with the chain of its ancestors. */
function* walk(
  items: readonly NavigationItem[],
  ancestors: NavigationItem[] = [],
): Generator<{ item: NavigationItem; ancestors: NavigationItem[] }> {
  for (const item of items) {
    yield { item, ancestors };
    if (item.children) yield* walk(item.children, [...ancestors, item]);
  }
}

export function findItem(items: readonly NavigationItem[], id: string): NavigationItem | undefined {
  for (const { item } of walk(items)) if (item.id === id) return item;
  return undefined;
}

/** The ids of an item's ancestors, outermost first. */
export function ancestorIds(items: readonly NavigationItem[], id: string): string[] {
  for (const { item, ancestors } of walk(items)) {
    if (item.id === id) return ancestors.map((ancestor) => ancestor.id);
  }
  return [];
}

function isDescendantOf(items: readonly NavigationItem[], id: string, ancestorId: string): boolean {
  return ancestorIds(items, id).includes(ancestorId);
}

export type ExpandedIds = ReadonlySet<string>;

/**
 * After a navigation: every collapsable item with an active child expands; with
 * auto-collapse every other collapsable item collapses.
 */
export function expandForLocation(
  items: readonly NavigationItem[],
  expanded: ExpandedIds,
  location: NavLocation,
  autoCollapse = true,
): Set<string> {
  const next = new Set(expanded);
  for (const { item } of walk(items)) {
    if (item.type !== 'collapsable') continue;
    if (hasActiveChild(item, location)) next.add(item.id);
    else if (autoCollapse) next.delete(item.id);
  }
  return next;
}

/**
 * A click on a collapsable item: it toggles, unless it is disabled. When it expands with
 * auto-collapse, the others collapse except its parents (and the items inside it) and the
 * items that hold the active route.
 */
export function toggleCollapsable(
  items: readonly NavigationItem[],
  expanded: ExpandedIds,
  id: string,
  location: NavLocation,
  autoCollapse = true,
): Set<string> {
  const item = findItem(items, id);
  const next = new Set(expanded);
  if (!item || item.disabled) return next;
  if (next.has(id)) {
    next.delete(id);
    return next;
  }
  next.add(id);
  if (!autoCollapse) return next;
  const parents = new Set(ancestorIds(items, id));
  for (const other of expanded) {
    if (other === id || parents.has(other)) continue;
    if (isDescendantOf(items, other, id)) continue;
    const otherItem = findItem(items, other);
    if (otherItem && hasActiveChild(otherItem, location)) continue;
    next.delete(other);
  }
  return next;
}

/** The items a person sees: hidden ones are left out, at every depth. */
export function visibleItems(items: readonly NavigationItem[]): NavigationItem[] {
  return items
    .filter((item) => !item.hidden)
    .map((item) => (item.children ? { ...item, children: visibleItems(item.children) } : item));
}

/** Whether a tree leads anywhere: at least one item with a link or an action. */
export function leadsSomewhere(items: readonly NavigationItem[]): boolean {
  for (const { item } of walk(items)) if (item.link || item.function) return true;
  return false;
}
