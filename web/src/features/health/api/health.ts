import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type Health = components['schemas']['HealthDto'];

/** Query keys of the health resource; invalidate by `healthKeys.all`. */
export const healthKeys = {
  all: ['health'] as const,
  detail: () => [...healthKeys.all, 'detail'] as const,
};

export function fetchHealth(signal?: AbortSignal): Promise<Health> {
  return unwrap(api.GET('/api/health', { signal }));
}

export function healthQuery() {
  return queryOptions({
    queryKey: healthKeys.detail(),
    queryFn: ({ signal }) => fetchHealth(signal),
  });
}

/** Liveness, version, uptime and store status of the API (public; no token needed). */
export function useHealth() {
  return useQuery(healthQuery());
}
