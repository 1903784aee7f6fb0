/** Formatting for the trivia screens; every function takes the UI's language. */

/** A moment with its time, e.g. "20 Nov 2026, 10:30". */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A moment as its day, e.g. "20 Nov 2026". */
export function formatDay(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Where a trivia stands now: taken by members, not yet open, over, or switched off. */
export type TriviaState = 'open' | 'scheduled' | 'closed' | 'inactive';

export function triviaState(
  trivia: { active: boolean; startsAt: string; endsAt: string },
  now = Date.now(),
): TriviaState {
  if (!trivia.active) return 'inactive';
  if (now < Date.parse(trivia.startsAt)) return 'scheduled';
  if (now >= Date.parse(trivia.endsAt)) return 'closed';
  return 'open';
}
