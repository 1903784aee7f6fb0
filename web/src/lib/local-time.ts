/**
 * Instants (ISO, UTC) shown and chosen in the reader's local time: the browser's time
 * zone, through Intl and Date, no date library.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The reader's calendar day (YYYY-MM-DD) of an instant. */
export function localDay(instant: string | Date): string {
  const date = new Date(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The reader's wall-clock time (HH:mm) of an instant. */
export function localTime(instant: string | Date): string {
  const date = new Date(instant);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant at which the reader's clock shows `day` (YYYY-MM-DD) at `time` (HH:mm). */
export function localInstant(day: string, time = '00:00'): string {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(year, month - 1, date, hours, minutes).toISOString();
}

/** The day `days` after (or before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return localDay(new Date(year, month - 1, date + days));
}

/** From the reader's midnight of `day` to the next one (23 or 25 hours on a clock change). */
export function dayBounds(day: string): { from: string; to: string } {
  return { from: localInstant(day), to: localInstant(addDays(day, 1)) };
}

/** Whether a text is a real YYYY-MM-DD day. */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, date] = value.split('-').map(Number);
  const parsed = new Date(year, month - 1, date);
  return parsed.getFullYear() === year && parsed.getMonth() === month - 1;
}

/** Items grouped by the reader's day of `instantOf(item)`, days and items in order. */
export function groupByLocalDay<T>(
  items: readonly T[],
  instantOf: (item: T) => string,
): { day: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => instantOf(a).localeCompare(instantOf(b)))) {
    const day = localDay(instantOf(item));
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  return [...groups].map(([day, grouped]) => ({ day, items: grouped }));
}

/** "Monday, 30 November 2026" in the reader's language. */
export function formatLongDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(year, month - 1, date));
}

/** "09:00 – 09:30" in the reader's language and time zone. */
export function formatTimeRange(startsAt: string, endsAt: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}

/** "30 Nov 2026, 09:00" in the reader's language and time zone. */
export function formatDateTime(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  );
}

/** The browser's IANA time zone, e.g. America/Mexico_City. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every IANA time zone the browser knows (the browser's own first when it is missing). */
export function timeZoneNames(): string[] {
  const own = browserTimeZone();
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(own) ? known : [own, ...known];
}
