import { jsonResponse, stubFetch } from '../../../test/fetch';
import { fetchProductsForExport, fetchProductsPage } from './inventory-api';

const product = (id: string) => ({ id, name: `Watch ${id}` });

describe('fetchProductsPage', () => {
  it('always sends the zero-based page, with search, sort and size', async () => {
    const fetch = stubFetch(() =>
      jsonResponse({
        products: [product('a')],
        pagination: { length: 1, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: 0 },
      }),
    );
    const page = await fetchProductsPage({
      search: ' gmt ',
      sort: 'price',
      order: 'desc',
      page: 1,
      size: 10,
    });
    const url = new URL(fetch.mock.calls[0][0].url);
    expect(url.pathname).toBe('/api/apps/ecommerce/inventory/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'gmt',
      sort: 'price',
      order: 'desc',
      page: '0',
      size: '10',
    });
    expect(page.pagination.page).toBe(1);
  });

  it('leaves out a sort the server does not know', async () => {
    const fetch = stubFetch(() =>
      jsonResponse({ products: [], pagination: { length: 0, size: 10, page: 0, lastPage: 1 } }),
    );
    await fetchProductsPage({ sort: 'colour', order: 'asc', page: 1, size: 10 });
    const url = new URL(fetch.mock.calls[0][0].url);
    expect(url.searchParams.has('sort')).toBe(false);
    expect(url.searchParams.get('page')).toBe('0');
  });

  it('answers the last page when asked for one past it', async () => {
    const fetch = stubFetch((request) => {
      const page = new URL(request.url).searchParams.get('page');
      return page === '4'
        ? jsonResponse({ products: [], pagination: { lastPage: 3 } })
        : jsonResponse({
            products: [product('z')],
            pagination: {
              length: 21,
              size: 10,
              page: 2,
              lastPage: 3,
              startIndex: 20,
              endIndex: 20,
            },
          });
    });
    const page = await fetchProductsPage({ page: 5, size: 10 });
    expect(
      fetch.mock.calls.map(([request]) => new URL(request.url).searchParams.get('page')),
    ).toEqual(['4', '2']);
    expect(page).toEqual({
      items: [product('z')],
      pagination: { length: 21, size: 10, page: 3, lastPage: 3, startIndex: 20, endIndex: 20 },
    });
  });

  it('answers an empty page past the end for the export', async () => {
    stubFetch(() => jsonResponse({ products: [], pagination: { lastPage: 2 } }));
    await expect(fetchProductsForExport({ page: 3, size: 100 })).resolves.toEqual({
      items: [],
      pagination: { length: 0, size: 100, page: 3, lastPage: 2 },
    });
  });
});
