import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreateTriviaDto } from '../../modules/trivias/dto/trivia.dto';
import { isOpen } from '../../modules/trivias/trivia.types';
import { membersSample } from './members';
import { completionsSample, triviasSample } from './trivias';

const now = new Date('2026-11-24T12:00:00Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the trivias sample', () => {
  const trivias = triviasSample(now);

  it('is five valid trivias of 4 to 6 questions, the same at every call', () => {
    expect(trivias).toHaveLength(5);
    for (const trivia of trivias) {
      const input = plainToInstance(CreateTriviaDto, {
        title: trivia.title,
        description: trivia.description,
        questions: trivia.questions.map(({ text, options, answer }) => ({ text, options, answer })),
        points: trivia.points,
        active: trivia.active,
        startsAt: trivia.startsAt,
        endsAt: trivia.endsAt,
      });
      expect({ title: trivia.title, errors: validateSync(input) }).toEqual({
        title: trivia.title,
        errors: [],
      });
      expect(trivia.questions.length).toBeGreaterThanOrEqual(4);
      expect(trivia.questions.length).toBeLessThanOrEqual(6);
      expect(Date.parse(trivia.startsAt)).toBeLessThan(Date.parse(trivia.endsAt));
      expect(trivia.createdAt < now.toISOString()).toBe(true);
      expect(trivia.id).toMatch(UUID);
      for (const question of trivia.questions) expect(question.id).toMatch(UUID);
    }
    const ids = trivias.flatMap((trivia) => [trivia.id, ...trivia.questions.map((q) => q.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(triviasSample(now)).toEqual(trivias);
  });

  it('has three open now, one ended, one to come, and one inactive', () => {
    const time = now.getTime();
    const ended = trivias.filter((trivia) => Date.parse(trivia.endsAt) <= time);
    const future = trivias.filter((trivia) => Date.parse(trivia.startsAt) > time);
    expect(trivias.filter((trivia) => isOpen(trivia, now))).toHaveLength(3);
    expect(ended).toHaveLength(1);
    expect(future).toHaveLength(1);
    expect(trivias.filter((trivia) => !trivia.active)).toHaveLength(1);
  });
});

describe('the completions sample', () => {
  const trivias = triviasSample(now);
  const { members } = membersSample(now);
  const completions = completionsSample(trivias, members, now);
  const byId = new Map(trivias.map((trivia) => [trivia.id, trivia]));

  it('is about 40, by active members only, once per member and trivia, the same every call', () => {
    expect(completions.length).toBeGreaterThanOrEqual(35);
    expect(completions.length).toBeLessThanOrEqual(45);
    const active = new Set(members.filter((m) => m.status === 'active').map((m) => m.id));
    expect(completions.filter((completion) => !active.has(completion.memberId))).toEqual([]);
    const pairs = completions.map((completion) => `${completion.triviaId}/${completion.memberId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(new Set(completions.map((completion) => completion.id)).size).toBe(completions.length);
    expect(completionsSample(trivias, members, now)).toEqual(completions);
  });

  it('scores every completion right, on trivias already started, inside their dates', () => {
    for (const completion of completions) {
      const trivia = byId.get(completion.triviaId)!;
      expect(completion.answers).toHaveLength(trivia.questions.length);
      completion.answers.forEach((answer, index) => {
        expect(answer).toBeGreaterThanOrEqual(0);
        expect(answer).toBeLessThan(trivia.questions[index].options.length);
      });
      const right = trivia.questions.filter((q, index) => completion.answers[index] === q.answer);
      expect(completion.score).toBe(right.length);
      expect(completion.pointsAwarded).toBe(
        Math.round((trivia.points * completion.score) / trivia.questions.length),
      );
      expect(completion.completedAt >= trivia.startsAt).toBe(true);
      expect(completion.completedAt < trivia.endsAt).toBe(true);
      expect(completion.completedAt < now.toISOString()).toBe(true);
    }
    // Every started trivia got some; the one to come got none.
    const started = trivias.filter((trivia) => trivia.startsAt < now.toISOString());
    for (const trivia of started) {
      expect(completions.some((completion) => completion.triviaId === trivia.id)).toBe(true);
    }
    expect(new Set(completions.map((completion) => completion.triviaId)).size).toBe(started.length);
    // Some right, some wrong: the sample shows a spread of scores.
    expect(new Set(completions.map((completion) => completion.score)).size).toBeGreaterThan(2);
  });
});
