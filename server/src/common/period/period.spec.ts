import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { inRange, monthsOf, previousRange, resolvePeriod } from './period';
import { PeriodQueryDto } from './period-query.dto';

const NOW = new Date('2026-05-17T15:30:00.000Z');
const iso = (range: { from: Date; to: Date }) => [range.from.toISOString(), range.to.toISOString()];

describe('reporting periods', () => {
  it.each([
    ['this-month', '2026-05-01T00:00:00.000Z', '2026-05-18T00:00:00.000Z'],
    ['last-month', '2026-04-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z'],
    ['last-30-days', '2026-04-18T00:00:00.000Z', '2026-05-18T00:00:00.000Z'],
    ['this-quarter', '2026-04-01T00:00:00.000Z', '2026-05-18T00:00:00.000Z'],
    ['this-year', '2026-01-01T00:00:00.000Z', '2026-05-18T00:00:00.000Z'],
  ] as const)('%s runs from %s up to %s', (preset, from, to) => {
    expect(iso(resolvePeriod(preset, NOW))).toEqual([from, to]);
  });

  it('takes a custom period as inclusive days', () => {
    expect(iso(resolvePeriod('custom', NOW, { from: '2026-01-10', to: '2026-01-10' }))).toEqual([
      '2026-01-10T00:00:00.000Z',
      '2026-01-11T00:00:00.000Z',
    ]);
    expect(() => resolvePeriod('custom', NOW, { from: '2026-01-10' })).toThrow();
  });

  it('compares a month with the whole month before and other ranges with the same length', () => {
    expect(iso(previousRange('this-month', resolvePeriod('this-month', NOW)))).toEqual([
      '2026-04-01T00:00:00.000Z',
      '2026-05-01T00:00:00.000Z',
    ]);
    expect(iso(previousRange('this-quarter', resolvePeriod('this-quarter', NOW)))).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
    ]);
    expect(iso(previousRange('last-30-days', resolvePeriod('last-30-days', NOW)))).toEqual([
      '2026-03-19T00:00:00.000Z',
      '2026-04-18T00:00:00.000Z',
    ]);
  });

  it('crosses a year going back', () => {
    const january = new Date('2026-01-05T00:00:00.000Z');
    expect(iso(resolvePeriod('last-month', january))).toEqual([
      '2025-12-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
  });

  it('counts the first instant of a range in and its end out', () => {
    const range = resolvePeriod('last-month', NOW);
    expect(inRange('2026-04-01T00:00:00.000Z', range)).toBe(true);
    expect(inRange('2026-04-30T23:59:59.999Z', range)).toBe(true);
    expect(inRange('2026-05-01T00:00:00.000Z', range)).toBe(false);
    expect(inRange(null, range)).toBe(false);
  });

  it('lists the months a range touches', () => {
    const months = monthsOf(resolvePeriod('custom', NOW, { from: '2025-11-20', to: '2026-02-01' }));
    expect(months.map((month) => month.toISOString().slice(0, 7))).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});

describe('PeriodQueryDto', () => {
  const problems = (query: object) =>
    validateSync(plainToInstance(PeriodQueryDto, query)).flatMap((error) =>
      Object.values(error.constraints ?? {}),
    );

  it('accepts a preset alone and a custom period with both days', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ period: 'this-quarter' })).toEqual([]);
    expect(problems({ period: 'custom', from: '2026-01-01', to: '2026-01-31' })).toEqual([]);
  });

  it('explains each mistake', () => {
    expect(problems({ period: 'fortnight' })).toEqual([
      'period must be one of this-month, last-month, last-30-days, this-quarter, this-year, custom',
    ]);
    expect(problems({ period: 'custom', from: '2026-01-01' })).toEqual([
      'to must be a day written YYYY-MM-DD',
    ]);
    expect(problems({ period: 'custom', from: '2026-13-01', to: '2026-01-31' })).toEqual([
      'from must be a day written YYYY-MM-DD',
    ]);
    expect(problems({ period: 'custom', from: '2026-02-01', to: '2026-01-31' })).toEqual([
      'to must not be before from',
    ]);
  });
});
