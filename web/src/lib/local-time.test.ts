import {
  addDays,
  dayBounds,
  formatTimeRange,
  groupByLocalDay,
  isDay,
  localDay,
  localInstant,
  localTime,
  timeZoneNames,
} from './local-time';

// The web tests run in TZ=UTC unless a test says otherwise; these hold in any zone.
describe('local time', () => {
  it('turns a local day and time into an instant and back', () => {
    const instant = localInstant('2026-12-01', '09:30');
    expect(localDay(instant)).toBe('2026-12-01');
    expect(localTime(instant)).toBe('09:30');
  });

  it('steps days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    const { from, to } = dayBounds('2026-12-01');
    expect(localDay(from)).toBe('2026-12-01');
    expect(localDay(to)).toBe('2026-12-02');
    expect(localTime(to)).toBe('00:00');
  });

  it('knows real days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('tomorrow')).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it('groups by the local day, in order', () => {
    const a = { at: localInstant('2026-12-02', '10:00') };
    const b = { at: localInstant('2026-12-01', '16:00') };
    const c = { at: localInstant('2026-12-01', '09:00') };
    expect(groupByLocalDay([a, b, c], (item) => item.at)).toEqual([
      { day: '2026-12-01', items: [c, b] },
      { day: '2026-12-02', items: [a] },
    ]);
  });

  it('formats a range and lists time zones', () => {
    const text = formatTimeRange(
      localInstant('2026-12-01', '09:00'),
      localInstant('2026-12-01', '09:30'),
      'en-GB',
    );
    expect(text).toMatch(/09:00\s*[–-]\s*09:30/);
    expect(timeZoneNames().length).toBeGreaterThan(0);
  });
});
