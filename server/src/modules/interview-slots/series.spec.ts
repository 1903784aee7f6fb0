import {
  instantOfWallClock,
  isTimeZone,
  seriesTimes,
  type SeriesSpec,
  wallClockAt,
} from './series';

const spec = (overrides: Partial<SeriesSpec> = {}): SeriesSpec => ({
  firstDay: '2026-03-23',
  lastDay: '2026-03-29',
  weekdays: [1, 2, 3, 4, 5],
  startTime: '09:00',
  endTime: '12:00',
  durationMinutes: 30,
  breakMinutes: 0,
  timeZone: 'America/Mexico_City',
  ...overrides,
});

describe('interview slot series', () => {
  it('makes every weekday 9 to 12 in 30 minutes: six slots a day, five days', () => {
    const times = seriesTimes(spec());
    expect(times).toHaveLength(30);
    // Mexico City is UTC-6 all year (no summer time since 2022).
    expect(times[0]).toEqual({
      startsAt: '2026-03-23T15:00:00.000Z',
      endsAt: '2026-03-23T15:30:00.000Z',
    });
    expect(times[5]).toEqual({
      startsAt: '2026-03-23T17:30:00.000Z',
      endsAt: '2026-03-23T18:00:00.000Z',
    });
    expect(times.at(-1)?.startsAt).toBe('2026-03-27T17:30:00.000Z');
  });

  it('leaves a break between slots and never runs past the end time', () => {
    const times = seriesTimes(
      spec({ weekdays: [1], durationMinutes: 45, breakMinutes: 15, endTime: '11:50' }),
    );
    expect(times.map((time) => time.startsAt)).toEqual([
      '2026-03-23T15:00:00.000Z',
      '2026-03-23T16:00:00.000Z',
      '2026-03-23T17:00:00.000Z',
    ]);
  });

  it('keeps 9:00 local across the change to summer time (Madrid, 29 March 2026)', () => {
    const times = seriesTimes(
      spec({
        timeZone: 'Europe/Madrid',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        firstDay: '2026-03-28',
        lastDay: '2026-03-30',
        endTime: '09:30',
      }),
    );
    expect(times.map((time) => time.startsAt)).toEqual([
      '2026-03-28T08:00:00.000Z', // Saturday, UTC+1
      '2026-03-29T07:00:00.000Z', // Sunday, UTC+2
      '2026-03-30T07:00:00.000Z',
    ]);
  });

  it('keeps 9:00 local across the change back (New York, 1 November 2026)', () => {
    const times = seriesTimes(
      spec({
        timeZone: 'America/New_York',
        weekdays: [6, 7, 1],
        firstDay: '2026-10-31',
        lastDay: '2026-11-02',
        endTime: '09:30',
      }),
    );
    expect(times.map((time) => time.startsAt)).toEqual([
      '2026-10-31T13:00:00.000Z',
      '2026-11-01T14:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
    ]);
  });

  it('leaves out a time that does not exist, and takes the first of one that happens twice', () => {
    const times = seriesTimes(
      spec({
        timeZone: 'Europe/Madrid',
        weekdays: [7],
        firstDay: '2026-03-29',
        lastDay: '2026-03-29',
        startTime: '01:30',
        endTime: '03:30',
        durationMinutes: 30,
      }),
    );
    // 02:00 to 02:59 do not exist that night.
    expect(times.map((time) => time.startsAt)).toEqual([
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z', // 03:00 CEST
    ]);
    const twice = instantOfWallClock(Date.UTC(2026, 9, 25, 2, 30), 'Europe/Madrid');
    expect(new Date(twice!).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('answers one more than the limit, to tell the series was cut', () => {
    expect(seriesTimes(spec(), 10)).toHaveLength(11);
  });

  it('reads wall clocks and time zone names through Intl', () => {
    expect(wallClockAt(Date.UTC(2026, 0, 1, 12), 'Asia/Tokyo')).toBe(Date.UTC(2026, 0, 1, 21));
    expect(isTimeZone('America/Mexico_City')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
