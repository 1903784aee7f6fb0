import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../lib/i18n';
import { useNavigationTree } from './navigation-api';
import { leadsSomewhere, visibleItems } from './rules';
import { type ShownNavigationItem, translateNavigation } from './translate';
import type { NavigationItem, NavigationTree } from './types';

export type NavigationVariant = keyof NavigationTree;

/** Each served tree's translations, by variant and language (a new tree starts afresh). */
const translatedTrees = new WeakMap<NavigationTree, Map<string, ShownNavigationItem[]>>();

/**
 * The items of one variant of the navigation. The seed's compact, futuristic and
 * horizontal variants are empty (the horizontal one holds a single empty
 * group), so a variant that leads nowhere falls back to the default tree: every layout
 * reaches every screen.
 */
export function pickVariant(tree: NavigationTree, variant: NavigationVariant): NavigationItem[] {
  const items = tree[variant];
  return visibleItems(leadsSomewhere(items) ? items : tree.default);
}

const NO_ITEMS: ShownNavigationItem[] = [];

/**
 * The items of one variant, their titles in the reader's language (see translate.ts).
 * `draft` stands in for the server's tree (the menu editor's preview): its hidden items
 * are left out like the server's. While `needed` is false (a phone's closed menu, a closed
 * search) the tree is fetched but not translated: that is a few hundred titles, a
 * noticeable part of a phone's first render.
 */
export function useNavigationItems(
  variant: NavigationVariant = 'default',
  draft?: readonly NavigationItem[],
  needed = true,
) {
  const query = useNavigationTree();
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const items = useMemo<ShownNavigationItem[]>(() => {
    if (!needed) return NO_ITEMS;
    const translate = (key: string) => (i18n.exists(key) ? t(key as TranslationKey) : undefined);
    if (draft) return translateNavigation(visibleItems(draft), translate, language);
    if (!query.data) return NO_ITEMS;
    // The side menu and the toolbar's search both show the served tree: translated once.
    const byVariant = translatedTrees.get(query.data) ?? new Map<string, ShownNavigationItem[]>();
    translatedTrees.set(query.data, byVariant);
    const key = `${variant} ${language}`;
    let translated = byVariant.get(key);
    if (!translated) {
      translated = translateNavigation(pickVariant(query.data, variant), translate, language);
      byVariant.set(key, translated);
    }
    return translated;
  }, [needed, draft, query.data, variant, t, i18n, language]);
  return {
    items,
    isPending: draft ? false : query.isPending,
    isError: draft ? false : query.isError,
    refetch: query.refetch,
  };
}
