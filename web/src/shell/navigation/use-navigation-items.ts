import { useMemo } from 'react';
import { useNavigationTree } from './navigation-api';
import { leadsSomewhere, visibleItems } from './rules';
import type { NavigationItem, NavigationTree } from './types';

export type NavigationVariant = keyof NavigationTree;

/**
 * The items of one variant of the navigation. The seed's compact, futuristic and
 * horizontal variants are empty (the specification's horizontal one holds a single empty
 * group), so a variant that leads nowhere falls back to the default tree: every layout
 * reaches every screen.
 */
export function pickVariant(tree: NavigationTree, variant: NavigationVariant): NavigationItem[] {
  const items = tree[variant];
  return visibleItems(leadsSomewhere(items) ? items : tree.default);
}

export function useNavigationItems(variant: NavigationVariant = 'default') {
  const query = useNavigationTree();
  const items = useMemo(
    () => (query.data ? pickVariant(query.data, variant) : []),
    [query.data, variant],
  );
  return { items, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}
