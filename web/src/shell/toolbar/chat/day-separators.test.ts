import { withDaySeparators } from './day-separators';

/** A moment in the test's local time zone, so day boundaries are the reader's. */
function at(year: number, month: number, day: number, hour: number, minute = 0): string {
  return new Date(year, month - 1, day, hour, minute).toISOString();
}

const message = (id: string, createdAt: string) => ({ id, createdAt });

describe('withDaySeparators', () => {
  it('puts nothing in an empty chat', () => {
    expect(withDaySeparators([])).toEqual([]);
  });

  it('starts with a separator for the first day', () => {
    const items = withDaySeparators([message('a', at(2026, 3, 4, 9))]);
    expect(items.map((item) => item.kind)).toEqual(['day', 'message']);
    expect(items[0]).toMatchObject({ kind: 'day', date: at(2026, 3, 4, 9) });
  });

  it('adds a separator only where the date changes', () => {
    const items = withDaySeparators([
      message('a', at(2026, 3, 4, 9)),
      message('b', at(2026, 3, 4, 23, 59)),
      message('c', at(2026, 3, 5, 0, 1)),
      message('d', at(2026, 3, 5, 18)),
      message('e', at(2026, 3, 9, 8)),
    ]);
    expect(items.map((item) => (item.kind === 'day' ? 'day' : item.message.id))).toEqual([
      'day',
      'a',
      'b',
      'day',
      'c',
      'd',
      'day',
      'e',
    ]);
  });

  it('separates the same day of different months and years', () => {
    const items = withDaySeparators([
      message('a', at(2025, 3, 4, 9)),
      message('b', at(2026, 3, 4, 9)),
      message('c', at(2026, 4, 4, 9)),
    ]);
    expect(items.filter((item) => item.kind === 'day')).toHaveLength(3);
  });

  it('gives every item a unique key', () => {
    const items = withDaySeparators([
      message('a', at(2026, 3, 4, 9)),
      message('b', at(2026, 3, 5, 9)),
    ]);
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });
});
