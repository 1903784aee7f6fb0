/** Formatting the recruitment screens share; every function takes the UI's language. */

import { dateTimeFormat, formatMoney as formatAmount } from '../../../../lib/format';

/** Sizes and moments as everywhere in the console: "193 B", "20 Nov 2026, 10:30". */
export { formatBytes, formatDateTime } from '../../../../lib/format';

export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  // A bare YYYY-MM-DD is a calendar day: show it without shifting it by the time zone.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A whole amount of money, e.g. "MX$25,000". */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return formatAmount(amount, currency, locale, { maximumFractionDigits: 0 });
}

/** Whole years between a YYYY-MM-DD birth date and now. */
export function ageFrom(birthDate: string | null, now: Date = new Date()): number | null {
  if (!birthDate) return null;
  const [year, month, day] = birthDate.split('-').map(Number);
  if (!year || !month || !day) return null;
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** "AL" from "Ana López". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}
