import {
  canReset,
  isFiltered,
  type ListConfig,
  nextSort,
  parseListParams,
  toApiQuery,
  writeListParams,
} from './list-params';

const CONFIG: ListConfig<'status' | 'internal'> = {
  filters: ['status', 'internal'],
  sorts: ['title', 'createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
};

const parse = (query: string) => parseListParams(new URLSearchParams(query), CONFIG);

describe('parseListParams', () => {
  it('reads a plain URL as the default view', () => {
    expect(parse('')).toEqual({ q: '', sort: null, order: null, page: 1, size: 10, filters: {} });
  });

  it('reads search, filters, sort, order, page and size', () => {
    expect(parse('q=ana&status=open&internal=true&sort=title&order=desc&page=3&size=25')).toEqual({
      q: 'ana',
      sort: 'title',
      order: 'desc',
      page: 3,
      size: 25,
      filters: { status: 'open', internal: 'true' },
    });
  });

  it('ignores what it does not know or cannot use', () => {
    expect(parse('sort=password&order=sideways&page=-2&size=7&other=1&status=')).toEqual({
      q: '',
      sort: null,
      order: null,
      page: 1,
      size: 10,
      filters: {},
    });
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=0').page).toBe(1);
    expect(parse('order=desc').order).toBeNull();
  });
});

describe('writeListParams', () => {
  it('leaves defaults out and keeps unrelated parameters', () => {
    const current = new URLSearchParams('tab=vacancies&page=4');
    const next = writeListParams(
      current,
      { q: '', sort: null, order: null, page: 1, size: 10, filters: {} },
      CONFIG,
    );
    expect(next.toString()).toBe('tab=vacancies');
  });

  it('round-trips through parse', () => {
    const params = parse('q=dev+ops&status=paused&sort=title&order=asc&page=2&size=50');
    expect(parse(writeListParams(new URLSearchParams(), params, CONFIG).toString())).toEqual(
      params,
    );
  });

  it('writes an order whenever it writes a sort', () => {
    const next = writeListParams(
      new URLSearchParams(),
      { q: '', sort: 'title', order: null, page: 1, size: 10, filters: {} },
      CONFIG,
    );
    expect(next.get('order')).toBe('asc');
  });
});

describe('view helpers', () => {
  it('knows when a search or filter narrows the list and when reset has work', () => {
    expect(isFiltered(parse('sort=title'))).toBe(false);
    expect(isFiltered(parse('q=x'))).toBe(true);
    expect(isFiltered(parse('status=open'))).toBe(true);
    expect(canReset(parse(''), CONFIG)).toBe(false);
    expect(canReset(parse('page=2'), CONFIG)).toBe(true);
    expect(canReset(parse('size=25'), CONFIG)).toBe(true);
  });

  it('cycles a header: ascending, descending, default', () => {
    expect(nextSort(parse(''), 'title', CONFIG)).toEqual({ sort: 'title', order: 'asc' });
    expect(nextSort(parse('sort=title&order=asc'), 'title', CONFIG)).toEqual({
      sort: 'title',
      order: 'desc',
    });
    expect(nextSort(parse('sort=title&order=desc'), 'title', CONFIG)).toEqual({
      sort: null,
      order: null,
    });
    // The default sort (createdAt, desc) flips to ascending first.
    expect(nextSort(parse(''), 'createdAt', CONFIG)).toEqual({ sort: 'createdAt', order: 'asc' });
  });

  it('makes the API query', () => {
    expect(toApiQuery(parse('q=%20ana%20&status=open&sort=title&order=desc&page=2'))).toEqual({
      search: 'ana',
      status: 'open',
      sort: 'title',
      order: 'desc',
      page: 2,
      size: 10,
    });
    expect(toApiQuery(parse(''))).toEqual({ page: 1, size: 10 });
  });
});
