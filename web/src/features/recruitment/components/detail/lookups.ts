/**
 * Small lookups the recruitment screens need beyond applicants and applications: a
 * vacancy, open vacancies to pick from, the starred records and the signed-in account.
 * Minimal local versions; the vacancy and favourite modules of the feature own the full
 * APIs and share these query-key prefixes, so invalidation reaches both.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

export type Vacancy = components['schemas']['VacancyDto'];
export type VacancyStatus = Vacancy['status'];
export type FavouriteKind = components['schemas']['FavouriteDto']['kind'];
export type CurrentAccount = components['schemas']['AccountUserDto'];

export const VACANCY_STATUSES: readonly VacancyStatus[] = ['draft', 'open', 'paused', 'closed'];

/** Bootstrap colours of the vacancy statuses. */
export const VACANCY_STATUS_VARIANT: Readonly<Record<VacancyStatus, string>> = {
  draft: 'secondary',
  open: 'success',
  paused: 'warning',
  closed: 'dark',
};

const lookupKeys = {
  vacancy: (id: string) => ['vacancies', 'detail', id] as const,
  vacancyOptions: (search: string, statuses: string) =>
    ['vacancies', 'list', { search, status: statuses, purpose: 'picker' }] as const,
  starred: (kind: FavouriteKind) => ['favourites', 'targets', kind] as const,
  account: ['common', 'user'] as const,
};

export function useVacancy(id: string | null | undefined) {
  return useQuery({
    queryKey: lookupKeys.vacancy(id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/vacancies/{id}', { params: { path: { id: id! } }, signal })),
    enabled: !!id,
  });
}

/**
 * Vacancies a person can pick for the pipeline or an application: open and paused ones
 * (the server takes applications only then), matching `search`, newest first.
 */
export function useVacancyOptions(
  search: string,
  statuses: readonly VacancyStatus[] = ['open', 'paused'],
) {
  const key = statuses.join(',');
  return useQuery({
    queryKey: lookupKeys.vacancyOptions(search, key),
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        statuses.map((status) =>
          unwrap(
            api.GET('/api/vacancies', {
              params: {
                query: {
                  status,
                  search: search || undefined,
                  size: 50,
                  sort: 'createdAt',
                  order: 'desc',
                },
              },
              signal,
            }),
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

/** The ids the signed-in account starred, of one kind. */
export function useStarredIds(kind: FavouriteKind) {
  return useQuery({
    queryKey: lookupKeys.starred(kind),
    queryFn: async ({ signal }) => {
      const ids: string[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await unwrap(
          api.GET('/api/favourites', { params: { query: { kind, page, size: 100 } }, signal }),
        );
        ids.push(...answer.items.map((favourite) => favourite.targetId));
        if (page >= answer.pagination.lastPage || answer.items.length === 0) return ids;
      }
    },
    staleTime: 30_000,
  });
}

/** Stars or unstars (idempotent on the server); the star shows at once. */
export function useToggleStar(kind: FavouriteKind) {
  const queryClient = useQueryClient();
  const key = lookupKeys.starred(kind);
  return useMutation({
    mutationFn: ({ id, starred }: { id: string; starred: boolean }) =>
      starred
        ? unwrap(api.PUT('/api/favourites/{kind}/{id}', { params: { path: { kind, id } } }))
        : unwrap(api.DELETE('/api/favourites/{kind}/{id}', { params: { path: { kind, id } } })),
    onMutate: async ({ id, starred }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<string[]>(key);
      queryClient.setQueryData<string[]>(key, (ids = []) =>
        starred
          ? [...ids.filter((other) => other !== id), id]
          : ids.filter((other) => other !== id),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favourites'] }),
  });
}

/** The signed-in account (to tell "you" in histories). */
export function useCurrentAccount() {
  return useQuery({
    queryKey: lookupKeys.account,
    queryFn: ({ signal }) => unwrap(api.GET('/api/common/user', { signal })),
    staleTime: 5 * 60_000,
  });
}
