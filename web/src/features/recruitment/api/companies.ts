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

export type Company = components['schemas']['CompanyDto'];
export type CompanyInput = components['schemas']['CreateCompanyDto'];
export type CompanyPatch = components['schemas']['UpdateCompanyDto'];
export type CompanyListParams = NonNullable<
  operations['CompaniesController_list']['parameters']['query']
>;
export type CompanySort = NonNullable<CompanyListParams['sort']>;

/** The server's sort whitelist (server/src/modules/companies/dto/company.dto.ts). */
export const COMPANY_SORTS: readonly CompanySort[] = [
  'name',
  'taxId',
  'industry',
  'active',
  'createdAt',
  'updatedAt',
];

/** Query keys of the companies resource; invalidate by `companiesKeys.all`. */
export const companiesKeys = {
  all: queryRoots.companies,
  lists: () => [...companiesKeys.all, 'list'] as const,
  list: (params: CompanyListParams) => [...companiesKeys.lists(), params] as const,
  details: () => [...companiesKeys.all, 'detail'] as const,
  detail: (id: string) => [...companiesKeys.details(), id] as const,
};

export function fetchCompanies(params: CompanyListParams, signal?: AbortSignal) {
  return unwrap(api.GET('/api/companies', { params: { query: params }, signal }));
}

export function companiesQuery(params: CompanyListParams) {
  return queryOptions({
    queryKey: companiesKeys.list(params),
    queryFn: ({ signal }) => fetchCompanies(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompanies(params: CompanyListParams) {
  return useQuery(companiesQuery(params));
}

/** Companies whose name (tax id, industry, email) holds `search`, by name, for pickers. */
export async function searchCompanies(search: string, signal?: AbortSignal): Promise<Company[]> {
  const page = await fetchCompanies(
    { search: search.trim() || undefined, sort: 'name', order: 'asc', size: 20 },
    signal,
  );
  return page.items;
}

/** One company (a filter names it by id; its name shows in the picker). */
export function companyQuery(id: string | null | undefined) {
  return queryOptions({
    queryKey: companiesKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/companies/{id}', { params: { path: { id: id! } }, signal })),
    enabled: !!id,
    staleTime: 60_000,
  });
}

export function useCompany(id: string | null | undefined) {
  return useQuery(companyQuery(id));
}

function useInvalidateCompanies() {
  const queryClient = useQueryClient();
  // Company names show on vacancies (and through them on favourites) too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companiesKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryRoots.vacancies }),
      queryClient.invalidateQueries({ queryKey: queryRoots.favourites }),
    ]);
}

export function useCreateCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (body: CompanyInput) => unwrap(api.POST('/api/companies', { body })),
    onSuccess: invalidate,
  });
}

export function useUpdateCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    /** `version`: the one the form was opened on; a change made since refuses the save. */
    mutationFn: ({ id, body, version }: { id: string; body: CompanyPatch; version?: string }) =>
      unwrap(
        api.PATCH('/api/companies/{id}', {
          params: { path: { id }, header: ifMatch(version) },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

/** Refused (409) while vacancies name the company: deactivate it instead. */
export function useDeleteCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/companies/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}
