import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

/** Queries shorter than this are not sent; they clear the results. */
export const SEARCH_MIN_LENGTH = 2;
/** Typing settles for this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * One hit. `value` is HTML built by the server's highlight(): the text escaped, the
 * match wrapped in <mark>. Pages add title, contacts name and avatar, tasks title and
 * completed.
 */
export type SearchResult = {
  id?: string;
  link: string;
  value: string;
  title?: string;
  name?: string;
  avatar?: string | null;
  completed?: boolean;
  /** The language of `value` where it differs from the page's (a page's untranslated title). */
  lang?: string;
};

export interface SearchResultSet {
  id: string;
  label: string;
  results: SearchResult[];
}

/** Query keys with the resource first; invalidate by `searchKeys.all`. */
export const searchKeys = {
  all: ['search'] as const,
  results: (query: string) => [...searchKeys.all, 'results', query] as const,
};

export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_LENGTH;
}

export async function fetchSearch(query: string, signal?: AbortSignal): Promise<SearchResultSet[]> {
  const sets = await unwrap(api.POST('/api/common/search', { body: { query }, signal }));
  return sets.map((set) => ({
    id: set.id,
    label: set.label,
    results: set.results.filter(isSearchResult),
  }));
}

function isSearchResult(result: Record<string, unknown>): result is SearchResult {
  return typeof result.link === 'string' && typeof result.value === 'string';
}

export function searchQuery(query: string) {
  return queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: ({ signal }) => fetchSearch(query, signal),
    staleTime: 60_000,
  });
}

/** Results of an already debounced query; nothing (and no request) under 2 characters. */
export function useSearch(query: string) {
  const enabled = isSearchable(query);
  return useQuery({
    ...searchQuery(query.trim()),
    enabled,
    // While the next query runs, the last results stay instead of flickering away.
    placeholderData: (previous) => (enabled ? keepPreviousData(previous) : undefined),
  });
}
