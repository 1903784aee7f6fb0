import { listPage } from './list';
import { sortItems } from './sort';
import { compareText, foldText, identifierKey, matchesTerms, searchTerms } from './text';

describe('text search', () => {
  it('folds case and accents', () => {
    expect(foldText('Lucía PÉREZ Ñandú')).toBe('lucia perez nandu');
  });

  it('splits a query into folded words; blank has none', () => {
    expect(searchTerms('  José  GARCÍA ')).toEqual(['jose', 'garcia']);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it('needs every word somewhere in the fields', () => {
    const fields = ['María José', 'López', null, 'mj@example.com'];
    expect(matchesTerms(fields, searchTerms('maria lopez'))).toBe(true);
    expect(matchesTerms(fields, searchTerms('EXAMPLE'))).toBe(true);
    expect(matchesTerms(fields, searchTerms('maria perez'))).toBe(false);
    expect(matchesTerms(fields, [])).toBe(true);
  });
});

describe('sorting', () => {
  const rows = [
    { id: 'a', name: 'beta', n: 10 as number | null },
    { id: 'b', name: 'Álvaro', n: 2 },
    { id: 'c', name: 'alba', n: null },
    { id: 'd', name: 'Beta', n: 2 },
  ];

  it('compares text case- and accent-insensitively, numbers in text by value', () => {
    expect(compareText('alvaro', 'Álvaro')).toBe(0);
    expect(compareText('item 2', 'item 10')).toBeLessThan(0);
  });

  it('sorts text ignoring case, ties by id, both ways', () => {
    expect(sortItems(rows, (row) => row.name, 'asc').map((row) => row.id)).toEqual([
      'c',
      'b',
      'a',
      'd',
    ]);
    expect(sortItems(rows, (row) => row.name, 'desc').map((row) => row.id)).toEqual([
      'a',
      'd',
      'b',
      'c',
    ]);
  });

  it('sorts numbers by value and puts empty values last either way', () => {
    expect(sortItems(rows, (row) => row.n, 'asc').map((row) => row.id)).toEqual([
      'b',
      'd',
      'a',
      'c',
    ]);
    expect(sortItems(rows, (row) => row.n, 'desc').map((row) => row.id)).toEqual([
      'a',
      'b',
      'd',
      'c',
    ]);
  });

  it('lists: search, then sort (default or asked), then paginate', () => {
    const spec = {
      searchIn: (row: (typeof rows)[number]) => [row.name],
      sortBy: {
        name: (row: (typeof rows)[number]) => row.name,
        n: (row: (typeof rows)[number]) => row.n,
      },
      defaultSort: 'n' as const,
      defaultOrder: 'desc' as const,
    };
    expect(listPage(rows, { page: 1, size: 2 }, spec).items.map((row) => row.id)).toEqual([
      'a',
      'b',
    ]);
    expect(
      listPage(rows, { search: 'BETA', sort: 'name', page: 1, size: 10 }, spec).items.map(
        (row) => row.id,
      ),
    ).toEqual(['a', 'd']);
  });
});

describe('identifierKey', () => {
  it('compares identifiers without case, spaces or separators', () => {
    expect(identifierKey('ab-12.345')).toBe('AB12345');
    expect(identifierKey(' Goma 800101/x ')).toBe(identifierKey('GOMA800101X'));
    expect(identifierKey('AB-1')).not.toBe(identifierKey('AB-2'));
  });
});
