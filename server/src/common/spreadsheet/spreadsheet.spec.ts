import { Workbook } from 'exceljs';
import {
  csvCell,
  readSpreadsheet,
  sheetName,
  sniffDelimiter,
  sniffSpreadsheet,
  SpreadsheetError,
  toCsv,
  writeWorkbook,
  zipUnpackedSize,
} from '.';

const LIMITS = { maxRows: 5, maxColumns: 10, maxUnpackedBytes: 5 * 1024 * 1024 };

const read = (text: string | Buffer) =>
  readSpreadsheet(typeof text === 'string' ? Buffer.from(text, 'utf8') : text, LIMITS);

async function refusal(text: string | Buffer): Promise<SpreadsheetError> {
  const error = await read(text).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SpreadsheetError);
  return error as SpreadsheetError;
}

describe('writing', () => {
  it('writes CSV by RFC 4180 with a BOM, guarding against formulas', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, null],
        ['x,y', '=SUM(A1)'],
      ]).toString('utf8'),
    ).toBe('\uFEFFa,b\r\n1,\r\n"x,y",\'=SUM(A1)\r\n');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-12')).toBe('-12');
    expect(csvCell('+52 55 1234 5678')).toBe('+52 55 1234 5678');
    expect(csvCell(true)).toBe('true');
  });

  it('writes an XLSX whose sheets read back, names made safe and distinct', async () => {
    const bytes = await writeWorkbook({
      sheets: [
        { name: 'a/b: [c]', header: ['Name', 'Count'], rows: [['Ana', 2]], footer: ['Total', 2] },
        { name: 'a/b: [c]', rows: [['x', 'y']], boldFirstColumn: true },
      ],
    });
    const workbook = new Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['a b   c', 'a b   c (2)']);
    expect(workbook.worksheets[0].getSheetValues().slice(1)).toEqual([
      [undefined, 'Name', 'Count'],
      [undefined, 'Ana', 2],
      [undefined, 'Total', 2],
    ]);
    expect(workbook.worksheets[1].getRow(1).values).toEqual([undefined, 'x', 'y']);
    expect(sheetName('a/b: [c]*?'.repeat(5)).length).toBeLessThanOrEqual(31);
    expect(sheetName('  ', 'Report')).toBe('Report');
  });
});

describe('reading', () => {
  it('tells XLSX from CSV by the bytes', async () => {
    expect(sniffSpreadsheet(await writeWorkbook({ sheets: [{ name: 'x', rows: [['a']] }] }))).toBe(
      'xlsx',
    );
    expect(sniffSpreadsheet(Buffer.from('a,b\n1,2\n'))).toBe('csv');
    expect(sniffSpreadsheet(Buffer.from('%PDF-1.7\n\x00\x01\x02'))).toBeNull();
    // A PDF whose first bytes are all text (an uncompressed one) is no CSV either.
    expect(sniffSpreadsheet(Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\n'))).toBeNull();
  });

  it('reads CSV with quotes, a BOM, CRLF, uneven rows and blank lines (rows keep their numbers)', async () => {
    const sheet = await read('\uFEFFName,Note\r\n"López, Ana","say ""hi"""\r\n\r\nBo\r\n');
    expect(sheet).toEqual({
      format: 'csv',
      headers: ['Name', 'Note'],
      rows: [
        { line: 2, cells: ['López, Ana', 'say "hi"'] },
        { line: 4, cells: ['Bo'] },
      ],
    });
  });

  it('finds the separator of Excel in Spanish and Turkish (;) and of tab-separated text', async () => {
    expect(sniffDelimiter('a;b;"c,d"\n1,2')).toBe(';');
    expect(sniffDelimiter('a\tb\n')).toBe('\t');
    expect(sniffDelimiter('one column\n')).toBe(',');
    expect((await read('Nombre;Ciudad\nAna;Mérida\n')).rows[0].cells).toEqual(['Ana', 'Mérida']);
  });

  it('reads Windows-1252 text when the bytes are not UTF-8', async () => {
    const bytes = Buffer.from([...Buffer.from('Ciudad\n'), 0x4d, 0xe9, 0x72, 0x69, 0x64, 0x61]);
    expect((await read(bytes)).rows[0].cells).toEqual(['Mérida']);
  });

  it('reads the first sheet of an XLSX, dates as days and numbers as written', async () => {
    const bytes = await writeWorkbook({
      sheets: [
        { name: 'People', header: ['Name', 'Born', 'Years'], rows: [['Ana', null, 3]] },
        { name: 'Other', rows: [['ignored']] },
      ],
    });
    const workbook = new Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    workbook.worksheets[0].getCell('B2').value = new Date(Date.UTC(1990, 3, 21));
    workbook.worksheets[0].getCell('D2').value = { formula: 'C2*2', result: 6 };
    workbook.worksheets[0].getCell('E2').value = { richText: [{ text: 'a' }, { text: 'b' }] };
    const changed = Buffer.from(await workbook.xlsx.writeBuffer());
    const sheet = await read(changed);
    expect(sheet.format).toBe('xlsx');
    expect(sheet.headers).toEqual(['Name', 'Born', 'Years', '', '']);
    expect(sheet.rows).toEqual([{ line: 2, cells: ['Ana', '1990-04-21', '3', '6', 'ab'] }]);
  });

  it('refuses what is no spreadsheet, an .xls, an empty file and too many rows or columns', async () => {
    expect((await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).reason).toBe(
      'not-spreadsheet',
    );
    expect((await refusal(Buffer.from('d0cf11e0a1b11ae10000000000000000', 'hex'))).message).toMatch(
      /\.xls/,
    );
    expect((await refusal(Buffer.from('PK\x03\x04 not really a zip'))).reason).toBe(
      'not-spreadsheet',
    );
    expect((await refusal('')).reason).toBe('empty');
    expect((await refusal('a,b\n')).reason).toBe('empty');
    expect((await refusal(`a\n${'x\n'.repeat(6)}`)).reason).toBe('too-many-rows');
    await expect(read(`a\n${'x\n'.repeat(5)}`)).resolves.toMatchObject({ format: 'csv' });
    expect((await refusal(`${'c,'.repeat(11)}\n1\n`)).reason).toBe('too-many-columns');
    // A line past the parser's limit, told in words rather than the parser's option.
    expect((await refusal(`a\n${'x'.repeat(2 * 1024 * 1024)}\n`)).message).toBe(
      'The CSV could not be read: a line is longer than 1 MB, which no spreadsheet row is',
    );
  });

  it('measures what a ZIP unpacks to without unpacking it', async () => {
    const bytes = await writeWorkbook({
      sheets: [{ name: 'x', rows: Array.from({ length: 200 }, () => ['y'.repeat(100)]) }],
    });
    expect(zipUnpackedSize(bytes)).toBeGreaterThan(20_000);
    expect(zipUnpackedSize(Buffer.from('PK\x03\x04'))).toBeNull();
    const small = { ...LIMITS, maxUnpackedBytes: 1000 };
    await expect(readSpreadsheet(bytes, small)).rejects.toMatchObject({ reason: 'too-many-rows' });
  });
});
