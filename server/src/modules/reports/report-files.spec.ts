import { Workbook } from 'exceljs';
import { applicantsPerStage, redemptionsPerMonth } from './report-figures';
import { csvCell, sheetName } from '../../common/spreadsheet';
import { exportFileName, renderReport, toCsv, toXlsx } from './report-files';
import { resolvePeriod } from '../../common/period/period';

const MAY = resolvePeriod('custom', new Date(), { from: '2026-05-01', to: '2026-05-31' });
const PERIOD = { from: '2026-05-01', to: '2026-05-31' };
const AT = new Date('2026-06-01T08:00:00.000Z');

const stages = applicantsPerStage(
  {
    applications: [
      { stage: 'applied', createdAt: '2026-05-02T00:00:00.000Z' },
      { stage: 'hired', createdAt: '2026-05-03T00:00:00.000Z' },
      { stage: 'hired', createdAt: '2026-05-04T00:00:00.000Z' },
    ],
  },
  MAY,
);

describe('report files', () => {
  it('writes the table in the chosen language, the totals last', () => {
    const report = renderReport('applicants-per-stage', stages, PERIOD, 'tr', AT);
    expect(report.title).toBe('Aşamaya göre adaylar');
    expect(report.headers).toEqual(['Aşama', 'Başvurular']);
    expect(report.rows[0]).toEqual(['Başvurdu', 1]);
    expect(report.rows[4]).toEqual(['İşe alındı', 2]);
    expect(report.totals).toEqual(['Toplam', 3]);
  });

  it('names months as the language does', () => {
    const table = redemptionsPerMonth({ redemptions: [], ledger: [] }, MAY);
    expect(renderReport('redemptions-per-month', table, PERIOD, 'es', AT).rows[0][0]).toBe(
      'mayo de 2026',
    );
  });

  it('writes CSV by RFC 4180 with a BOM, guarding against formulas', () => {
    const text = toCsv(renderReport('applicants-per-stage', stages, PERIOD, 'en', AT)).toString(
      'utf8',
    );
    expect(text.startsWith('\uFEFFStage,Applications\r\nApplied,1\r\n')).toBe(true);
    expect(text.endsWith('Total,3\r\n')).toBe(true);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-12')).toBe('-12');
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell(4.5)).toBe('4.5');
  });

  it('writes an XLSX that reads back with the same rows, numbers as numbers', async () => {
    const bytes = await toXlsx(renderReport('applicants-per-stage', stages, PERIOD, 'en', AT));
    const workbook = new Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Applicants per stage');
    const values = sheet.getSheetValues().slice(1) as unknown[][];
    expect(values.map((row) => row.slice(1))).toEqual([
      ['Stage', 'Applications'],
      ['Applied', 1],
      ['Screening', 0],
      ['Interview', 0],
      ['Offer', 0],
      ['Hired', 2],
      ['Rejected', 0],
      ['Total', 3],
    ]);
    expect(workbook.worksheets[1].getRow(2).values).toEqual([undefined, 'From', '2026-05-01']);
  });

  it('names files and sheets safely', () => {
    expect(exportFileName('hires-per-company', PERIOD, 'xlsx')).toBe(
      'hires-per-company_2026-05-01_2026-05-31.xlsx',
    );
    expect(sheetName('a/b: [c]*?'.repeat(5)).length).toBeLessThanOrEqual(31);
    expect(sheetName('a/b')).toBe('a b');
  });
});
