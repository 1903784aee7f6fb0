import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

/** A category of kind `reward` (the catalogue's categories live in mantenimiento/categorias). */
export type RewardCategory = components['schemas']['CategoryDto'];

/** Under the categories resource, so that a change to categories refreshes these too. */
export const rewardCategoriesKeys = {
  all: ['categories', 'reward'] as const,
  options: () => [...rewardCategoriesKeys.all, 'options'] as const,
  search: (words: string) => [...rewardCategoriesKeys.all, 'search', words] as const,
  detail: (id: string) => [...rewardCategoriesKeys.all, 'detail', id] as const,
};

/** Reward categories matching `search` (the server's search), by name. */
export function searchRewardCategories(search: string, size = 20, signal?: AbortSignal) {
  return unwrap(
    api.GET('/api/categories', {
      params: {
        query: {
          kind: 'reward',
          sort: 'name',
          order: 'asc',
          size,
          ...(search.trim() ? { search: search.trim() } : {}),
        },
      },
      signal,
    }),
  ).then((page) => page.items);
}

/** Every reward category by name (the server's largest page), for the filter and names. */
export function rewardCategoryOptionsQuery() {
  return queryOptions({
    queryKey: rewardCategoriesKeys.options(),
    queryFn: ({ signal }) => searchRewardCategories('', 100, signal),
    staleTime: 60_000,
  });
}

export function useRewardCategoryOptions() {
  return useQuery(rewardCategoryOptionsQuery());
}

/** One category, to show the one a reward has; idle without an id. */
export function rewardCategoryQuery(id: string | null | undefined) {
  return queryOptions({
    queryKey: rewardCategoriesKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/categories/{id}', { params: { path: { id: id! } }, signal })),
    enabled: !!id,
    staleTime: 60_000,
  });
}

export function useRewardCategory(id: string | null | undefined) {
  return useQuery(rewardCategoryQuery(id));
}
