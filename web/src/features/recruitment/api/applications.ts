import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema';
import { queryRoots } from '../../../lib/api/query-roots';

export type Application = components['schemas']['ApplicationDto'];
export type ApplicationPage = components['schemas']['ApplicationPageDto'];
export type ApplicationStage = Application['stage'];
export type StageChange = components['schemas']['StageChangeDto'];
export type ApplicationListParams = NonNullable<
  operations['ApplicationsController_list']['parameters']['query']
>;

/** The pipeline, in order (server/src/modules/applications/application.types.ts). */
export const APPLICATION_STAGES: readonly ApplicationStage[] = [
  'applied',
  'screening',
  'interview',
  'offer',
  'hired',
  'rejected',
];

export function isApplicationStage(value: unknown): value is ApplicationStage {
  return typeof value === 'string' && (APPLICATION_STAGES as readonly string[]).includes(value);
}

/** The list endpoint's largest page. */
const MAX_PAGE_SIZE = 100;

/** Query keys of the applications resource; invalidate by `applicationsKeys.all`. */
export const applicationsKeys = {
  all: queryRoots.applications,
  lists: () => [...applicationsKeys.all, 'list'] as const,
  list: (params: ApplicationListParams) => [...applicationsKeys.lists(), params] as const,
  /** Every application of one vacancy (the pipeline board), all pages together. */
  pipeline: (vacancyId: string) => [...applicationsKeys.all, 'pipeline', vacancyId] as const,
  details: () => [...applicationsKeys.all, 'detail'] as const,
  detail: (id: string) => [...applicationsKeys.details(), id] as const,
};

export function fetchApplications(params: ApplicationListParams, signal?: AbortSignal) {
  return unwrap(api.GET('/api/applications', { params: { query: params }, signal }));
}

/** Every application matching `params`, page after page. */
export async function fetchAllApplications(
  params: Omit<ApplicationListParams, 'page' | 'size'>,
  signal?: AbortSignal,
): Promise<Application[]> {
  const items: Application[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchApplications({ ...params, page, size: MAX_PAGE_SIZE }, signal);
    items.push(...answer.items);
    if (page >= answer.pagination.lastPage || answer.items.length === 0) return items;
  }
}

export function applicationsQuery(
  params: ApplicationListParams,
  options: { enabled?: boolean } = {},
) {
  return queryOptions({
    queryKey: applicationsKeys.list(params),
    queryFn: ({ signal }) => fetchApplications(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

export function useApplications(
  params: ApplicationListParams,
  options: { enabled?: boolean } = {},
) {
  return useQuery(applicationsQuery(params, options));
}

/** Every application of a vacancy, oldest first (the board orders them per column). */
export function pipelineQuery(vacancyId: string | null) {
  return queryOptions({
    queryKey: applicationsKeys.pipeline(vacancyId ?? ''),
    queryFn: ({ signal }) =>
      fetchAllApplications({ vacancyId: vacancyId!, sort: 'createdAt', order: 'asc' }, signal),
    enabled: !!vacancyId,
  });
}

export function usePipeline(vacancyId: string | null) {
  return useQuery(pipelineQuery(vacancyId));
}

/** Every application of an applicant, newest first. */
export function applicantApplicationsQuery(applicantId: string | null) {
  return queryOptions({
    queryKey: applicationsKeys.list({ applicantId: applicantId ?? '', size: MAX_PAGE_SIZE }),
    queryFn: ({ signal }) =>
      fetchAllApplications({ applicantId: applicantId!, sort: 'createdAt', order: 'desc' }, signal),
    enabled: !!applicantId,
  });
}

export function useApplicantApplications(applicantId: string | null) {
  return useQuery(applicantApplicationsQuery(applicantId));
}

/** Applications change vacancies' counts, applicants' counts and the activity feed. */
function invalidateAround(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryRoots.vacancies }),
    queryClient.invalidateQueries({ queryKey: queryRoots.applicants }),
    queryClient.invalidateQueries({ queryKey: queryRoots.activities }),
  ]);
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: components['schemas']['CreateApplicationDto']) =>
      unwrap(api.POST('/api/applications', { body })),
    onSettled: () => invalidateAround(queryClient),
  });
}

export function changeApplicationStage(id: string, stage: ApplicationStage) {
  return unwrap(
    api.PATCH('/api/applications/{id}/stage', { params: { path: { id } }, body: { stage } }),
  );
}

export function rateApplication(id: string, rating: number) {
  return unwrap(
    api.PATCH('/api/applications/{id}', { params: { path: { id } }, body: { rating } }),
  );
}

export { invalidateAround as invalidateApplicationsAround };
