import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api/client';
import { queryRoots } from '../../lib/api/query-roots';
import type { NavigationItem, NavigationTree } from './types';

/** Query keys of the navigation: the resource first. */
export const navigationKeys = {
  all: queryRoots.navigation,
};

export const EMPTY_NAVIGATION: NavigationTree = {
  default: [],
  compact: [],
  futuristic: [],
  horizontal: [],
};

function itemsOf(value: unknown): NavigationItem[] {
  return Array.isArray(value) ? (value as NavigationItem[]) : [];
}

/** Whatever the server answers, a tree with the four variants (absent ones empty). */
export function normaliseNavigation(data: unknown): NavigationTree {
  if (!data || typeof data !== 'object') return EMPTY_NAVIGATION;
  const tree = data as Partial<Record<keyof NavigationTree, unknown>>;
  return {
    default: itemsOf(tree.default),
    compact: itemsOf(tree.compact),
    futuristic: itemsOf(tree.futuristic),
    horizontal: itemsOf(tree.horizontal),
  };
}

export async function fetchNavigation(signal?: AbortSignal): Promise<NavigationTree> {
  return normaliseNavigation(await unwrap(api.GET('/api/common/navigation', { signal })));
}

/** GET api/common/navigation: the side and top menus, loaded once per session. */
export function navigationTreeQuery() {
  return queryOptions({
    queryKey: navigationKeys.all,
    queryFn: ({ signal }) => fetchNavigation(signal),
    staleTime: 5 * 60_000,
  });
}

export function useNavigationTree() {
  return useQuery(navigationTreeQuery());
}
