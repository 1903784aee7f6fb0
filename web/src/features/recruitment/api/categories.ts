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

export type Category = components['schemas']['CategoryDto'];
export type CategoryInput = components['schemas']['CreateCategoryDto'];
export type CategoryPatch = components['schemas']['UpdateCategoryDto'];
export type CategoryKind = Category['kind'];
export type CategoryListParams = NonNullable<
  operations['CategoriesController_list']['parameters']['query']
>;
export type CategorySort = NonNullable<CategoryListParams['sort']>;

export const CATEGORY_KINDS: readonly CategoryKind[] = ['vacancy', 'reward'];

/** The server's sort whitelist (server/src/modules/categories/dto/category.dto.ts). */
export const CATEGORY_SORTS: readonly CategorySort[] = [
  'name',
  'slug',
  'kind',
  'active',
  'createdAt',
  'updatedAt',
];

/** Query keys of the categories resource; invalidate by `categoriesKeys.all`. */
export const categoriesKeys = {
  all: queryRoots.categories,
  lists: () => [...categoriesKeys.all, 'list'] as const,
  list: (params: CategoryListParams) => [...categoriesKeys.lists(), params] as const,
  detail: (id: string) => [...categoriesKeys.all, 'detail', id] as const,
};

export function fetchCategories(params: CategoryListParams, signal?: AbortSignal) {
  return unwrap(api.GET('/api/categories', { params: { query: params }, signal }));
}

export function categoriesQuery(params: CategoryListParams) {
  return queryOptions({
    queryKey: categoriesKeys.list(params),
    queryFn: ({ signal }) => fetchCategories(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCategories(params: CategoryListParams) {
  return useQuery(categoriesQuery(params));
}

/** Categories of one kind whose name (slug, description) holds `search`, for pickers. */
export async function searchCategories(
  kind: CategoryKind,
  search: string,
  signal?: AbortSignal,
): Promise<Category[]> {
  const page = await fetchCategories(
    { kind, search: search.trim() || undefined, sort: 'name', order: 'asc', size: 20 },
    signal,
  );
  return page.items;
}

/** One category (a filter names it by id; its name shows in the picker). */
export function categoryQuery(id: string | null | undefined) {
  return queryOptions({
    queryKey: categoriesKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/categories/{id}', { params: { path: { id: id! } }, signal })),
    enabled: !!id,
    staleTime: 60_000,
  });
}

export function useCategory(id: string | null | undefined) {
  return useQuery(categoryQuery(id));
}

function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: categoriesKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryRoots.vacancies }),
    ]);
}

export function useCreateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (body: CategoryInput) => unwrap(api.POST('/api/categories', { body })),
    onSuccess: invalidate,
  });
}

export function useUpdateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    /** `version`: the one the form was opened on; a change made since refuses the save. */
    mutationFn: ({ id, body, version }: { id: string; body: CategoryPatch; version?: string }) =>
      unwrap(
        api.PATCH('/api/categories/{id}', {
          params: { path: { id }, header: ifMatch(version) },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

/** Refused (409) while vacancies use the category: deactivate it instead. */
export function useDeleteCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/categories/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}
