import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema';
import { queryRoots } from '../../../lib/api/query-roots';

export type InterviewSlot = components['schemas']['InterviewSlotDto'];
export type InterviewBooking = components['schemas']['InterviewBookingDto'];
export type ApplicantBooking = components['schemas']['ApplicantBookingDto'];
export type SlotInput = components['schemas']['CreateInterviewSlotDto'];
export type SeriesInput = components['schemas']['InterviewSlotSeriesDto'];
export type SeriesPreview = components['schemas']['SeriesPreviewDto'];
export type SeriesResult = components['schemas']['SeriesResultDto'];
export type SlotListParams = NonNullable<
  operations['InterviewSlotsController_list']['parameters']['query']
>;

/** The list endpoint's largest page. */
const MAX_PAGE_SIZE = 100;

/** Query keys of interview slots; invalidate by `interviewSlotsKeys.all`. */
export const interviewSlotsKeys = {
  all: queryRoots.interviewSlots,
  lists: () => [...interviewSlotsKeys.all, 'list'] as const,
  list: (params: Omit<SlotListParams, 'page' | 'size'>) =>
    [...interviewSlotsKeys.lists(), params] as const,
  bookings: (applicantId: string) => [...interviewSlotsKeys.all, 'bookings', applicantId] as const,
};

/** One page of the slots matching `params`, earliest first. */
export function fetchSlotPage(
  params: Omit<SlotListParams, 'page' | 'size'>,
  page: number,
  size: number,
  signal?: AbortSignal,
) {
  return unwrap(
    api.GET('/api/interview-slots', { params: { query: { ...params, page, size } }, signal }),
  );
}

/** Every slot matching `params`, page after page, earliest first. */
export async function fetchAllSlots(
  params: Omit<SlotListParams, 'page' | 'size'>,
  signal?: AbortSignal,
): Promise<InterviewSlot[]> {
  const items: InterviewSlot[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await unwrap(
      api.GET('/api/interview-slots', {
        params: { query: { ...params, page, size: MAX_PAGE_SIZE } },
        signal,
      }),
    );
    items.push(...answer.items);
    if (page >= answer.pagination.lastPage || answer.items.length === 0) return items;
  }
}

/**
 * The slots of a vacancy: those still to end (`from` now), or every one. Past slots stay
 * a click away.
 */
export function vacancySlotsQuery(vacancyId: string, options: { past: boolean }) {
  const params = options.past ? { vacancyId } : { vacancyId, from: startOfToday() };
  return queryOptions({
    queryKey: interviewSlotsKeys.list(params),
    queryFn: ({ signal }) => fetchAllSlots(params, signal),
  });
}

/** Every slot between two instants (a day of the reader's calendar). */
export function slotsBetweenQuery(from: string, to: string) {
  const params = { from, to };
  return queryOptions({
    queryKey: interviewSlotsKeys.list(params),
    queryFn: ({ signal }) => fetchAllSlots(params, signal),
  });
}

/** The first slot that ends after `after`, or null: where the next day with slots is. */
export function nextSlotQuery(after: string) {
  return queryOptions({
    queryKey: [...interviewSlotsKeys.lists(), 'next', after] as const,
    queryFn: async ({ signal }) =>
      (await fetchSlotPage({ from: after }, 1, 1, signal)).items[0] ?? null,
  });
}

/** An applicant's bookings, earliest interview first. */
export function applicantBookingsQuery(applicantId: string) {
  return queryOptions({
    queryKey: interviewSlotsKeys.bookings(applicantId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/interview-slots/bookings', { params: { query: { applicantId } }, signal }),
      ),
  });
}

/** Slots change with bookings, and bookings make applicants and applications. */
function invalidateAround(queryClient: ReturnType<typeof useQueryClient>) {
  return queryClient.invalidateQueries({ queryKey: interviewSlotsKeys.all });
}

export function useCreateSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SlotInput) => unwrap(api.POST('/api/interview-slots', { body })),
    onSettled: () => invalidateAround(queryClient),
  });
}

export function previewSeries(body: SeriesInput) {
  return unwrap(api.POST('/api/interview-slots/series/preview', { body }));
}

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeriesInput) => unwrap(api.POST('/api/interview-slots/series', { body })),
    onSettled: () => invalidateAround(queryClient),
  });
}

export function useDeleteSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/interview-slots/{id}', { params: { path: { id } } })),
    onSettled: () => invalidateAround(queryClient),
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, bookingId }: { slotId: string; bookingId: string }) =>
      unwrap(
        api.DELETE('/api/interview-slots/{id}/bookings/{bookingId}', {
          params: { path: { id: slotId, bookingId } },
        }),
      ),
    onSettled: () => invalidateAround(queryClient),
  });
}

/** Midnight of the reader's today, as an instant. */
export function startOfToday(now = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}
