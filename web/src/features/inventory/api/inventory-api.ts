import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DataTablePage } from '../../../components/data-table';
import { api, ifMatch, unwrap } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema';
import { emptyPage, fromProductsAnswer, toApiPage } from '../lib/pagination';

export type Product = components['schemas']['ProductDto'];
export type ProductPatch = components['schemas']['ProductPatchDto'];
export type InventoryCategory = components['schemas']['InventoryCategoryDto'];
export type InventoryBrand = components['schemas']['InventoryBrandDto'];
export type InventoryVendor = components['schemas']['InventoryVendorDto'];
export type InventoryTag = components['schemas']['InventoryTagDto'];

type ApiProductsQuery = NonNullable<
  operations['InventoryController_products']['parameters']['query']
>;
export type ProductSort = NonNullable<ApiProductsQuery['sort']>;

/** The columns the server sorts by (sku, name and active as text, the rest as numbers). */
export const PRODUCT_SORTS = [
  'name',
  'sku',
  'price',
  'stock',
  'active',
] as const satisfies readonly ProductSort[];

/** The list's query as the app holds it: the page counts from 1. */
export interface ProductsQuery {
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  page: number;
  size: number;
}

/**
 * Query keys of the inventory, the resource first; invalidate products by
 * `inventoryKeys.products()`, everything by `inventoryKeys.all`.
 */
export const inventoryKeys = {
  all: ['inventory'] as const,
  products: () => [...inventoryKeys.all, 'products'] as const,
  productLists: () => [...inventoryKeys.products(), 'list'] as const,
  productList: (query: ProductsQuery) => [...inventoryKeys.productLists(), query] as const,
  product: (id: string) => [...inventoryKeys.products(), 'detail', id] as const,
  categories: () => [...inventoryKeys.all, 'categories'] as const,
  brands: () => [...inventoryKeys.all, 'brands'] as const,
  vendors: () => [...inventoryKeys.all, 'vendors'] as const,
  tags: () => [...inventoryKeys.all, 'tags'] as const,
};

// Fetchers.

function isSort(value: string | undefined): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '');
}

/** One call to the products endpoint, always with an explicit zero-based page. */
function requestProducts(query: ProductsQuery, signal?: AbortSignal) {
  const search = query.search?.trim();
  return unwrap(
    api.GET('/api/apps/ecommerce/inventory/products', {
      params: {
        query: {
          ...(search ? { search } : {}),
          ...(isSort(query.sort) ? { sort: query.sort, order: query.order ?? 'asc' } : {}),
          page: toApiPage(query.page),
          size: query.size,
        },
      },
      signal,
    }),
  );
}

/**
 * The page of products the table shows. A page past the last one (products deleted, a
 * narrower search, an old link) answers with the last page instead; its
 * `pagination.page` then differs from the one asked for, and the screen corrects the URL.
 */
export async function fetchProductsPage(
  query: ProductsQuery,
  signal?: AbortSignal,
): Promise<DataTablePage<Product>> {
  const first = fromProductsAnswer(await requestProducts(query, signal));
  if (first.kind === 'page') return first.page;
  const last = fromProductsAnswer(
    await requestProducts({ ...query, page: first.lastPage }, signal),
  );
  return last.kind === 'page' ? last.page : emptyPage(query.page, query.size, last.lastPage);
}

/** Any page for the CSV export of the whole filtered list (past the end: an empty page). */
export async function fetchProductsForExport(
  query: ProductsQuery,
  signal?: AbortSignal,
): Promise<DataTablePage<Product>> {
  const answer = fromProductsAnswer(await requestProducts(query, signal));
  return answer.kind === 'page' ? answer.page : emptyPage(query.page, query.size, answer.lastPage);
}

export function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return unwrap(
    api.GET('/api/apps/ecommerce/inventory/product', { params: { query: { id } }, signal }),
  );
}

// Hooks.

