/**
 * Interview slots made as a series ("every weekday, 9 to 12, 30 minutes"): wall-clock
 * times in the recruiter's time zone turned into instants with Intl, so that a slot at
 * 9:00 stays at 9:00 local on both sides of a daylight-saving change. No date library.
 */

export interface SeriesSpec {
  /** YYYY-MM-DD, both included. */
  firstDay: string;
  lastDay: string;
  /** ISO weekdays: 1 Monday ... 7 Sunday. */
  weekdays: readonly number[];
  /** HH:mm, wall-clock time in `timeZone`; the last slot ends by `endTime`. */
  startTime: string;
  endTime: string;
  durationMinutes: number;
  /** Minutes between one slot's end and the next one's start. */
  breakMinutes: number;
  /** IANA name, e.g. America/Mexico_City. */
  timeZone: string;
}

export interface SeriesTime {
  startsAt: string;
  endsAt: string;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const HALF_DAY = DAY / 2;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the IANA time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time `timeZone` shows at instant `ms`, written as if it were UTC. */
export function wallClockAt(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour === 24 ? 0 : parts.hour,
    parts.minute,
    parts.second,
  );
}

/**
 * The instant at which `timeZone` shows the wall-clock time `wall` (written as if UTC);
 * null when that time does not exist there (skipped by a change to summer time). A time
 * that happens twice (the change back) answers its first occurrence.
 */
export function instantOfWallClock(wall: number, timeZone: string): number | null {
  const offsetAt = (instant: number) => wallClockAt(instant, timeZone) - instant;
  // Within an hour or two of the answer; the offsets half a day either side of it
  // bracket any one change of offset.
  const near = wall - offsetAt(wall);
  const candidates = [wall - offsetAt(near - HALF_DAY), wall - offsetAt(near + HALF_DAY)].sort(
    (a, b) => a - b,
  );
  return candidates.find((instant) => wallClockAt(instant, timeZone) === wall) ?? null;
}

/** Milliseconds of a YYYY-MM-DD day at 00:00 UTC. */
export function dayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

/** Minutes since midnight of HH:mm. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Days from firstDay to lastDay, both included (0 or less when out of order). */
export function daysInRange(firstDay: string, lastDay: string): number {
  return Math.round((dayStart(lastDay) - dayStart(firstDay)) / DAY) + 1;
}

/**
 * Every slot of the series, in order. Wall-clock times that do not exist on a day (a
 * change to summer time inside the hours) are left out. Stops once `limit` slots are
 * made, answering one more than `limit` so that the caller can tell it was cut.
 */
export function seriesTimes(spec: SeriesSpec, limit = Infinity): SeriesTime[] {
  const times: SeriesTime[] = [];
  const weekdays = new Set(spec.weekdays);
  const startMinute = minutesOf(spec.startTime);
  const endMinute = minutesOf(spec.endTime);
  const step = spec.durationMinutes + spec.breakMinutes;
  const last = dayStart(spec.lastDay);
  for (let day = dayStart(spec.firstDay); day <= last; day += DAY) {
    const isoWeekday = ((new Date(day).getUTCDay() + 6) % 7) + 1;
    if (!weekdays.has(isoWeekday)) continue;
    for (
      let minute = startMinute;
      minute + spec.durationMinutes <= endMinute;
      minute += Math.max(step, 1)
    ) {
      const start = instantOfWallClock(day + minute * MINUTE, spec.timeZone);
      if (start === null) continue;
      times.push({
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + spec.durationMinutes * MINUTE).toISOString(),
      });
      if (times.length > limit) return times;
    }
  }
  return times;
}
