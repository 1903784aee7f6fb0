import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema';
import { queryRoots } from '../../../lib/api/query-roots';

export type Activity = components['schemas']['ActivityDto'];
export type ActivityListParams = NonNullable<
  operations['ActivitiesController_list']['parameters']['query']
>;

/** Query keys of the activities resource; invalidate by `activitiesKeys.all`. */
export const activitiesKeys = {
  all: queryRoots.activities,
  lists: () => [...activitiesKeys.all, 'list'] as const,
  list: (params: ActivityListParams) => [...activitiesKeys.lists(), params] as const,
};

export function fetchActivities(params: ActivityListParams, signal?: AbortSignal) {
  return unwrap(api.GET('/api/activities', { params: { query: params }, signal }));
}

/** The feed, newest first; pass applicantId or vacancyId for one record's activity. */
export function activitiesQuery(params: ActivityListParams, options: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: activitiesKeys.list(params),
    queryFn: ({ signal }) => fetchActivities(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

export function useActivities(params: ActivityListParams, options: { enabled?: boolean } = {}) {
  return useQuery(activitiesQuery(params, options));
}
