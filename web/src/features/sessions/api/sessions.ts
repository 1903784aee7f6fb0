import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type LiveSession = components['schemas']['SessionDto'];

/** Query keys of the sessions resource; invalidate by `sessionsKeys.all`. */
export const sessionsKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionsKeys.all, 'list'] as const,
};

export function useSessions() {
  return useQuery({
    queryKey: sessionsKeys.list(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/sessions', { signal })),
    refetchInterval: 60_000,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/sessions/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}
