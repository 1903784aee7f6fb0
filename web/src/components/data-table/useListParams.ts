import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  canReset,
  isFiltered,
  type ListConfig,
  type ListParams,
  parseListParams,
  toApiQuery,
  writeListParams,
} from './list-params';

/** What the table itself reads and changes of a list's URL state (any filters). */
export interface ListView {
  params: ListParams<string>;
  config: ListConfig<string>;
  filtered: boolean;
  canReset: boolean;
  setSearch(q: string): void;
  setSort(sort: string | null, order: ListParams['order']): void;
  setPage(page: number, options?: { replace?: boolean }): void;
  setSize(size: number): void;
  reset(): void;
}

export interface ListState<F extends string = string> {
  params: ListParams<F>;
  config: ListConfig<F>;
  /** The query for the list endpoint: search, sort, order, page, size and the filters. */
  query: ReturnType<typeof toApiQuery<F>>;
  /** A search or filter narrows the list. */
  filtered: boolean;
  /** Anything differs from the plain list (the reset control is enabled). */
  canReset: boolean;
  setSearch(q: string): void;
  /** Sets (or, with '' / undefined, clears) one filter; back to page 1. */
  setFilter(name: F, value: string | undefined): void;
  setSort(sort: string | null, order: ListParams['order']): void;
  setPage(page: number, options?: { replace?: boolean }): void;
  setSize(size: number): void;
  /** Clears search, filters, sort, page and size; other URL parameters stay. */
  reset(): void;
}

/**
 * The list's view in the URL (q, filters, sort, order, page, size). Each change is a
 * history entry, so Back returns to the previous view. Pass a config defined once (a
 * module constant) so the hook's functions stay stable.
 */
export function useListParams<F extends string = string>(config: ListConfig<F> = {}): ListState<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams, config), [searchParams, config]);

  // What the last change wrote, until the router shows it: the router hands each change
  // the URL of its last render, so two changes in a row (a filter committed on blur, the
  // next at once) would otherwise lose the first.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [searchParams]);
  const update = useCallback(
    (change: (current: ListParams<F>) => ListParams<F>, replace = false) => {
      setSearchParams(
        (previous) => {
          const base = written.current ?? previous;
          const next = writeListParams(base, change(parseListParams(base, config)), config);
          written.current = next;
          return next;
        },
        { replace },
      );
    },
    [setSearchParams, config],
  );

  return useMemo<ListState<F>>(
    () => ({
      params,
      config: config,
      query: toApiQuery(params),
      filtered: isFiltered(params),
      canReset: canReset(params, config),
      setSearch: (q) =>
        update((current) => (current.q === q ? current : { ...current, q, page: 1 })),
      setFilter: (name, value) =>
        update((current) => ({
          ...current,
          filters: { ...current.filters, [name]: value || undefined },
          page: 1,
        })),
      setSort: (sort, order) => update((current) => ({ ...current, sort, order, page: 1 })),
      setPage: (page, options) =>
        update((current) => ({ ...current, page: Math.max(1, page) }), options?.replace),
      setSize: (size) => update((current) => ({ ...current, size, page: 1 })),
      reset: () =>
        update(() => ({
          q: '',
          sort: null,
          order: null,
          page: 1,
          size: config.defaultSize ?? config.sizes?.[0] ?? 10,
          filters: {},
        })),
    }),
    [params, update, config],
  );
}
