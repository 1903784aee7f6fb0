import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type PublicSlot = components['schemas']['PublicSlotDto'];
export type PublicVacancy = components['schemas']['BookingVacancyDto'];
export type PublicSlotList = components['schemas']['PublicSlotListDto'];
export type PublicBooking = components['schemas']['PublicBookingDto'];
export type ManagedBooking = components['schemas']['ManagedBookingDto'];
export type BookingConfirmation = components['schemas']['BookingConfirmationDto'];
export type BookingInput = components['schemas']['CreateBookingDto'];

/** Query keys of the public booking page (no account: nothing shared with staff screens). */
export const bookingKeys = {
  all: ['public-booking'] as const,
  slots: (vacancy: string) => [...bookingKeys.all, 'slots', vacancy] as const,
  booking: (token: string) => [...bookingKeys.all, 'booking', token] as const,
};

/** Future slots with room, one vacancy when `vacancy` (code or id) names it. */
export function publicSlotsQuery(vacancy: string | null) {
  return queryOptions({
    queryKey: bookingKeys.slots(vacancy ?? ''),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/public/interview-slots', {
          params: { query: vacancy ? { vacancy } : {} },
          signal,
        }),
      ),
  });
}

/** The booking a manage link names, and the times it can move to. */
export function bookingQuery(token: string) {
  return queryOptions({
    queryKey: bookingKeys.booking(token),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/public/interview-slots/booking', { params: { query: { token } }, signal }),
      ),
    // A refused link stays refused: no retries.
    retry: false,
  });
}

export function useBookSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, body }: { slotId: string; body: BookingInput }) =>
      unwrap(
        api.POST('/api/public/interview-slots/{id}/bookings', {
          params: { path: { id: slotId } },
          body,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

export function useCancelMyBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      unwrap(api.DELETE('/api/public/interview-slots/booking', { params: { query: { token } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

export function useMoveMyBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, slotId }: { token: string; slotId: string }) =>
      unwrap(
        api.POST('/api/public/interview-slots/booking/move', {
          params: { query: { token } },
          body: { slotId },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** The app's own path of a manage link (the e-mail's address may name another host). */
export const managePath = (token: string) =>
  `/agenda-turnos/reserva?token=${encodeURIComponent(token)}`;

/** The booking page of one vacancy (`ref`: its code, or an internal vacancy's id). */
export const vacancyPath = (ref: string) => `/agenda-turnos?vacancy=${encodeURIComponent(ref)}`;
