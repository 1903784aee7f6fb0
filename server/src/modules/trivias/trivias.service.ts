import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { conflict, invalid, notFound, ruleBroken } from '../../common/errors/domain-error';
import { StoreService } from '../../store';
import { TRIVIA_COMPLETED, type TriviaCompletedEvent } from '../activities/rewards-events';
import { definedOnly } from '../../common/listing/input';
import { listPage, type ListSpec } from '../../common/listing/list';
import { mapPage, type Page } from '../../common/listing/paginate';
import type { Member, PointsEntry } from '../members/member.types';
import { MemberReader } from '../members/member-reader';
import { MembersService } from '../members/members.service';
import type {
  CreateTriviaCompletionDto,
  CreateTriviaDto,
  OpenTriviaDto,
  TriviaCompletionDto,
  TriviaCompletionListQueryDto,
  TriviaCompletionResultDto,
  TriviaCompletionSortField,
  TriviaDto,
  TriviaListQueryDto,
  TriviaQuestionInputDto,
  TriviaSortField,
  UpdateTriviaDto,
} from './dto/trivia.dto';
import {
  isOpen,
  pointsForScore,
  scoreAnswers,
  type Trivia,
  type TriviaCompletion,
  type TriviaQuestion,
} from './trivia.types';
import { TriviaCompletionsRepository, TriviasRepository } from './trivias.repository';

const LIST: ListSpec<TriviaDto, TriviaSortField> = {
  searchIn: (trivia) => [trivia.title, trivia.description],
  sortBy: {
    title: (trivia) => trivia.title,
    points: (trivia) => trivia.points,
    active: (trivia) => trivia.active,
    startsAt: (trivia) => trivia.startsAt,
    endsAt: (trivia) => trivia.endsAt,
    completions: (trivia) => trivia.completions,
    createdAt: (trivia) => trivia.createdAt,
    updatedAt: (trivia) => trivia.updatedAt,
  },
  defaultSort: 'startsAt',
  defaultOrder: 'desc',
};

/** A completion joined with its member and trivia, as the list searches it. */
type CompletionRow = TriviaCompletionDto & { memberEmail: string };

const COMPLETION_LIST: ListSpec<CompletionRow, TriviaCompletionSortField> = {
  searchIn: (row) => [row.memberName, row.memberEmail, row.triviaTitle],
  sortBy: {
    completedAt: (row) => row.completedAt,
    score: (row) => row.score,
    pointsAwarded: (row) => row.pointsAwarded,
    memberName: (row) => row.memberName,
    triviaTitle: (row) => row.triviaTitle,
  },
  defaultSort: 'completedAt',
  defaultOrder: 'desc',
};

const memberName = (member: Pick<Member, 'name' | 'surname'>) =>
  `${member.name} ${member.surname}`.trim();

@Injectable()
export class TriviasService {
  constructor(
    private readonly trivias: TriviasRepository,
    private readonly completions: TriviaCompletionsRepository,
    private readonly members: MembersService,
    private readonly memberReader: MemberReader,
    private readonly store: StoreService,
    private readonly events: EventEmitter2,
  ) {}

  /** Staff's list, answers included, each trivia with how many members completed it. */
  list(query: TriviaListQueryDto): Page<TriviaDto> {
    const counts = completionCounts(this.completions.list());
    const rows = this.trivias
      .list()
      .filter((trivia) => query.active === undefined || trivia.active === query.active)
      .map((trivia) => toDto(trivia, counts.get(trivia.id) ?? 0));
    return listPage(rows, query, LIST);
  }

  get(id: string): TriviaDto {
    const trivia = this.trivias.get(id);
    if (!trivia) throw triviaNotFound(id);
    return toDto(trivia, completionCounts(this.completions.list()).get(id) ?? 0);
  }

