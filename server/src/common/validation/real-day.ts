import { ruleBroken } from '../errors/domain-error';

/**
 * A `YYYY-MM-DD` day the calendar has: the DTOs' pattern lets 2027-02-29 and 2026-04-31
 * through, which would then be stored, shown and sorted as days. Refused with
 * `date-invalid` (422), naming the field. Returns the day at midnight UTC.
 */
export function realDay(day: string, field: string): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw ruleBroken('date-invalid', `${field} ${day} is not a real day`, field);
  }
  return date;
}
