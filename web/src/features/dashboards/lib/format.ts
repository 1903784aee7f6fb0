/**
 * How the dashboards' figures read, in the reader's language. The API gives dates as ISO
 * strings (weeks as ISO intervals, times of day as `HH:mm`); the words are the reader's.
 */
import { formatMoney } from '../../../lib/format';

/** Crypto markets quote in US dollars: the crypto dashboard's prices are in USD. */
export const CRYPTO_QUOTE_CURRENCY = 'USD';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function utcDay(value: string): Date {
  return new Date(ISO_DAY.test(value) ? `${value}T12:00:00Z` : value);
}

/** A day on an axis, e.g. "Mar 18". */
export function formatShortDay(value: string, locale: string): string {
  const date = utcDay(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(date);
}

/** A week given as an ISO interval (`2026-03-12/2026-03-18`), e.g. "Mar 12 – 18". */
export function formatWeek(interval: string, locale: string): string {
  const [start, end] = interval.split('/');
  if (!start || !end || !ISO_DAY.test(start) || !ISO_DAY.test(end)) return interval;
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(utcDay(start), utcDay(end));
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** An English short weekday ("Mon") in the reader's language; any other label as it is. */
export function formatWeekday(label: string, locale: string): string {
  const index = WEEKDAYS.indexOf(label);
  if (index === -1) return label;
  // 1 January 2024 was a Monday.
  const day = new Date(Date.UTC(2024, 0, 1 + index, 12));
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(day);
}

/** A wall-clock time (`HH:mm`) in the reader's style, e.g. "9:30 AM" or "09:30". */
export function formatClock(value: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(2024, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

/** A UTC time of day (`HH:mm`) shown in the reader's time zone. */
export function formatUtcClock(value: string, locale: string, today = new Date()): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(today);
  date.setUTCHours(Number(match[1]), Number(match[2]), 0, 0);
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date);
}

/** `minutes` (zero or negative) from `now`, as a time of day. */
export function formatMinutesAgo(minutes: number, locale: string, now = new Date()): string {
  const date = new Date(now.getTime() + minutes * 60_000);
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date);
}

/** An amount in its currency with cents (up to `digits` decimals for small prices). */
export function formatAmount(value: number, currency: string, locale: string, digits = 2): string {
  return formatMoney(value, currency, locale, {
    minimumFractionDigits: Math.min(2, digits),
    maximumFractionDigits: digits,
  });
}

/** An amount in its currency in few characters, e.g. "$1.21T". */
export function formatCompactAmount(value: number, currency: string, locale: string): string {
  return formatMoney(value, currency, locale, { notation: 'compact', maximumFractionDigits: 2 });
}

/** A count in few characters, e.g. "19.71M". */
export function formatCompact(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(
    value,
  );
}

/** A percentage given in per cent (42 → "42%"). */
export { formatPercent } from '../../../lib/format';

/** A price gets more decimals the smaller it is (0.5231 → "$0.5231"). */
export function priceDigits(value: number): number {
  return Math.abs(value) < 10 ? 4 : 2;
}
