import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { queryRoots } from '../../../lib/api/query-roots';

export type LiveSession = components['schemas']['SessionDto'];

/** Query keys of the sessions resource; invalidate by `sessionsKeys.all`. */
export const sessionsKeys = {
  all: queryRoots.sessions,
  lists: () => [...sessionsKeys.all, 'list'] as const,
  list: (scope: { all: boolean }) => [...sessionsKeys.lists(), scope] as const,
};

/** The caller's own live sessions; `all` (administrators only) every account's. */
export function fetchSessions({ all }: { all: boolean }, signal?: AbortSignal) {
  return unwrap(api.GET('/api/sessions', { params: { query: all ? { all: true } : {} }, signal }));
}

/** The caller's own live sessions; `all` (administrators only) every account's. */
export function sessionsQuery({ all }: { all: boolean }) {
  return queryOptions({
    queryKey: sessionsKeys.list({ all }),
    queryFn: ({ signal }) => fetchSessions({ all }, signal),
    refetchInterval: 60_000,
  });
}

export function useSessions({ all }: { all: boolean }) {
  return useQuery(sessionsQuery({ all }));
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/sessions/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}
