import {
  formatClock,
  formatAmount,
  formatCompactAmount,
  formatMinutesAgo,
  formatPercent,
  formatShortDay,
  formatWeek,
  formatWeekday,
} from './format';

describe('the dashboards’ formats', () => {
  it('reads a week interval as a short range, in the reader’s language', () => {
    expect(formatWeek('2026-03-12/2026-03-18', 'en')).toMatch(/^Mar 12\s–\s18$/);
    expect(formatWeek('2026-02-26/2026-03-04', 'en')).toMatch(/^Feb 26\s–\sMar 4$/);
    expect(formatWeek('2026-03-12/2026-03-18', 'es')).toMatch(/12.*18.*mar/);
    expect(formatWeek('not a week', 'en')).toBe('not a week');
  });

  it('reads days, weekdays and clock times in the reader’s language', () => {
    expect(formatShortDay('2026-03-18', 'en')).toBe('Mar 18');
    expect(formatWeekday('Mon', 'en')).toBe('Mon');
    expect(formatWeekday('Mon', 'es')).toBe('lun');
    expect(formatWeekday('Backend', 'es')).toBe('Backend');
    expect(formatClock('17:30', 'en')).toMatch(/^5:30\sPM$/);
    expect(formatClock('17:30', 'tr')).toBe('17:30');
  });

  it('counts minutes back from now', () => {
    const now = new Date(2026, 2, 18, 10, 0);
    expect(formatMinutesAgo(-30, 'tr', now)).toBe('09:30');
  });

  it('reads money and shares', () => {
    expect(formatAmount(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatAmount(1234.5, 'MXN', 'en')).toBe('MX$1,234.50');
    expect(formatAmount(1234.5, 'MXN', 'es')).toBe('1234,50\u00a0MXN');
    expect(formatAmount(0.5231, 'USD', 'en', 4)).toBe('$0.5231');
    expect(formatCompactAmount(1_205_493_118_420, 'USD', 'en')).toBe('$1.21T');
    expect(formatCompactAmount(1_205_493_118_420, 'USD', 'es')).toBe('1,21\u00a0B\u00a0US$');
    expect(formatPercent(42, 'en')).toBe('42%');
  });
});
