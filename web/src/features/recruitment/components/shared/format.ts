/** Formatting for the vacancy and catalogue screens; every function takes the UI's language. */
import { formatMoney } from '../../../../lib/format';

export { formatDay } from '../../../../lib/format';

/** A whole amount of money, e.g. "MX$25,000". */
export function formatAmount(amount: number, currency: string, locale: string): string {
  return formatMoney(amount, currency, locale, { maximumFractionDigits: 0 });
}

/** Up to two initials of a name, for avatars. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** A true/false filter from the URL ('true', 'false' or absent). */
export function booleanFilter(value: string | undefined): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}
