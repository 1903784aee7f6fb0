/**
 * Reporting periods. Days are UTC days: the figures of a period are the same whoever
 * asks and whenever a scheduled report runs. A range is half-open: [from, to).
 */
export const PERIOD_PRESETS = [
  'this-month',
  'last-month',
  'last-30-days',
  'this-quarter',
  'this-year',
  'custom',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface DateRange {
  from: Date;
  to: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as the API takes it: YYYY-MM-DD. */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const utcDay = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month, day));

function startOfUtcDay(date: Date): Date {
  return utcDay(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** 'YYYY-MM-DD' as the start of that UTC day. */
export function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The start of a UTC day as 'YYYY-MM-DD'. */
export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The range a preset names at `now`. Ranges that reach today end at the end of today, so a
 * record made this afternoon counts. `custom` takes inclusive first and last days.
 */
export function resolvePeriod(
  preset: PeriodPreset,
  now: Date,
  custom?: { from?: string; to?: string },
): DateRange {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const endOfToday = new Date(startOfUtcDay(now).getTime() + DAY_MS);
  switch (preset) {
    case 'this-month':
      return { from: utcDay(year, month), to: endOfToday };
    case 'last-month':
      return { from: utcDay(year, month - 1), to: utcDay(year, month) };
    case 'last-30-days':
      return { from: new Date(endOfToday.getTime() - 30 * DAY_MS), to: endOfToday };
    case 'this-quarter':
      return { from: utcDay(year, month - (month % 3)), to: endOfToday };
    case 'this-year':
      return { from: utcDay(year, 0), to: endOfToday };
    case 'custom': {
      if (!custom?.from || !custom.to) throw new Error('a custom period needs from and to');
      return { from: parseDay(custom.from), to: new Date(parseDay(custom.to).getTime() + DAY_MS) };
    }
  }
}

/**
 * The period just before, to compare with: the previous calendar month for a month
 * (so "this month so far" meets the whole of last month), else the same length right before.
 */
export function previousRange(preset: PeriodPreset, range: DateRange): DateRange {
  if (preset === 'this-month' || preset === 'last-month') {
    const from = utcDay(range.from.getUTCFullYear(), range.from.getUTCMonth() - 1);
    return { from, to: range.from };
  }
  if (preset === 'this-quarter') {
    return {
      from: utcDay(range.from.getUTCFullYear(), range.from.getUTCMonth() - 3),
      to: range.from,
    };
  }
  if (preset === 'this-year') {
    return { from: utcDay(range.from.getUTCFullYear() - 1, 0), to: range.from };
  }
  const length = range.to.getTime() - range.from.getTime();
  return { from: new Date(range.from.getTime() - length), to: range.from };
}

/** Whether an ISO timestamp falls inside a range. */
export function inRange(iso: string | null | undefined, range: DateRange): boolean {
  if (!iso) return false;
  const time = Date.parse(iso);
  return time >= range.from.getTime() && time < range.to.getTime();
}

/** The first day of every UTC month a range touches, for per-month series. */
export function monthsOf(range: DateRange): Date[] {
  const months: Date[] = [];
  let at = utcDay(range.from.getUTCFullYear(), range.from.getUTCMonth());
  while (at < range.to) {
    months.push(at);
    at = utcDay(at.getUTCFullYear(), at.getUTCMonth() + 1);
  }
  return months;
}
