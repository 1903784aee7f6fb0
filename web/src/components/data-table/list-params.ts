/**
 * A list's view (search, filters, sort, page, size) as URL query parameters, so a link
 * reproduces the view and Back steps through it. Pure functions; `useListParams` wires
 * them to react-router.
 */
export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The names the list's own parameters take in the URL. */
export const LIST_KEYS = { search: 'q', sort: 'sort', order: 'order', page: 'page', size: 'size' };

export interface ListParams<F extends string = string> {
  /** Words to search for ('' for none). */
  q: string;
  /** The sort field, or null for the server's default order. */
  sort: string | null;
  order: SortOrder | null;
  /** 1-based. */
  page: number;
  size: number;
  /** Only the filters that are set. */
  filters: Partial<Record<F, string>>;
}

export interface ListConfig<F extends string = string> {
  /** URL parameter names of the filters (kept as strings; the feature converts them). */
  filters?: readonly F[];
  /** Accepted sort fields; anything else in the URL is ignored. */
  sorts?: readonly string[];
  /** What the server sorts by when asked for nothing; shown as the active sort. */
  defaultSort?: string;
  defaultOrder?: SortOrder;
  defaultSize?: number;
  sizes?: readonly number[];
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** Reads the list's parameters from a URL query; invalid values fall back to defaults. */
export function parseListParams<F extends string>(
  search: URLSearchParams,
  config: ListConfig<F> = {},
): ListParams<F> {
  const sizes = config.sizes ?? PAGE_SIZES;
  const defaultSize = config.defaultSize ?? sizes[0] ?? 10;
  const sortParam = search.get(LIST_KEYS.sort);
  const sort = sortParam && (!config.sorts || config.sorts.includes(sortParam)) ? sortParam : null;
  const orderParam = search.get(LIST_KEYS.order);
  const order = orderParam === 'asc' || orderParam === 'desc' ? orderParam : null;
  const size = positiveInt(search.get(LIST_KEYS.size));
  const filters: Partial<Record<F, string>> = {};
  for (const name of config.filters ?? []) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return {
    q: (search.get(LIST_KEYS.search) ?? '').slice(0, 100),
    sort,
    order: sort ? order : null,
    page: positiveInt(search.get(LIST_KEYS.page)) ?? 1,
    size: size !== null && sizes.includes(size) ? size : defaultSize,
    filters,
  };
}

/**
 * The URL query for `params`: other parameters of `current` (a tab, an id) stay, list
 * parameters at their default are left out so a plain list has a plain URL.
 */
export function writeListParams<F extends string>(
  current: URLSearchParams,
  params: ListParams<F>,
  config: ListConfig<F> = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  const defaultSize = config.defaultSize ?? (config.sizes ?? PAGE_SIZES)[0] ?? 10;
  const set = (key: string, value: string | null | undefined) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set(LIST_KEYS.search, params.q.trim() ? params.q : null);
  set(LIST_KEYS.sort, params.sort);
  set(LIST_KEYS.order, params.sort ? (params.order ?? 'asc') : null);
  set(LIST_KEYS.page, params.page > 1 ? String(params.page) : null);
  set(LIST_KEYS.size, params.size !== defaultSize ? String(params.size) : null);
  for (const name of config.filters ?? []) set(name, params.filters[name]);
  return next;
}

/** True when a search or a filter narrows the list (an empty answer then means "no match"). */
export function isFiltered(params: ListParams): boolean {
  return params.q.trim() !== '' || Object.values(params.filters).some(Boolean);
}

/** True when anything differs from the plain list: the reset control is enabled. */
export function canReset<F extends string>(params: ListParams<F>, config: ListConfig<F> = {}) {
  const defaultSize = config.defaultSize ?? (config.sizes ?? PAGE_SIZES)[0] ?? 10;
  return (
    isFiltered(params) || params.sort !== null || params.page > 1 || params.size !== defaultSize
  );
}

/** The sort the table shows as active: the chosen one or the server's default. */
export function effectiveSort(
  params: ListParams,
  config: ListConfig = {},
): { field: string; order: SortOrder } | null {
  if (params.sort) return { field: params.sort, order: params.order ?? 'asc' };
  if (config.defaultSort) return { field: config.defaultSort, order: config.defaultOrder ?? 'asc' };
  return null;
}

/** Clicking a column header: ascending first, then descending, then back to the default. */
export function nextSort(
  params: ListParams,
  field: string,
  config: ListConfig = {},
): Pick<ListParams, 'sort' | 'order'> {
  const current = effectiveSort(params, config);
  if (current?.field !== field) return { sort: field, order: 'asc' };
  if (current.order === 'asc') return { sort: field, order: 'desc' };
  // Already descending: a chosen sort goes back to the default, the default flips to asc.
  return params.sort ? { sort: null, order: null } : { sort: field, order: 'asc' };
}

/** The common list query every list endpoint takes, plus the filters as strings. */
export function toApiQuery<F extends string>(
  params: ListParams<F>,
): {
  search?: string;
  sort?: string;
  order?: SortOrder;
  page: number;
  size: number;
} & Partial<Record<F, string>> {
  return {
    ...params.filters,
    ...(params.q.trim() ? { search: params.q.trim() } : {}),
    ...(params.sort ? { sort: params.sort, order: params.order ?? 'asc' } : {}),
    page: params.page,
    size: params.size,
  };
}