export function productsQuery(query: ProductsQuery) {
  return queryOptions({
    queryKey: inventoryKeys.productList(query),
    queryFn: ({ signal }) => fetchProductsPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(query: ProductsQuery) {
  return useQuery(productsQuery(query));
}

export function productQuery(id: string, placeholder?: Product) {
  return queryOptions<Product, Error, Product, ReturnType<typeof inventoryKeys.product>>({
    queryKey: inventoryKeys.product(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    placeholderData: () => placeholder,
  });
}

export function useProduct(id: string, placeholder?: Product) {
  return useQuery(productQuery(id, placeholder));
}

const LOOKUP_STALE_MS = 5 * 60_000;

export function categoriesQuery() {
  return queryOptions({
    queryKey: inventoryKeys.categories(),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/apps/ecommerce/inventory/categories', { signal })),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useCategories() {
  return useQuery(categoriesQuery());
}

export function brandsQuery() {
  return queryOptions({
    queryKey: inventoryKeys.brands(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/apps/ecommerce/inventory/brands', { signal })),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useBrands() {
  return useQuery(brandsQuery());
}

export function vendorsQuery() {
  return queryOptions({
    queryKey: inventoryKeys.vendors(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/apps/ecommerce/inventory/vendors', { signal })),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useVendors() {
  return useQuery(vendorsQuery());
}

export function inventoryTagsQuery() {
  return queryOptions({
    queryKey: inventoryKeys.tags(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/apps/ecommerce/inventory/tags', { signal })),
    staleTime: 60_000,
  });
}

export function useInventoryTags() {
  return useQuery(inventoryTagsQuery());
}

/** A product the server answered: into its detail query and every cached page showing it. */
function useStoreProduct() {
  const queryClient = useQueryClient();
  return (product: Product) => {
    queryClient.setQueryData(inventoryKeys.product(product.id), product);
    queryClient.setQueriesData<DataTablePage<Product>>(
      { queryKey: inventoryKeys.productLists() },
      (page) =>
        page && {
          ...page,
          items: page.items.map((item) => (item.id === product.id ? product : item)),
        },
    );
  };
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/apps/ecommerce/inventory/product')),
    onSuccess: (product) => {
      queryClient.setQueryData(inventoryKeys.product(product.id), product);
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.productLists() });
    },
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  const store = useStoreProduct();
  return useMutation({
    /** `version`: the one the form was opened on; a change made since refuses the save. */
    mutationFn: ({
      id,
      product,
      version,
    }: {
      id: string;
      product: ProductPatch;
      version?: string;
    }) =>
      unwrap(
        api.PATCH('/api/apps/ecommerce/inventory/product', {
          params: { header: ifMatch(version) },
          body: { id, product },
        }),
      ),
    onSuccess: (product) => {
      store(product);
      // Its place in the sorted, searched list may have changed.
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.productLists() });
    },
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `version`: the one the form shows; a change made since refuses the delete. */
    mutationFn: ({ id, version }: { id: string; version?: string }) =>
      unwrap(
        api.DELETE('/api/apps/ecommerce/inventory/product', {
          params: { query: { id }, header: ifMatch(version) },
        }),
      ),
    onSuccess: (_answer, { id }) => {
      queryClient.removeQueries({ queryKey: inventoryKeys.product(id) });
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.productLists() });
    },
    // Refused (someone else's change, say): the list shows the product as it now stands.
    onError: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.products() }),
  });
}

export function useCreateInventoryTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      unwrap(api.POST('/api/apps/ecommerce/inventory/tag', { body: { tag: { title } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.tags() }),
  });
}

export function useRenameInventoryTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      unwrap(api.PATCH('/api/apps/ecommerce/inventory/tag', { body: { id, tag: { title } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.tags() }),
  });
}

/** Deleting a tag strips it from every product: tags and products refresh. */
export function useDeleteInventoryTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/apps/ecommerce/inventory/tag', { params: { query: { id } } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKeys.tags() }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.products() }),
      ]),
  });
}