  async create(input: CreateTriviaDto): Promise<TriviaDto> {
    const now = new Date().toISOString();
    const trivia: Trivia = {
      id: randomUUID(),
      title: input.title,
      description: input.description ?? '',
      questions: toQuestions(input.questions, []),
      points: input.points,
      active: input.active ?? true,
      startsAt: normalised(input.startsAt),
      endsAt: normalised(input.endsAt),
      createdAt: now,
      updatedAt: now,
    };
    checkDates(trivia);
    return toDto(await this.trivias.insert(trivia), 0);
  }

  /**
   * Questions sent equal to the stored ones (ids aside) change nothing; different ones are
   * refused with 409 once the trivia has completions, checked in the commit that writes.
   */
  async update(id: string, patch: UpdateTriviaDto): Promise<TriviaDto> {
    const changes = definedOnly(patch);
    const { trivia, count } = await this.store.mutateTogether(
      [this.trivias, this.completions],
      ([trivias, completions]) => {
        const index = trivias.findIndex((trivia) => trivia.id === id);
        if (index === -1) throw triviaNotFound(id);
        const current = trivias[index];
        const count = completions.filter((completion) => completion.triviaId === id).length;
        let questions = current.questions;
        if (changes.questions !== undefined) {
          const given = toQuestions(changes.questions, current.questions);
          if (!sameQuestions(given, current.questions)) {
            if (count > 0) {
              throw conflict(
                'trivia-questions-locked',
                `Trivia ${current.title} has ${count} ${count === 1 ? 'completion' : 'completions'}: its questions can no longer change (its title, description, points, dates and active still can)`,
                'questions',
              );
            }
            questions = given;
          }
        }
        const next: Trivia = {
          ...current,
          title: changes.title ?? current.title,
          description: changes.description ?? current.description,
          questions,
          points: changes.points ?? current.points,
          active: changes.active ?? current.active,
          startsAt:
            changes.startsAt === undefined ? current.startsAt : normalised(changes.startsAt),
          endsAt: changes.endsAt === undefined ? current.endsAt : normalised(changes.endsAt),
          updatedAt: new Date().toISOString(),
        };
        checkDates(next);
        // The record itself in the result: one sent back unchanged is answered as stored.
        return { lists: [trivias.with(index, next), completions], result: { trivia: next, count } };
      },
    );
    return toDto(trivia, count);
  }

  /** Refused while members have completed it: deactivate it instead (active: false). */
  async remove(id: string): Promise<TriviaDto> {
    return this.store.mutateTogether([this.trivias, this.completions], ([trivias, completions]) => {
      const trivia = trivias.find((one) => one.id === id);
      if (!trivia) throw triviaNotFound(id);
      const count = completions.filter((completion) => completion.triviaId === id).length;
      if (count > 0) {
        throw conflict(
          'in-use',
          `Trivia ${trivia.title} has ${count} ${count === 1 ? 'completion' : 'completions'}; it cannot be deleted, deactivate it instead (active: false)`,
          'active',
        );
      }
      return {
        lists: [trivias.filter((one) => one.id !== id), completions],
        result: toDto(trivia, 0),
      };
    });
  }

  /**
   * What a member may take now: active trivias open at this moment that they have not
   * completed (none for a blocked member), closing soonest first, without the answers.
   */
  openFor(memberId: string, now = new Date()): OpenTriviaDto[] {
    const member = this.memberReader.find(memberId);
    if (!member) throw memberNotFound(memberId);
    if (member.status !== 'active') return [];
    const done = new Set(
      this.completions
        .list()
        .filter((completion) => completion.memberId === memberId)
        .map((completion) => completion.triviaId),
    );
    return this.trivias
      .list()
      .filter((trivia) => isOpen(trivia, now) && !done.has(trivia.id))
      .sort((a, b) => a.endsAt.localeCompare(b.endsAt) || a.title.localeCompare(b.title))
      .map(toOpenDto);
  }

