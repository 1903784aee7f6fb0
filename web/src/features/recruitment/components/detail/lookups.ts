/**
 * Lookups the recruitment screens need beyond applicants and applications: open vacancies
 * to pick from and the signed-in account. Vacancies and favourites themselves come from
 * api/vacancies and api/favourites.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';
import {
  fetchVacancies,
  type Vacancy,
  type VacancyStatus,
  vacanciesKeys,
} from '../../api/vacancies';
import { queryRoots } from '../../../../lib/api/query-roots';

export type CurrentAccount = components['schemas']['AccountUserDto'];

/**
 * Vacancies a person can pick for the pipeline or an application: open and paused ones
 * (the server takes applications only then), matching `search`, newest first.
 */
export function vacancyOptionsQuery(
  search: string,
  statuses: readonly VacancyStatus[] = ['open', 'paused'],
) {
  return queryOptions({
    queryKey: [...vacanciesKeys.all, 'options', { search, statuses }] as const,
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        statuses.map((status) =>
          fetchVacancies(
            {
              status,
              search: search || undefined,
              size: 50,
              sort: 'createdAt',
              order: 'desc',
            },
            signal,
          ),
        ),
      );
      return pages
        .flatMap((page) => page.items)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    staleTime: 30_000,
  });
}

export function useVacancyOptions(
  search: string,
  statuses: readonly VacancyStatus[] = ['open', 'paused'],
) {
  return useQuery(vacancyOptionsQuery(search, statuses));
}

/**
 * The vacancies taking applications (open and paused) whose code, title or company holds
 * `search`, newest first: the server searches, so no vacancy is out of reach.
 */
export async function searchApplicableVacancies(search: string): Promise<Vacancy[]> {
  const statuses: VacancyStatus[] = ['open', 'paused'];
  const pages = await Promise.all(
    statuses.map((status) =>
      fetchVacancies({
        status,
        search: search.trim() || undefined,
        size: 20,
        sort: 'createdAt',
        order: 'desc',
      }),
    ),
  );
  return pages.flatMap((page) => page.items).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The signed-in account (to tell "you" in histories). */
export function currentAccountQuery() {
  return queryOptions({
    queryKey: queryRoots.currentUser,
    queryFn: ({ signal }) => unwrap(api.GET('/api/common/user', { signal })),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentAccount() {
  return useQuery(currentAccountQuery());
}
