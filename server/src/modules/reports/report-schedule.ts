/**
 * When a saved report runs. Schedules are in UTC (the web says so beside the time): a
 * time of day, plus a weekday for weekly reports or a day of the month for monthly ones
 * (a day past the month's end runs on its last day: 31 runs on 30 April, 28 February).
 */
export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export interface ReportSchedule {
  frequency: Frequency;
  /** HH:MM, 24-hour, UTC. */
  time: string;
  /** Weekly: ISO weekday, 1 Monday ... 7 Sunday; null otherwise. */
  weekday: number | null;
  /** Monthly: 1-31; null otherwise. */
  dayOfMonth: number | null;
}

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const DAY_MS = 24 * 60 * 60 * 1000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

function at(year: number, month: number, day: number, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month, day, hours, minutes));
}

/** ISO weekday (1 Monday ... 7 Sunday) of a UTC date. */
function isoWeekday(date: Date): number {
  return ((date.getUTCDay() + 6) % 7) + 1;
}

/**
 * The first time the schedule comes round strictly after `after`. Runs missed while the
 * server was down are not counted out one by one: the next run is the next one from now.
 */
export function nextRunAfter(schedule: ReportSchedule, after: Date): Date {
  const year = after.getUTCFullYear();
  const month = after.getUTCMonth();
  const day = after.getUTCDate();
  switch (schedule.frequency) {
    case 'daily': {
      const today = at(year, month, day, schedule.time);
      return today > after ? today : new Date(today.getTime() + DAY_MS);
    }
    case 'weekly': {
      const weekday = schedule.weekday ?? 1;
      const today = at(year, month, day, schedule.time);
      const ahead = (weekday - isoWeekday(today) + 7) % 7;
      const candidate = new Date(today.getTime() + ahead * DAY_MS);
      return candidate > after ? candidate : new Date(candidate.getTime() + 7 * DAY_MS);
    }
    case 'monthly': {
      const wanted = schedule.dayOfMonth ?? 1;
      const inMonth = (y: number, m: number) => {
        const first = new Date(Date.UTC(y, m, 1));
        const [fy, fm] = [first.getUTCFullYear(), first.getUTCMonth()];
        return at(fy, fm, Math.min(wanted, daysInMonth(fy, fm)), schedule.time);
      };
      const candidate = inMonth(year, month);
      return candidate > after ? candidate : inMonth(year, month + 1);
    }
  }
}
