/** Page size when a list request names none, and the largest one a request may ask for. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/**
 * The inventory's pagination: `length` records in all, pages of `size`, this `page`
 * (1-based) of `lastPage` (at least 1), holding records `startIndex` to `endIndex`
 * (0-based, inclusive). Beyond the last page there are no records, so no indexes.
 */
export interface Pagination {
  length: number;
  size: number;
  page: number;
  lastPage: number;
  startIndex?: number;
  endIndex?: number;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

/** One page of `items`; a page past the last answers no items and still says lastPage. */
export function paginate<T>(
  items: readonly T[],
  page: number = 1,
  size: number = DEFAULT_PAGE_SIZE,
): Page<T> {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`Invalid page ${page}`);
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Invalid page size ${size}`);
  const length = items.length;
  const lastPage = Math.max(Math.ceil(length / size), 1);
  if (page > lastPage) {
    return { items: [], pagination: { length, size, page, lastPage } };
  }
  const startIndex = (page - 1) * size;
  const end = Math.min(startIndex + size, length);
  return {
    items: items.slice(startIndex, end),
    pagination: { length, size, page, lastPage, startIndex, endIndex: end - 1 },
  };
}

/** The same page with each record turned into what the API answers. */
export function mapPage<T, R>(page: Page<T>, map: (item: T) => R): Page<R> {
  return { items: page.items.map(map), pagination: page.pagination };
}
