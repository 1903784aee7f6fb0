/**
 * A trivia of the rewards programme: multiple-choice questions members answer once, for
 * points in proportion to their right answers.
 */
export interface Trivia {
  id: string;
  title: string;
  description: string;
  /** 1 to 20, in the order members see them. */
  questions: TriviaQuestion[];
  /** What a full score earns (a whole number, at least 1). */
  points: number;
  /** Inactive trivias stay listed for staff but cannot be taken. */
  active: boolean;
  /** Open from this moment (inclusive) ... */
  startsAt: string;
  /** ... until this one (exclusive); always after startsAt. */
  endsAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface TriviaQuestion {
  id: string;
  text: string;
  /** 2 to 6 distinct, non-empty options. */
  options: string[];
  /** The index of the right option. */
  answer: number;
}

/** A member's one go at a trivia, scored by the server; its points are in the ledger. */
export interface TriviaCompletion {
  id: string;
  triviaId: string;
  memberId: string;
  /** The index of the option chosen, one per question. */
  answers: number[];
  /** Right answers. */
  score: number;
  /** `round(points * score / questions)`, credited to the member's ledger when above 0. */
  pointsAwarded: number;
  completedAt: string;
  /** The staff account that recorded it. */
  byAccountId: string;
}

export const MIN_QUESTIONS = 1;
export const MAX_QUESTIONS = 20;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;

/** Right answers among `answers` (one per question, in order). */
export function scoreAnswers(
  questions: readonly Pick<TriviaQuestion, 'answer'>[],
  answers: readonly number[],
): number {
  return questions.filter((question, index) => answers[index] === question.answer).length;
}

/** What a score earns: the trivia's points in proportion, rounded to a whole number. */
export function pointsForScore(points: number, score: number, questions: number): number {
  return Math.round((points * score) / questions);
}

/** Whether the trivia may be taken at `now`: active, from startsAt (inclusive) to endsAt. */
export function isOpen(trivia: Pick<Trivia, 'active' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  const time = now.getTime();
  return trivia.active && Date.parse(trivia.startsAt) <= time && time < Date.parse(trivia.endsAt);
}
