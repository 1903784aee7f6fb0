import { dueState, fromDateInput, toDateInput } from './due';

describe('due dates', () => {
  const now = new Date(2026, 2, 10, 15, 0);

  it('tells overdue, today, soon and later apart by calendar day', () => {
    expect(dueState(new Date(2026, 2, 9, 23, 0).toISOString(), now)).toBe('overdue');
    expect(dueState(new Date(2026, 2, 10, 8, 0).toISOString(), now)).toBe('today');
    expect(dueState(new Date(2026, 2, 13, 12, 0).toISOString(), now)).toBe('soon');
    expect(dueState(new Date(2026, 2, 14, 12, 0).toISOString(), now)).toBe('later');
  });

  it('goes to and from a date input at local noon', () => {
    const iso = fromDateInput('2026-12-24')!;
    expect(new Date(iso).getHours()).toBe(12);
    expect(toDateInput(iso)).toBe('2026-12-24');
    expect(fromDateInput('')).toBeNull();
    expect(toDateInput(null)).toBe('');
  });
});
