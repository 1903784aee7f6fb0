import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../lib/i18n';
import { useNavigationTree } from './navigation-api';
import { leadsSomewhere, visibleItems } from './rules';
import { type ShownNavigationItem, translateNavigation } from './translate';
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

/**
 * The items of one variant, their titles in the reader's language (see translate.ts).
 * `draft` stands in for the server's tree (the menu editor's preview): its hidden items
 * are left out like the server's.
 */
export function useNavigationItems(
  variant: NavigationVariant = 'default',
  draft?: readonly NavigationItem[],
) {
  const query = useNavigationTree();
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const items = useMemo<ShownNavigationItem[]>(
    () =>
      draft || query.data
        ? translateNavigation(
            draft ? visibleItems(draft) : pickVariant(query.data!, variant),
            (key) => (i18n.exists(key) ? t(key as TranslationKey) : undefined),
            language,
          )
        : [],
    [draft, query.data, variant, t, i18n, language],
  );
  return {
    items,
    isPending: draft ? false : query.isPending,
    isError: draft ? false : query.isError,
    refetch: query.refetch,
  };
}
