/** Formatting for the invoice screens; every function takes the UI's language. */

/** A calendar day (YYYY-MM-DD) or a moment, as a date without a time-zone shift for days. */
export function formatDay(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = bare ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(bare ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** A moment with its time, e.g. "20 Nov 2026, 10:30". */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** An amount in its currency with cents, e.g. "MX$1,250.50". */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A size in bytes, e.g. "1.2 MB". */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Bytes read "193 B" (Intl's short form spells "byte" out).
  if (unit === 0) return `${new Intl.NumberFormat(locale).format(value)} B`;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** Today in the reader's time zone, YYYY-MM-DD (the latest day an invoice may be issued). */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
