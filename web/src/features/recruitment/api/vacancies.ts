import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, ifMatch, unwrap } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema';
import { queryRoots } from '../../../lib/api/query-roots';

export type Vacancy = components['schemas']['VacancyDto'];
export type VacancyInput = components['schemas']['CreateVacancyDto'];
export type VacancyPatch = components['schemas']['UpdateVacancyDto'];
export type VacancyStatus = Vacancy['status'];
export type Modality = Vacancy['modality'];
export type ContractType = Vacancy['contractType'];
export type VacancyListParams = NonNullable<
  operations['VacanciesController_list']['parameters']['query']
>;
export type VacancySort = NonNullable<VacancyListParams['sort']>;

/** The server's lists (server/src/modules/vacancies/vacancy.types.ts), in its order. */
export const VACANCY_STATUSES: readonly VacancyStatus[] = ['draft', 'open', 'paused', 'closed'];
export const MODALITIES: readonly Modality[] = ['onsite', 'remote', 'hybrid'];
export const CONTRACT_TYPES: readonly ContractType[] = [
  'full-time',
  'part-time',
  'temporary',
  'internship',
  'freelance',
];
export const VACANCY_SORTS: readonly VacancySort[] = [
  'code',
  'title',
  'status',
  'location',
  'companyName',
  'openings',
  'salaryMin',
  'salaryMax',
  'publishedAt',
  'closesAt',
  'createdAt',
  'updatedAt',
];

/** A status change a person can make from the list or the detail. */
export type VacancyAction = 'publish' | 'pause' | 'resume' | 'close' | 'reopen';

/**
 * The server's transition matrix (server/src/modules/vacancies/vacancy-status.ts):
 * draft->open, open->paused|closed, paused->open|closed, closed->open only by reopen.
 */
export const VACANCY_ACTIONS: Readonly<Record<VacancyStatus, readonly VacancyAction[]>> = {
  draft: ['publish'],
  open: ['pause', 'close'],
  paused: ['resume', 'close'],
  closed: ['reopen'],
};

export const ACTION_TARGET: Record<VacancyAction, VacancyStatus> = {
  publish: 'open',
  pause: 'paused',
  resume: 'open',
  close: 'closed',
  reopen: 'open',
};

/** Query keys of the vacancies resource; invalidate by `vacanciesKeys.all`. */
export const vacanciesKeys = {
  all: queryRoots.vacancies,
  lists: () => [...vacanciesKeys.all, 'list'] as const,
  list: (params: VacancyListParams) => [...vacanciesKeys.lists(), params] as const,
  details: () => [...vacanciesKeys.all, 'detail'] as const,
  detail: (id: string) => [...vacanciesKeys.details(), id] as const,
};

export function fetchVacancies(params: VacancyListParams, signal?: AbortSignal) {
  return unwrap(api.GET('/api/vacancies', { params: { query: params }, signal }));
}

export function fetchVacancy(id: string, signal?: AbortSignal) {
  return unwrap(api.GET('/api/vacancies/{id}', { params: { path: { id } }, signal }));
}

export function vacanciesQuery(params: VacancyListParams) {
  return queryOptions({
    queryKey: vacanciesKeys.list(params),
    queryFn: ({ signal }) => fetchVacancies(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useVacancies(params: VacancyListParams) {
  return useQuery(vacanciesQuery(params));
}

export function vacancyQuery(id: string | null | undefined) {
  return queryOptions({
    queryKey: vacanciesKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchVacancy(id!, signal),
    enabled: !!id,
  });
}

export function useVacancy(id: string | null | undefined) {
  return useQuery(vacancyQuery(id));
}

function useVacancySaved() {
  const queryClient = useQueryClient();
  return (vacancy: Vacancy) => {
    queryClient.setQueryData(vacanciesKeys.detail(vacancy.id), vacancy);
    // Titles and statuses show on favourites and applications too.
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: vacanciesKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: queryRoots.favourites }),
      queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
    ]);
  };
}

export function useCreateVacancy() {
  const saved = useVacancySaved();
  return useMutation({
    mutationFn: (body: VacancyInput) => unwrap(api.POST('/api/vacancies', { body })),
    onSuccess: saved,
  });
}

export function useUpdateVacancy() {
  const saved = useVacancySaved();
  return useMutation({
    /** `version`: the one the form was opened on; a change made since refuses the save. */
    mutationFn: ({ id, body, version }: { id: string; body: VacancyPatch; version?: string }) =>
      unwrap(
        api.PATCH('/api/vacancies/{id}', {
          params: { path: { id }, header: ifMatch(version) },
          body,
        }),
      ),
    onSuccess: saved,
  });
}

/** Publish, pause, resume, close (PATCH :id/status) or reopen (POST :id/reopen). */
export function useVacancyAction() {
  const saved = useVacancySaved();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: VacancyAction }) => {
      if (action === 'reopen') {
        return unwrap(api.POST('/api/vacancies/{id}/reopen', { params: { path: { id } } }));
      }
      const status = ACTION_TARGET[action] as 'open' | 'paused' | 'closed';
      return unwrap(
        api.PATCH('/api/vacancies/{id}/status', { params: { path: { id } }, body: { status } }),
      );
    },
    onSuccess: saved,
  });
}

/** Refused (409) once the vacancy has applications: close it instead. */
export function useDeleteVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/vacancies/{id}', { params: { path: { id } } })),
    onSuccess: (vacancy) => {
      queryClient.removeQueries({ queryKey: vacanciesKeys.detail(vacancy.id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: vacanciesKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.favourites }),
      ]);
    },
  });
}
