/**
 * Intl formatters are slow to make and quick to use: a list formats hundreds of dates and
 * numbers on its first paint, so each (language, options) pair is made once.
 */
const formatters = new Map<
  string,
  Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat
>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * A duration in seconds as its largest unit and the one below it (when not zero), in the
 * reader's language: `formatDuration(93_784, 'en')` is "1 day 2 hr".
 */
export function formatDuration(totalSeconds: number, locale: string): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const amounts = UNITS.map(([unit, size], index) => {
    const larger = index === 0 ? Infinity : UNITS[index - 1][1];
    return { unit, amount: Math.floor((seconds % larger) / size) };
  });
  const largest = amounts.findIndex(({ amount }) => amount > 0);
  const first = largest === -1 ? amounts.length - 1 : largest;
  return amounts
    .slice(first, first + 2)
    .filter(({ amount }, index) => index === 0 || amount > 0)
    .map(({ unit, amount }) =>
      numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount),
    )
    .join(' ');
}

/** "3 minutes ago", "in 2 hours", in the given language. */
export function formatRelativeTime(date: Date | string, locale: string, now = new Date()): string {
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 24 * 3600],
    ['month', 30 * 24 * 3600],
    ['day', 24 * 3600],
    ['hour', 3600],
    ['minute', 60],
  ];
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

/**
 * A wait of `totalSeconds` from now, "in 42 seconds", "in 15 minutes", in the given
 * language: rounded up, so that the reader who waits that long is let in.
 */
export function formatWait(totalSeconds: number, locale: string): string {
  const seconds = Math.max(1, Math.ceil(totalSeconds));
  const format = relativeTimeFormat(locale, { numeric: 'always' });
  if (seconds < 60) return format.format(seconds, 'second');
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

/** A browser's user-agent in a few words, e.g. "Chrome on Windows". */
export function describeUserAgent(userAgent: string): { browser: string; system: string } {
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\/|Chromium\//, 'Chrome'],
      [/Safari\//, 'Safari'],
      [/curl\//, 'curl'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? '';
  const system =
    [
      [/Windows/, 'Windows'],
      [/Android/, 'Android'],
      [/iPhone|iPad|iOS/, 'iOS'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? '';
  return { browser: browser as string, system: system as string };
}

/** A date (a bare YYYY-MM-DD is a calendar day, shown without a time-zone shift). */
export function formatDay(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(/^\d{4}-\d{2}-\d{2}$/.test(value) ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

/** A share given in per cent, the language's way: 42 is "42%" in English, "%42" in Turkish. */
export function formatPercent(percent: number, locale: string, digits = 0): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(
    percent / 100,
  );
}

/** A moment with its time, e.g. "20 Nov 2026, 10:30". */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * The currency of amounts that carry none of their own: inventory prices and the finance
 * and project dashboards. Records that name a currency (vacancies, invoices) are shown in it.
 */
export const PRODUCT_CURRENCY = 'MXN';

/** How many decimals, whether in few characters ("MX$1.21T"), whether with a + sign. */
export type MoneyOptions = Pick<
  Intl.NumberFormatOptions,
  'minimumFractionDigits' | 'maximumFractionDigits' | 'notation' | 'signDisplay'
>;

/**
 * The one formatter of amounts of money: always with its currency, written the reader's
 * way ("MX$1,250.50" in English, "1250,50 MXN" in Spanish, "MX$1.250,50" in Turkish). A code
 * Intl does not know is written after the number.
 */
export function moneyFormat(
  currency: string,
  locale: string,
  options: MoneyOptions = {},
): Pick<Intl.NumberFormat, 'format' | 'formatRange'> {
  try {
    return numberFormat(locale, { style: 'currency', currency, ...options });
  } catch {
    const plain = numberFormat(locale, options);
    return {
      format: (amount: number | bigint) => `${plain.format(amount)} ${currency}`,
      formatRange: (start: number | bigint, end: number | bigint) =>
        `${plain.formatRange(start, end)} ${currency}`,
    } as Pick<Intl.NumberFormat, 'format' | 'formatRange'>;
  }
}

/** An amount in its currency, with cents unless options say otherwise. */
export function formatMoney(
  amount: number,
  currency: string,
  locale: string,
  options: MoneyOptions = {},
): string {
  return moneyFormat(currency, locale, options).format(amount);
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
  if (unit === 0) return `${numberFormat(locale).format(value)} B`;
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
