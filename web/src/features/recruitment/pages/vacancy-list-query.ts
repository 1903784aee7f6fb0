import type { QueryClient } from '@tanstack/react-query';
import {
  type ListConfig,
  type ListParams,
  parseListParams,
  toApiQuery,
} from '../../../components/data-table/list-params';
import { favouriteTargetsQuery } from '../api/favourites';
import { booleanFilter } from '../components/shared/format';
import {
  MODALITIES,
  vacanciesQuery,
  type VacancyListParams,
  VACANCY_SORTS,
  VACANCY_STATUSES,
  type VacancyStatus,
} from '../api/vacancies';

export type VacancyFilter = 'status' | 'companyId' | 'categoryId' | 'internal' | 'modality';

/** The vacancy list's view in the URL: its filters, sorts and default order. */
export const VACANCY_LIST: ListConfig<VacancyFilter> = {
  filters: ['status', 'companyId', 'categoryId', 'internal', 'modality'],
  sorts: VACANCY_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
};

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** What the vacancy list asks the server for, from its view in the URL. */
export function vacancyListQuery(params: ListParams<VacancyFilter>): VacancyListParams {
  const query = toApiQuery(params);
  const { filters } = params;
  return {
    ...query,
    sort: query.sort as VacancyListParams['sort'],
    status: oneOf<VacancyStatus>(VACANCY_STATUSES, filters.status),
    companyId: filters.companyId,
    categoryId: filters.categoryId,
    internal: booleanFilter(filters.internal),
    modality: oneOf(MODALITIES, filters.modality),
  };
}

/**
 * Starts loading the page of vacancies a URL shows and the account's starred vacancies
 * (the rows' stars), the route's data (routes.tsx).
 */
export async function prefetch(queryClient: QueryClient, url: URL): Promise<void> {
  const params = parseListParams(url.searchParams, VACANCY_LIST);
  await Promise.all([
    queryClient.prefetchQuery(vacanciesQuery(vacancyListQuery(params))),
    queryClient.prefetchQuery(favouriteTargetsQuery('vacancy')),
  ]);
}
