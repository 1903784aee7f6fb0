/** Formatting for the rewards and banners screens; every function takes the UI's language. */
export { formatBytes, formatDateTime, formatNumber } from '../../../lib/format';

/** A true/false filter from the URL ('true', 'false' or absent). */
export function booleanFilter(value: string | undefined): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO date-time as the value of a datetime-local input, in this browser's time zone. */
export function toLocalInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value (this browser's time zone) as ISO 8601; null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