  /**
   * Scores the member's answers and, in one commit, stores the completion and credits
   * what it earns to the member's ledger and balance. Every check runs inside that commit,
   * so two requests for one member and trivia cannot both land.
   */
  async complete(
    id: string,
    input: CreateTriviaCompletionDto,
    byAccountId: string,
  ): Promise<TriviaCompletionResultDto> {
    const points = this.members.pointsRecords;
    const done = await this.store.mutateTogether(
      [this.trivias, this.completions, points.members, points.ledger],
      ([trivias, completions, members, ledger]) => {
        const trivia = trivias.find((one) => one.id === id);
        if (!trivia) throw triviaNotFound(id);
        const index = members.findIndex((member) => member.id === input.memberId);
        if (index === -1) throw memberNotFound(input.memberId);
        const member = members[index];
        checkAnswers(trivia, input.answers);
        const now = new Date();
        checkOpen(trivia, now);
        if (member.status !== 'active') {
          throw ruleBroken(
            'member-blocked',
            `${memberName(member)} is blocked and cannot take trivias`,
            'memberId',
          );
        }
        if (completions.some((one) => one.triviaId === id && one.memberId === member.id)) {
          throw conflict(
            'trivia-already-completed',
            `${memberName(member)} has already completed the trivia ${trivia.title}`,
            'memberId',
          );
        }
        const score = scoreAnswers(trivia.questions, input.answers);
        const completion: TriviaCompletion = {
          id: randomUUID(),
          triviaId: id,
          memberId: member.id,
          answers: [...input.answers],
          score,
          pointsAwarded: pointsForScore(trivia.points, score, trivia.questions.length),
          completedAt: now.toISOString(),
          byAccountId,
        };
        if (completion.pointsAwarded === 0) {
          return {
            lists: [trivias, [...completions, completion], members, ledger],
            result: { trivia, completion, member },
          };
        }
        const entry: PointsEntry = {
          id: randomUUID(),
          memberId: member.id,
          delta: completion.pointsAwarded,
          reason: 'trivia',
          refId: completion.id,
          note: null,
          byAccountId: null,
          at: completion.completedAt,
        };
        const credited = this.members.postEntry(members, ledger, entry);
        return {
          lists: [trivias, [...completions, completion], credited.members, credited.ledger],
          result: { trivia, completion, member: credited.member },
        };
      },
    );
    const { trivia, completion, member } = done;
    const event: TriviaCompletedEvent = {
      triviaId: trivia.id,
      completionId: completion.id,
      memberId: member.id,
      memberName: memberName(member),
      triviaTitle: trivia.title,
      score: completion.score,
      questions: trivia.questions.length,
      pointsAwarded: completion.pointsAwarded,
      by: byAccountId,
      at: completion.completedAt,
    };
    await this.events.emitAsync(TRIVIA_COMPLETED, event);
    return {
      ...toCompletionDto(completion, member, trivia),
      correctAnswers: trivia.questions.map((question) => question.answer),
      memberPoints: member.points,
    };
  }

  /** Every completion, each with its member's name and its trivia's title as they are now. */
  completionsList(query: TriviaCompletionListQueryDto): Page<TriviaCompletionDto> {
    const trivias = new Map(this.trivias.list().map((trivia) => [trivia.id, trivia]));
    const members = new Map(this.memberReader.all().map((member) => [member.id, member]));
    const rows = this.completions
      .list()
      .filter(
        (completion) =>
          (query.triviaId === undefined || completion.triviaId === query.triviaId) &&
          (query.memberId === undefined || completion.memberId === query.memberId),
      )
      .map((completion): CompletionRow => {
        const member = members.get(completion.memberId);
        return {
          ...toCompletionDto(completion, member, trivias.get(completion.triviaId)),
          memberEmail: member?.email ?? '',
        };
      });
    return mapPage(listPage(rows, query, COMPLETION_LIST), withoutEmail);
  }
}

function completionCounts(completions: readonly TriviaCompletion[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const completion of completions) {
    counts.set(completion.triviaId, (counts.get(completion.triviaId) ?? 0) + 1);
  }
  return counts;
}

