import { QueryMemo } from './query-memo';

class ListQuery {
  page?: number;
  from?: Date;
  ids?: string[];
}

function dto(values: Partial<ListQuery>): ListQuery {
  return Object.assign(new ListQuery(), values);
}

describe('QueryMemo', () => {
  it('keys only flat queries of strings', () => {
    const memo = new QueryMemo();
    expect(memo.keyOf({ page: '1', ids: ['a', 'b'] })).toBe('{"page":"1","ids":["a","b"]}');
    expect(memo.keyOf({ page: 1 })).toBeUndefined();
    expect(memo.keyOf({ nested: { page: '1' } })).toBeUndefined();
    expect(memo.keyOf('page=1')).toBeUndefined();
    expect(memo.keyOf(null)).toBeUndefined();
  });

  it('hands out copies: dates and arrays are new objects, the class is kept', () => {
    const memo = new QueryMemo();
    const from = new Date('2026-01-01T00:00:00Z');
    memo.set(ListQuery, 'k', dto({ page: 1, from, ids: ['a'] }));
    const hit = memo.get(ListQuery, 'k') as ListQuery;
    expect(hit).toBeInstanceOf(ListQuery);
    expect(hit).toEqual({ page: 1, from, ids: ['a'] });
    expect(hit.from).not.toBe(from);
    hit.from!.setFullYear(2000);
    hit.ids!.push('b');
    expect(memo.get(ListQuery, 'k')).toEqual({ page: 1, from, ids: ['a'] });
  });

  it('keeps entries apart per class', () => {
    class Other {}
    const memo = new QueryMemo();
    memo.set(ListQuery, 'k', dto({ page: 1 }));
    expect(memo.get(Other, 'k')).toBeUndefined();
  });

  it('does not remember a DTO holding objects it cannot copy', () => {
    const memo = new QueryMemo();
    memo.set(ListQuery, 'k', Object.assign(new ListQuery(), { nested: { a: 1 } }));
    expect(memo.get(ListQuery, 'k')).toBeUndefined();
  });

  it('forgets the oldest query past its bound', () => {
    const memo = new QueryMemo();
    for (let page = 0; page <= 500; page += 1) memo.set(ListQuery, `p${page}`, dto({ page }));
    expect(memo.get(ListQuery, 'p0')).toBeUndefined();
    expect(memo.get(ListQuery, 'p1')).toEqual({ page: 1 });
    expect(memo.get(ListQuery, 'p500')).toEqual({ page: 500 });
  });
});
