/**
 * The toolbar's date and time formats, in the reader's
 * language: messages 'MMM dd, h:mm a', chat messages HH:mm, chat day separators as a long
 * date.
 */

/** 'MMM dd, h:mm a' in English ("Oct 05, 3:07 PM"); the same parts in other languages. */
export function formatNoticeTime(date: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: locale.startsWith('en') ? true : undefined,
  }).format(new Date(date));
}

/** HH:mm, 24-hour, in every language. */
export function formatChatTime(date: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(date));
}

/** The long date of a chat's day separator ("October 5, 2026"). */
export function formatLongDate(date: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(date));
}

/** The calendar day of a moment in the reader's time zone, e.g. "2026-10-05". */
export function localDayKey(date: Date | string): string {
  const day = new Date(date);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
