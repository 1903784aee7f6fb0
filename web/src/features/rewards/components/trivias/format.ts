/** Formatting for the trivia screens; every function takes the UI's language. */
export { formatDateTime, formatDay, formatNumber } from '../../../../lib/format';

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
