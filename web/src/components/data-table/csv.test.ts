import { CSV_BOM, csvCell, csvFileName, fetchAllPages, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain values alone and writes empty for null and undefined', () => {
    expect(csvCell('Acme')).toBe('Acme');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvCell('Pérez, Ana')).toBe('"Pérez, Ana"');
    expect(csvCell('say "hola"')).toBe('"say ""hola"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('joins lists and writes dates as ISO', () => {
    expect(csvCell(['React', 'SQL'])).toBe('React; SQL');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  it('defuses text a spreadsheet would run as a formula, not phone numbers', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-2+3+cmd|x')).toBe("'-2+3+cmd|x");
    expect(csvCell('+52 55 1234 5678')).toBe('+52 55 1234 5678');
    expect(csvCell('-15')).toBe('-15');
    expect(csvCell(-15)).toBe('-15');
  });
});

describe('toCsv', () => {
  it('writes a BOM, a header row and CRLF line ends', () => {
    const csv = toCsv(
      ['Name', 'City'],
      [
        ['Ñandú S.A.', 'Mérida'],
        ['Şeker, Ltd', null],
      ],
    );
    expect(csv).toBe(`${CSV_BOM}Name,City\r\nÑandú S.A.,Mérida\r\n"Şeker, Ltd",\r\n`);
  });

  it('can leave the BOM out', () => {
    expect(toCsv(['a'], [[1]], { bom: false })).toBe('a\r\n1\r\n');
  });
});

describe('csvFileName', () => {
  it('makes a safe name with the date', () => {
    expect(csvFileName('Vacantes / abiertas', new Date('2026-11-23T10:00:00Z'))).toBe(
      'Vacantes-abiertas-2026-11-23.csv',
    );
  });
});

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
