import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ifMatch, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { uploadRecordFile } from '../../../lib/api/upload';

export type Banner = components['schemas']['BannerDto'];
export type BannerInput = components['schemas']['CreateBannerDto'];
export type BannerPatch = components['schemas']['UpdateBannerDto'];

/** The server's rule for a banner's link: a path of this site or an http(s) URL. */
export const BANNER_LINK = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s/$.?#][^\s]*)$/i;

export const BANNER_LIMITS = { title: 120, link: 500 } as const;

/** Query keys of the banners resource; invalidate by `bannersKeys.all`. */
export const bannersKeys = {
  all: ['banners'] as const,
  list: () => [...bannersKeys.all, 'list'] as const,
  order: () => [...bannersKeys.all, 'order'] as const,
  details: () => [...bannersKeys.all, 'detail'] as const,
  detail: (id: string) => [...bannersKeys.details(), id] as const,
};

export function fetchBanners(signal?: AbortSignal) {
  return unwrap(api.GET('/api/banners', { signal }));
}

/** Every banner, in its order. */
export function bannersQuery() {
  return queryOptions({
    queryKey: bannersKeys.list(),
    queryFn: ({ signal }) => fetchBanners(signal),
  });
}

export function useBanners() {
  return useQuery(bannersQuery());
}

/** One banner; idle without an id (a new banner). */
export function bannerQuery(id: string | null) {
  return queryOptions({
    queryKey: bannersKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/banners/{id}', { params: { path: { id: id! } }, signal })),
    enabled: !!id,
  });
}

export function useBanner(id: string | null) {
  return useQuery(bannerQuery(id));
}

function useInvalidateBanners() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bannersKeys.all });
}

export function useCreateBanner() {
  const invalidate = useInvalidateBanners();
  return useMutation({
    mutationFn: (body: BannerInput) => unwrap(api.POST('/api/banners', { body })),
    onSuccess: invalidate,
  });
}

export function useUpdateBanner() {
  const invalidate = useInvalidateBanners();
  return useMutation({
    /** `version`: the one the form was opened on; a change made since refuses the save. */
    mutationFn: ({ id, body, version }: { id: string; body: BannerPatch; version?: string }) =>
      unwrap(
        api.PATCH('/api/banners/{id}', {
          params: { path: { id }, header: ifMatch(version) },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteBanner() {
  const invalidate = useInvalidateBanners();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/banners/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

/**
 * Saves a new order (every banner's id once). The list shows the new order at once and
 * goes back to the old one if the server refuses.
 */
export function useReorderBanners() {
  const queryClient = useQueryClient();
  // Quick moves overlap: only the last one to settle writes the server's order and reloads.
  const lastOne = () => queryClient.isMutating({ mutationKey: bannersKeys.order() }) <= 1;
  return useMutation({
    mutationKey: bannersKeys.order(),
    mutationFn: (ids: string[]) => unwrap(api.PUT('/api/banners/order', { body: { ids } })),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: bannersKeys.list() });
      const previous = queryClient.getQueryData<Banner[]>(bannersKeys.list());
      if (previous) {
        const byId = new Map(previous.map((banner) => [banner.id, banner]));
        const next = ids
          .map((id, order) => {
            const banner = byId.get(id);
            return banner ? { ...banner, order } : undefined;
          })
          .filter((banner): banner is Banner => banner !== undefined);
        queryClient.setQueryData(bannersKeys.list(), next);
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(bannersKeys.list(), context.previous);
    },
    onSuccess: (ordered) => {
      if (lastOne()) queryClient.setQueryData(bannersKeys.list(), ordered);
    },
    onSettled: () =>
      lastOne() ? queryClient.invalidateQueries({ queryKey: bannersKeys.all }) : undefined,
  });
}

/** Uploads or replaces the banner's image (multipart field `image`); answers the banner. */
export function useUploadBannerImage() {
  const invalidate = useInvalidateBanners();
  return useMutation({
    mutationFn: uploadRecordFile<Banner>('/api/banners', 'image', 'image'),
    onSuccess: invalidate,
  });
}
