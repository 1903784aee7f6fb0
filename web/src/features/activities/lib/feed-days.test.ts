import { dayHeading, dayKey, groupByDay } from './feed-days';

describe('the feed’s days', () => {
  const now = new Date(2031, 2, 10, 9, 30);

  it('groups consecutive activities of one local day', () => {
    const items = [
      { id: 'a', date: new Date(2031, 2, 10, 8).toISOString() },
      { id: 'b', date: new Date(2031, 2, 10, 0, 5).toISOString() },
      { id: 'c', date: new Date(2031, 2, 9, 23, 55).toISOString() },
      { id: 'd', date: new Date(2030, 11, 31, 12).toISOString() },
    ];
    expect(groupByDay(items).map((group) => [group.day, group.items.map((i) => i.id)])).toEqual([
      ['2031-03-10', ['a', 'b']],
      ['2031-03-09', ['c']],
      ['2030-12-31', ['d']],
    ]);
    expect(groupByDay([])).toEqual([]);
  });

  it('heads today and yesterday in words, other days by their date', () => {
    expect(dayHeading(dayKey(now), 'en', now)).toBe('Today');
    expect(dayHeading('2031-03-09', 'en', now)).toBe('Yesterday');
    expect(dayHeading('2031-03-09', 'es', now)).toBe('Ayer');
    expect(dayHeading('2031-03-10', 'tr', now)).toBe('Bugün');
    expect(dayHeading('2031-03-07', 'en', now)).toBe('Friday, March 7');
    expect(dayHeading('2030-12-31', 'en', now)).toBe('Tuesday, December 31, 2030');
  });
});
