/**
 * Lookups the recruitment screens need beyond applicants and applications: open vacancies
 * to pick from and the signed-in account. Vacancies and favourites themselves come from
 * api/vacancies and api/favourites.
 */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';
import { fetchVacancies, type VacancyStatus, vacanciesKeys } from '../../api/vacancies';

export type CurrentAccount = components['schemas']['AccountUserDto'];

/**
 * Vacancies a person can pick for the pipeline or an application: open and paused ones
 * (the server takes applications only then), matching `search`, newest first.
 */
export function useVacancyOptions(
  search: string,
  statuses: readonly VacancyStatus[] = ['open', 'paused'],
) {
  return useQuery({
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

/** The signed-in account (to tell "you" in histories). */
export function useCurrentAccount() {
  return useQuery({
    queryKey: ['common', 'user'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/common/user', { signal })),
    staleTime: 5 * 60_000,
  });
}
