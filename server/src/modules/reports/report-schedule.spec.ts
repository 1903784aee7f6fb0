import { nextRunAfter, type ReportSchedule } from './report-schedule';

const schedule = (overrides: Partial<ReportSchedule>): ReportSchedule => ({
  frequency: 'daily',
  time: '08:00',
  weekday: null,
  dayOfMonth: null,
  ...overrides,
});
const next = (overrides: Partial<ReportSchedule>, after: string) =>
  nextRunAfter(schedule(overrides), new Date(after)).toISOString();

describe('nextRunAfter (UTC)', () => {
  it('runs a daily report today when its time is still to come, else tomorrow', () => {
    expect(next({}, '2026-05-13T07:59:00.000Z')).toBe('2026-05-13T08:00:00.000Z');
    expect(next({}, '2026-05-13T08:00:00.000Z')).toBe('2026-05-14T08:00:00.000Z');
    expect(next({ time: '23:30' }, '2026-12-31T23:45:00.000Z')).toBe('2027-01-01T23:30:00.000Z');
  });

  it('runs a weekly report on its weekday (1 Monday ... 7 Sunday)', () => {
    // 13 May 2026 is a Wednesday.
    expect(next({ frequency: 'weekly', weekday: 1 }, '2026-05-13T12:00:00.000Z')).toBe(
      '2026-05-18T08:00:00.000Z',
    );
    expect(next({ frequency: 'weekly', weekday: 3 }, '2026-05-13T07:00:00.000Z')).toBe(
      '2026-05-13T08:00:00.000Z',
    );
    expect(next({ frequency: 'weekly', weekday: 3 }, '2026-05-13T08:00:00.000Z')).toBe(
      '2026-05-20T08:00:00.000Z',
    );
    expect(next({ frequency: 'weekly', weekday: 7 }, '2026-05-13T12:00:00.000Z')).toBe(
      '2026-05-17T08:00:00.000Z',
    );
  });

  it('runs a monthly report on its day, or the month’s last day when shorter', () => {
    expect(next({ frequency: 'monthly', dayOfMonth: 15 }, '2026-05-13T12:00:00.000Z')).toBe(
      '2026-05-15T08:00:00.000Z',
    );
    expect(next({ frequency: 'monthly', dayOfMonth: 1 }, '2026-05-13T12:00:00.000Z')).toBe(
      '2026-06-01T08:00:00.000Z',
    );
    expect(next({ frequency: 'monthly', dayOfMonth: 31 }, '2026-02-01T00:00:00.000Z')).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(next({ frequency: 'monthly', dayOfMonth: 31 }, '2026-04-30T09:00:00.000Z')).toBe(
      '2026-05-31T08:00:00.000Z',
    );
    expect(next({ frequency: 'monthly', dayOfMonth: 31 }, '2026-12-31T09:00:00.000Z')).toBe(
      '2027-01-31T08:00:00.000Z',
    );
  });

  it('skips the runs missed long ago: the next one comes after the given time', () => {
    expect(next({ frequency: 'weekly', weekday: 1 }, '2026-08-05T00:00:00.000Z')).toBe(
      '2026-08-10T08:00:00.000Z',
    );
  });
});