/** The questions to store: ids of the current questions are kept when sent back. */
function toQuestions(
  inputs: readonly TriviaQuestionInputDto[],
  current: readonly TriviaQuestion[],
): TriviaQuestion[] {
  const known = new Set(current.map((question) => question.id));
  const used = new Set<string>();
  return inputs.map((input) => {
    const id = input.id && known.has(input.id) && !used.has(input.id) ? input.id : randomUUID();
    used.add(id);
    return { id, text: input.text, options: [...input.options], answer: input.answer };
  });
}

/** Same texts, options and answers in the same order (ids aside). */
function sameQuestions(a: readonly TriviaQuestion[], b: readonly TriviaQuestion[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (question, index) =>
        question.text === b[index].text &&
        question.answer === b[index].answer &&
        question.options.length === b[index].options.length &&
        question.options.every((option, n) => option === b[index].options[n]),
    )
  );
}

/** One option index per question, each within that question's options (400 otherwise). */
function checkAnswers(trivia: Trivia, answers: readonly number[]): void {
  const count = trivia.questions.length;
  if (answers.length !== count) {
    throw invalid(
      'answers-invalid',
      `answers must hold one answer for each of the ${count} ${count === 1 ? 'question' : 'questions'}`,
      'answers',
    );
  }
  trivia.questions.forEach((question, index) => {
    if (answers[index] >= question.options.length) {
      throw invalid(
        'answers-invalid',
        `answers.${index} must be the index of one of question ${index + 1}’s ${question.options.length} options`,
        `answers.${index}`,
      );
    }
  });
}

/** Active, and now inside [startsAt, endsAt) (422 otherwise). */
function checkOpen(trivia: Trivia, now: Date): void {
  if (!trivia.active) throw ruleBroken('trivia-inactive', `Trivia ${trivia.title} is not active`);
  if (now.getTime() < Date.parse(trivia.startsAt)) {
    throw ruleBroken('trivia-not-open-yet', `Trivia ${trivia.title} opens at ${trivia.startsAt}`);
  }
  if (now.getTime() >= Date.parse(trivia.endsAt)) {
    throw ruleBroken('trivia-closed', `Trivia ${trivia.title} closed at ${trivia.endsAt}`);
  }
}

/** ISO strings in one form (UTC), so that stored dates compare as text too. */
function normalised(value: string): string {
  return new Date(value).toISOString();
}

function checkDates(trivia: Pick<Trivia, 'startsAt' | 'endsAt'>): void {
  if (trivia.endsAt <= trivia.startsAt) {
    throw ruleBroken('dates-out-of-order', 'endsAt must come after startsAt', 'endsAt');
  }
}

function triviaNotFound(id: string) {
  return notFound('not-found', `Trivia ${id} not found`);
}

function memberNotFound(id: string) {
  return notFound('not-found', `Member ${id} not found`);
}

function toDto(trivia: Trivia, completions: number): TriviaDto {
  return { ...trivia, completions };
}

function toOpenDto(trivia: Trivia): OpenTriviaDto {
  return {
    id: trivia.id,
    title: trivia.title,
    description: trivia.description,
    questions: trivia.questions.map(({ id, text, options }) => ({
      id,
      text,
      options: [...options],
    })),
    points: trivia.points,
    startsAt: trivia.startsAt,
    endsAt: trivia.endsAt,
  };
}

function toCompletionDto(
  completion: TriviaCompletion,
  member: Member | undefined,
  trivia: Trivia | undefined,
): TriviaCompletionDto {
  return {
    id: completion.id,
    triviaId: completion.triviaId,
    triviaTitle: trivia?.title ?? '',
    memberId: completion.memberId,
    memberName: member ? memberName(member) : '',
    answers: [...completion.answers],
    score: completion.score,
    pointsAwarded: completion.pointsAwarded,
    completedAt: completion.completedAt,
    byAccountId: completion.byAccountId,
  };
}

function withoutEmail({ memberEmail: _email, ...row }: CompletionRow): TriviaCompletionDto {
  return row;
}
