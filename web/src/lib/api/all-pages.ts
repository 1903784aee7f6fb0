/** One page of a filtered list, as the API's list endpoints answer it. */
export interface PageResult<T> {
  items: T[];
  pagination: { length: number; page: number; lastPage: number };
}

/** Fetches one page of the filtered list (1-based `page`, `size` records). */
export type PageFetcher<T> = (
  page: number,
  size: number,
  signal?: AbortSignal,
) => Promise<PageResult<T>>;

/**
 * Every record of a filtered list, page after page (largest page size the server allows).
 * `onProgress` hears how many records have arrived out of how many.
 */
export async function fetchAllPages<T>(
  fetchPage: PageFetcher<T>,
  options: {
    size?: number;
    signal?: AbortSignal;
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<T[]> {
  const size = options.size ?? 100;
  const items: T[] = [];
  let page = 1;
  let lastPage = 1;
  do {
    options.signal?.throwIfAborted();
    const result = await fetchPage(page, size, options.signal);
    items.push(...result.items);
    lastPage = result.pagination.lastPage;
    options.onProgress?.(items.length, result.pagination.length);
    if (result.items.length === 0) break;
    page += 1;
  } while (page <= lastPage);
  return items;
}
