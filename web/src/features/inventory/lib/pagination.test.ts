import { emptyPage, fromProductsAnswer, toApiPage, toUiPage } from './pagination';

describe('the page-index adapter', () => {
  it('turns the app’s 1-based pages into the API’s zero-based index and back', () => {
    expect(toApiPage(1)).toBe(0);
    expect(toApiPage(2)).toBe(1);
    expect(toApiPage(0)).toBe(0);
    expect(toUiPage(0)).toBe(1);
    expect(toUiPage(3)).toBe(4);
    expect(toUiPage(toApiPage(7))).toBe(7);
  });

  it('answers a page with a 1-based page number', () => {
    const products = [{ id: 'a' }, { id: 'b' }];
    expect(
      fromProductsAnswer({
        products,
        pagination: { length: 12, size: 10, page: 1, lastPage: 2, startIndex: 10, endIndex: 11 },
      }),
    ).toEqual({
      kind: 'page',
      page: {
        items: products,
        pagination: { length: 12, size: 10, page: 2, lastPage: 2, startIndex: 10, endIndex: 11 },
      },
    });
  });

  it('recognises the answer beyond the last page (no products, only lastPage)', () => {
    expect(fromProductsAnswer({ products: [], pagination: { lastPage: 4 } })).toEqual({
      kind: 'beyond',
      lastPage: 4,
    });
  });

  it('treats an empty list as one empty first page', () => {
    const answer = fromProductsAnswer({
      products: [],
      pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    expect(answer).toMatchObject({ kind: 'page', page: { items: [], pagination: { page: 1 } } });
    expect(emptyPage(3, 10, 1)).toEqual({
      items: [],
      pagination: { length: 0, size: 10, page: 3, lastPage: 1 },
    });
  });
});
