import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import type { Language } from '../../../lib/i18n';
import { useContentLanguage } from '../../../lib/useContentLanguage';

export type FaqCategory = components['schemas']['FaqCategoryDto'];
export type Faq = components['schemas']['FaqDto'];
export type GuideCategory = components['schemas']['GuideCategoryDto'];
export type GuideSummary = components['schemas']['GuideSummaryDto'];
export type GuideWithCategory = components['schemas']['GuideCategoryWithGuideDto'];
export type SupportRequestInput = components['schemas']['SupportRequestInputDto'];
export type SupportRequest = components['schemas']['SupportRequestDto'];

/** Guides each category card shows on the help center's home. */
export const GUIDES_PER_CATEGORY = 5;

/**
 * Query keys of the help center; everything under `helpCenterKeys.all`. The texts come in
 * the reader's language, so each key names it: a change of language loads the others.
 */
export const helpCenterKeys = {
  all: ['help-center'] as const,
  faqs: (lang: Language, slug?: string) =>
    [...helpCenterKeys.all, lang, 'faqs', slug ?? 'all'] as const,
  guideCategories: (lang: Language) => [...helpCenterKeys.all, lang, 'guides', 'all'] as const,
  guideCategory: (lang: Language, slug: string) =>
    [...helpCenterKeys.all, lang, 'guides', slug] as const,
  guide: (lang: Language, categorySlug: string, guideSlug: string) =>
    [...helpCenterKeys.all, lang, 'guide', categorySlug, guideSlug] as const,
};

// The help center's texts change rarely: no refetch on every visit.
const STALE = 5 * 60_000;

/** Every FAQ category with its FAQs. */
export function faqsQuery(lang: Language) {
  return queryOptions({
    queryKey: helpCenterKeys.faqs(lang),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/apps/help-center/faqs', { params: { query: { lang } }, signal })),
    staleTime: STALE,
  });
}

export function useFaqs() {
  return useQuery(faqsQuery(useContentLanguage()));
}

/** Every guide category with its first guides and counts. */
export function guideCategoriesQuery(lang: Language) {
  return queryOptions({
    queryKey: helpCenterKeys.guideCategories(lang),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/apps/help-center/guides', {
          params: { query: { limit: GUIDES_PER_CATEGORY, lang } },
          signal,
        }),
      ),
    staleTime: STALE,
  });
}

export function useGuideCategories() {
  return useQuery(guideCategoriesQuery(useContentLanguage()));
}

/** One guide category with all its guides. */
export function guideCategoryQuery(lang: Language, slug: string) {
  return queryOptions({
    queryKey: helpCenterKeys.guideCategory(lang, slug),
    queryFn: async ({ signal }) => {
      const [category] = await unwrap(
        api.GET('/api/apps/help-center/guides', { params: { query: { slug, lang } }, signal }),
      );
      return category;
    },
    staleTime: STALE,
  });
}

export function useGuideCategory(slug: string) {
  return useQuery(guideCategoryQuery(useContentLanguage(), slug));
}

/** One guide's category with `guides` holding only that guide, content included. */
export function guideQuery(lang: Language, categorySlug: string, guideSlug: string) {
  return queryOptions({
    queryKey: helpCenterKeys.guide(lang, categorySlug, guideSlug),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/apps/help-center/guide', {
          params: { query: { categorySlug, guideSlug, lang } },
          signal,
        }),
      ),
    staleTime: STALE,
  });
}

export function useGuide(categorySlug: string, guideSlug: string) {
  return useQuery(guideQuery(useContentLanguage(), categorySlug, guideSlug));
}

export function useSendSupportRequest() {
  return useMutation({
    mutationFn: (body: SupportRequestInput) =>
      unwrap(api.POST('/api/apps/help-center/support', { body })),
  });
}
