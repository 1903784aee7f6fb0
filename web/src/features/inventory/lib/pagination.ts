/**
 * The inventory's products endpoint pages from zero (as the original client's mock API does:
 * `page` is an index that even defaults to 1, the second page) while the app's lists and
 * URLs count from one. These functions are the only place that converts.
 */
import type { DataTablePage } from '../../../components/data-table';

export interface ProductsPagination {
  length?: number;
  size?: number;
  /** Zero-based. */
  page?: number;
  lastPage: number;
  startIndex?: number;
  endIndex?: number;
}

export interface ProductsAnswer<T> {
  products: T[];
  pagination: ProductsPagination;
}

/** The API's zero-based page index for a 1-based page of the app (never below 0). */
export function toApiPage(uiPage: number): number {
  return Math.max(0, Math.floor(uiPage) - 1);
}

/** The app's 1-based page for the API's zero-based index. */
export function toUiPage(apiPage: number): number {
  return Math.max(0, Math.floor(apiPage)) + 1;
}

export type AdaptedPage<T> =
  | { kind: 'page'; page: DataTablePage<T> }
  /** The page asked for is past the last one; `lastPage` is the app's (1-based) last page. */
  | { kind: 'beyond'; lastPage: number };

/**
 * The data table's page for an answer of the products endpoint: a 1-based `page`, or, for
 * the answer beyond the last page (no products and only `lastPage`), where the last page is.
 */
export function fromProductsAnswer<T>(answer: ProductsAnswer<T>): AdaptedPage<T> {
  const { products, pagination } = answer;
  const lastPage = Math.max(1, pagination.lastPage);
  if (pagination.page === undefined || pagination.length === undefined) {
    return { kind: 'beyond', lastPage };
  }
  return {
    kind: 'page',
    page: {
      items: products,
      pagination: {
        length: pagination.length,
        size: pagination.size ?? products.length,
        page: toUiPage(pagination.page),
        lastPage,
        startIndex: pagination.startIndex,
        endIndex: pagination.endIndex,
      },
    },
  };
}

/** An empty page (for a beyond-the-last answer where a page must be shown anyway). */
export function emptyPage<T>(uiPage: number, size: number, lastPage: number): DataTablePage<T> {
  return { items: [], pagination: { length: 0, size, page: uiPage, lastPage } };
}
