import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type FaqCategory = components['schemas']['FaqCategoryDto'];
export type Faq = components['schemas']['FaqDto'];
export type GuideCategory = components['schemas']['GuideCategoryDto'];
export type GuideSummary = components['schemas']['GuideSummaryDto'];
export type GuideWithCategory = components['schemas']['GuideCategoryWithGuideDto'];
export type SupportRequestInput = components['schemas']['SupportRequestInputDto'];
export type SupportRequest = components['schemas']['SupportRequestDto'];

/** Guides each category card shows on the help center's home (specification section 9). */
export const GUIDES_PER_CATEGORY = 5;

/** Query keys of the help center; everything under `helpCenterKeys.all`. */
export const helpCenterKeys = {
  all: ['help-center'] as const,
  faqs: (slug?: string) => [...helpCenterKeys.all, 'faqs', slug ?? 'all'] as const,
  guideCategories: () => [...helpCenterKeys.all, 'guides', 'all'] as const,
  guideCategory: (slug: string) => [...helpCenterKeys.all, 'guides', slug] as const,
  guide: (categorySlug: string, guideSlug: string) =>
    [...helpCenterKeys.all, 'guide', categorySlug, guideSlug] as const,
};

// The help center's texts change rarely: no refetch on every visit.
const STALE = 5 * 60_000;

/** Every FAQ category with its FAQs. */
export function faqsQuery() {
  return queryOptions({
    queryKey: helpCenterKeys.faqs(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/apps/help-center/faqs', { signal })),
    staleTime: STALE,
  });
}

export function useFaqs() {
  return useQuery(faqsQuery());
}

/** Every guide category with its first guides and counts. */
export function guideCategoriesQuery() {
  return queryOptions({
    queryKey: helpCenterKeys.guideCategories(),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/apps/help-center/guides', {
          params: { query: { limit: GUIDES_PER_CATEGORY } },
          signal,
        }),
      ),
    staleTime: STALE,
  });
}

export function useGuideCategories() {
  return useQuery(guideCategoriesQuery());
}

/** One guide category with all its guides. */
export function guideCategoryQuery(slug: string) {
  return queryOptions({
    queryKey: helpCenterKeys.guideCategory(slug),
    queryFn: async ({ signal }) => {
      const [category] = await unwrap(
        api.GET('/api/apps/help-center/guides', { params: { query: { slug } }, signal }),
      );
      return category;
    },
    staleTime: STALE,
  });
}

export function useGuideCategory(slug: string) {
  return useQuery(guideCategoryQuery(slug));
}

/** One guide's category with `guides` holding only that guide, content included. */
export function guideQuery(categorySlug: string, guideSlug: string) {
  return queryOptions({
    queryKey: helpCenterKeys.guide(categorySlug, guideSlug),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/apps/help-center/guide', {
          params: { query: { categorySlug, guideSlug } },
          signal,
        }),
      ),
    staleTime: STALE,
  });
}

export function useGuide(categorySlug: string, guideSlug: string) {
  return useQuery(guideQuery(categorySlug, guideSlug));
}

export function useSendSupportRequest() {
  return useMutation({
    mutationFn: (body: SupportRequestInput) =>
      unwrap(api.POST('/api/apps/help-center/support', { body })),
  });
}
