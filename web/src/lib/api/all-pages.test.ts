import { fetchAllPages } from './all-pages';

describe('fetchAllPages', () => {
  it('asks for every page until the last and reports progress', async () => {
    const records = Array.from({ length: 5 }, (_, index) => index);
    const fetchPage = jest.fn(async (page: number, size: number) => ({
      items: records.slice((page - 1) * size, page * size),
      pagination: { length: records.length, page, lastPage: Math.ceil(records.length / size) },
    }));
    const progress: string[] = [];
    const all = await fetchAllPages(fetchPage, {
      size: 2,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(all).toEqual(records);
    expect(fetchPage.mock.calls.map(([page, size]) => [page, size])).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    expect(progress).toEqual(['2/5', '4/5', '5/5']);
  });

  it('stops at an empty page even if the list shrank meanwhile', async () => {
    const fetchPage = jest.fn(async (page: number) => ({
      items: page === 1 ? ['a'] : [],
      pagination: { length: 3, page, lastPage: 3 },
    }));
    expect(await fetchAllPages(fetchPage, { size: 1 })).toEqual(['a']);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
