import { CSV_BOM, csvCell, csvFileName, toCsv } from './csv';

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
