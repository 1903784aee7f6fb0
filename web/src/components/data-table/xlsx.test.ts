import { xlsxCell } from './xlsx';

describe('xlsxCell', () => {
  it('keeps numbers and yes/no as they are and writes the rest as the CSV does', () => {
    expect(xlsxCell(12.5)).toBe(12.5);
    expect(xlsxCell(Number.NaN)).toBeNull();
    expect(xlsxCell(false)).toBe(false);
    expect(xlsxCell(undefined)).toBeNull();
    expect(xlsxCell('=SUM(A1)')).toBe('=SUM(A1)');
    expect(xlsxCell(['SQL', 'Jest'])).toBe('SQL; Jest');
    expect(xlsxCell(new Date('2026-05-01T10:00:00.000Z'))).toBe('2026-05-01T10:00:00.000Z');
    expect(xlsxCell({ a: 1 })).toBe('{"a":1}');
  });
});
