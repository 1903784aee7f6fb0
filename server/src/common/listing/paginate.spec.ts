import { mapPage, paginate } from './paginate';

const items = Array.from({ length: 23 }, (_, index) => index);

describe('paginate', () => {
  it('slices 1-based pages and says where they sit', () => {
    expect(paginate(items, 1, 10)).toEqual({
      items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      pagination: { length: 23, size: 10, page: 1, lastPage: 3, startIndex: 0, endIndex: 9 },
    });
    expect(paginate(items, 3, 10)).toEqual({
      items: [20, 21, 22],
      pagination: { length: 23, size: 10, page: 3, lastPage: 3, startIndex: 20, endIndex: 22 },
    });
  });

  it('defaults to the first page of 10', () => {
    expect(paginate(items).pagination).toMatchObject({ page: 1, size: 10, endIndex: 9 });
  });

  it('answers no items past the last page, still telling lastPage, and no indexes', () => {
    expect(paginate(items, 4, 10)).toEqual({
      items: [],
      pagination: { length: 23, size: 10, page: 4, lastPage: 3 },
    });
  });

  it('has one (empty) page for an empty list', () => {
    expect(paginate([], 1, 10)).toEqual({
      items: [],
      pagination: { length: 0, size: 10, page: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    expect(paginate([], 2, 10).pagination).toEqual({ length: 0, size: 10, page: 2, lastPage: 1 });
  });

  it('fits an exact multiple and a page as large as the list', () => {
    expect(paginate(items.slice(0, 20), 2, 10).pagination).toMatchObject({
      lastPage: 2,
      startIndex: 10,
      endIndex: 19,
    });
    expect(paginate(items, 1, 100).items).toHaveLength(23);
  });

  it.each([
    [0, 10],
    [1, 0],
    [1.5, 10],
    [-1, 10],
  ])('refuses page %p of size %p', (page, size) => {
    expect(() => paginate(items, page, size)).toThrow(RangeError);
  });

  it('maps a page without touching its pagination', () => {
    const page = paginate(items, 2, 5);
    expect(mapPage(page, (n) => `#${n}`)).toEqual({
      items: ['#5', '#6', '#7', '#8', '#9'],
      pagination: page.pagination,
    });
  });
});
