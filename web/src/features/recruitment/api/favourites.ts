import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/api/all-pages';
import { api, unwrap } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema';
import { queryRoots } from '../../../lib/api/query-roots';

export type Favourite = components['schemas']['FavouriteDto'];
export type FavouriteKind = Favourite['kind'];
export type FavouritePage = components['schemas']['FavouritePageDto'];
export type FavouriteListParams = NonNullable<
  operations['FavouritesController_list']['parameters']['query']
>;

/** Query keys of the signed-in account's favourites; invalidate by `favouritesKeys.all`. */
export const favouritesKeys = {
  all: queryRoots.favourites,
  lists: () => [...favouritesKeys.all, 'list'] as const,
  list: (params: FavouriteListParams) => [...favouritesKeys.lists(), params] as const,
  /** The ids starred of one kind, for star toggles on lists and details. */
  targets: (kind: FavouriteKind) => [...favouritesKeys.all, 'targets', kind] as const,
};

export function fetchFavourites(params: FavouriteListParams, signal?: AbortSignal) {
  return unwrap(api.GET('/api/favourites', { params: { query: params }, signal }));
}

export function favouritesQuery(params: FavouriteListParams) {
  return queryOptions({
    queryKey: favouritesKeys.list(params),
    queryFn: ({ signal }) => fetchFavourites(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFavourites(params: FavouriteListParams) {
  return useQuery(favouritesQuery(params));
}

/** How many applicants or vacancies the account starred. */
export function favouriteCountQuery(kind: FavouriteKind) {
  return queryOptions({
    queryKey: favouritesKeys.list({ kind, size: 1 }),
    queryFn: ({ signal }) => fetchFavourites({ kind, size: 1 }, signal),
    select: (page) => page.pagination.length,
  });
}

export function useFavouriteCount(kind: FavouriteKind) {
  return useQuery(favouriteCountQuery(kind));
}

/** The ids of every starred applicant or vacancy (all pages). */
export function favouriteTargetsQuery(kind: FavouriteKind) {
  return queryOptions({
    queryKey: favouritesKeys.targets(kind),
    queryFn: async ({ signal }) => {
      const all = await fetchAllPages(
        (page, size, pageSignal) => fetchFavourites({ kind, page, size }, pageSignal),
        { signal },
      );
      return all.map((favourite) => favourite.targetId);
    },
    select: (ids) => new Set(ids),
    staleTime: 60_000,
  });
}

export function useFavouriteTargets(kind: FavouriteKind) {
  return useQuery(favouriteTargetsQuery(kind));
}

export interface FavouriteToggle {
  kind: FavouriteKind;
  id: string;
  starred: boolean;
}

/**
 * Stars or unstars (PUT / DELETE favourites/:kind/:id, both idempotent). Optimistic: the
 * star and the favourites lists change at once and roll back if the server refuses.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, starred }: FavouriteToggle) => {
      const params = { path: { kind, id } };
      if (starred) await unwrap(api.PUT('/api/favourites/{kind}/{id}', { params }));
      else await unwrap(api.DELETE('/api/favourites/{kind}/{id}', { params }));
    },
    onMutate: async ({ kind, id, starred }) => {
      await queryClient.cancelQueries({ queryKey: favouritesKeys.all });
      const targets = queryClient.getQueryData<string[]>(favouritesKeys.targets(kind));
      const lists = queryClient.getQueriesData<FavouritePage>({ queryKey: favouritesKeys.lists() });
      if (targets) {
        queryClient.setQueryData(
          favouritesKeys.targets(kind),
          starred
            ? [...targets.filter((other) => other !== id), id]
            : targets.filter((other) => other !== id),
        );
      }
      if (!starred) {
        for (const [key, page] of lists) {
          if (!page) continue;
          const items = page.items.filter((item) => !(item.kind === kind && item.targetId === id));
          if (items.length === page.items.length) continue;
          const removed = page.items.length - items.length;
          queryClient.setQueryData(key, {
            items,
            pagination: {
              ...page.pagination,
              length: Math.max(0, page.pagination.length - removed),
            },
          });
        }
      }
      return { targets, lists };
    },
    onError: (_error, { kind }, context) => {
      if (context?.targets) queryClient.setQueryData(favouritesKeys.targets(kind), context.targets);
      for (const [key, page] of context?.lists ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKeys.all }),
  });
}
