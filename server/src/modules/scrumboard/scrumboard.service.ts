import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { isAdmin } from '../../common/auth/access';
import type { AuthContext } from '../../common/auth/auth-context';
import { conflict, invalid, notFound } from '../../common/errors/domain-error';
import { StoreService } from '../../store';
import type { Account } from '../accounts/account.types';
import { AccountsService } from '../accounts/accounts.service';
import { inOrder, POSITION_STEP, positionAfterLast, settle } from './positions';
import type {
  BoardInputDto,
  BoardPatchDto,
  CardChangesDto,
  CardInputDto,
  CardPlaceDto,
  LabelInputDto,
  LabelPatchDto,
  ListInputDto,
  ListPatchDto,
  ScrumboardBoardDto,
  ScrumboardBoardSummaryDto,
  ScrumboardCardDto,
  ScrumboardLabelDto,
  ScrumboardListDto,
  ScrumboardMemberDto,
} from './dto/scrumboard.dto';
import {
  BoardLabelsRepository,
  BoardListsRepository,
  BoardsRepository,
  CardsRepository,
} from './scrumboard.repository';
import type { Board, BoardLabel, BoardList, Card, ScrumboardState } from './scrumboard.types';

/** Who is asking: boards are visible to their members, and to administrators. */
export interface Caller {
  accountId: string;
  admin: boolean;
}

export function callerOf(auth: AuthContext): Caller {
  return { accountId: auth.accountId, admin: isAdmin(auth.roles) };
}

/** What a change over the four collections gives back: the lists it changed, and a result. */
interface Outcome<R> {
  next: Partial<ScrumboardState>;
  result: R;
}

const MEMBER_SEARCH_LIMIT = 20;

@Injectable()
export class ScrumboardService {
  constructor(
    private readonly boards: BoardsRepository,
    private readonly lists: BoardListsRepository,
    private readonly cards: CardsRepository,
    private readonly labels: BoardLabelsRepository,
    private readonly accounts: AccountsService,
    private readonly store: StoreService,
  ) {}

  // --- Reads ---

  /** The boards the caller may see, in the order they were created. */
  boardList(caller: Caller): ScrumboardBoardSummaryDto[] {
    return this.boards
      .list()
      .filter((board) => maySee(board, caller))
      .map((board) => this.summary(board));
  }

  /** A board with its lists (each with its cards, in order), labels and members. */
  board(caller: Caller, id: string): ScrumboardBoardDto {
    const board = visibleBoard(this.boards.list(), caller, id);
    return this.fullBoard(board, this.state());
  }

  labelList(caller: Caller, boardId: string): ScrumboardLabelDto[] {
    visibleBoard(this.boards.list(), caller, boardId);
    return this.labels
      .list()
      .filter((label) => label.boardId === boardId)
      .map((label) => ({ ...label }));
  }

  /** Active accounts that can be made members, by name (at most 20). */
  memberCandidates(search = ''): ScrumboardMemberDto[] {
    const page = this.accounts.list({
      state: 'active',
      search: search.trim() || undefined,
      sort: 'name',
      order: 'asc',
      page: 1,
      size: MEMBER_SEARCH_LIMIT,
    });
    return page.items.map((account) => ({
      id: account.id,
      name: fullName(account),
      avatar: account.avatar,
    }));
  }

  // --- Boards ---

  createBoard(caller: Caller, input: BoardInputDto): Promise<ScrumboardBoardDto> {
    const members = unique([caller.accountId, ...(input.members ?? [])]);
    this.assertAccounts(members, 'board.members');
    const board: Board = {
      id: randomUUID(),
      title: input.title,
      description: input.description ?? null,
      icon: input.icon ?? null,
      lastActivity: new Date().toISOString(),
      members,
    };
    return this.commit((state) => ({
      next: { boards: [...state.boards, board] },
      result: this.fullBoard(board, state),
    }));
  }

  updateBoard(
    caller: Caller,
    id: string,
    patch: BoardPatchDto,
  ): Promise<ScrumboardBoardSummaryDto> {
    if (patch.members) {
      const known = new Set(this.boards.get(id)?.members ?? []);
      // Members already on the board may stay even if their account is no longer active.
      this.assertAccounts(
        patch.members.filter((member) => !known.has(member)),
        'board.members',
      );
    }
    return this.commit((state) => {
      const board = visibleBoard(state.boards, caller, id);
      const members = patch.members ? unique(patch.members) : board.members;
      const next: Board = {
        ...board,
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.icon !== undefined && { icon: patch.icon }),
        members,
        lastActivity: new Date().toISOString(),
      };
      const gone = new Set(board.members.filter((member) => !members.includes(member)));
      const cards =
        gone.size === 0
          ? state.cards
          : state.cards.map((card) =>
              card.boardId === id && card.members.some((member) => gone.has(member))
                ? { ...card, members: card.members.filter((member) => !gone.has(member)) }
                : card,
            );
      return {
        next: { boards: replace(state.boards, [next]), cards },
        result: this.summary(next),
      };
    });
  }

  /** Deletes a board with its lists, cards and labels. */
  deleteBoard(caller: Caller, id: string): Promise<true> {
    return this.commit((state) => {
      visibleBoard(state.boards, caller, id);
      return {
        next: {
          boards: state.boards.filter((board) => board.id !== id),
          lists: state.lists.filter((list) => list.boardId !== id),
          cards: state.cards.filter((card) => card.boardId !== id),
          labels: state.labels.filter((label) => label.boardId !== id),
        },
        result: true as const,
      };
    });
  }

  // --- Lists ---

  createList(caller: Caller, input: ListInputDto): Promise<ScrumboardListDto> {
    return this.commit((state) => {
      const board = visibleBoard(state.boards, caller, input.boardId);
      const siblings = state.lists.filter((list) => list.boardId === board.id);
      const list: BoardList = {
        id: randomUUID(),
        boardId: board.id,
        position: input.position ?? positionAfterLast(siblings),
        title: input.title,
      };
      const settled = settle([...siblings, list], new Set([list.id]));
      const lists = [...replace(state.lists, settled), settled.find((one) => one.id === list.id)!];
      return {
        next: { lists, boards: touch(state.boards, [board.id]) },
        result: { ...settled.find((one) => one.id === list.id)! },
      };
    });
  }

  async updateList(caller: Caller, patch: ListPatchDto): Promise<ScrumboardListDto> {
    const [list] = await this.updateLists(caller, [patch]);
    return list!;
  }

  /** Renames and moves lists (each within its board), in one commit. */
  updateLists(caller: Caller, patches: ListPatchDto[]): Promise<ScrumboardListDto[]> {
    assertDistinct(
      patches.map((patch) => patch.id),
      'lists',
    );
    return this.commit((state) => {
      const changed = new Map<string, BoardList>();
      for (const patch of patches) {
        const list = state.lists.find((one) => one.id === patch.id);
        if (!list) throw listNotFound(patch.id);
        visibleBoard(state.boards, caller, list.boardId, () => listNotFound(patch.id));
        changed.set(list.id, {
          ...list,
          ...(patch.title !== undefined && { title: patch.title }),
          ...(patch.position !== undefined && { position: patch.position }),
        });
      }
      const moved = new Set(
        patches.filter((patch) => patch.position !== undefined).map((patch) => patch.id),
      );
      const boardIds = unique([...changed.values()].map((list) => list.boardId));
      const updates = new Map(changed);
      for (const boardId of boardIds) {
        const group = state.lists
          .filter((list) => list.boardId === boardId)
          .map((list) => changed.get(list.id) ?? list);
        for (const list of settle(group, moved)) updates.set(list.id, list);
      }
      const lists = replace(state.lists, [...updates.values()]);
      const answer = patches.map((patch) => ({ ...updates.get(patch.id)! }));
      return { next: { lists, boards: touch(state.boards, boardIds) }, result: answer };
    });
  }

  /** Deletes a list and the cards in it. */
  deleteList(caller: Caller, id: string): Promise<true> {
    return this.commit((state) => {
      const list = state.lists.find((one) => one.id === id);
      if (!list) throw listNotFound(id);
      visibleBoard(state.boards, caller, list.boardId, () => listNotFound(id));
      return {
        next: {
          lists: state.lists.filter((one) => one.id !== id),
          cards: state.cards.filter((card) => card.listId !== id),
          boards: touch(state.boards, [list.boardId]),
        },
        result: true as const,
      };
    });
  }

  // --- Cards ---

  createCard(caller: Caller, input: CardInputDto): Promise<ScrumboardCardDto> {
    return this.commit((state) => {
      const board = visibleBoard(state.boards, caller, input.boardId);
      const list = state.lists.find((one) => one.id === input.listId);
      if (!list || list.boardId !== board.id) {
        throw invalid('reference-missing', `The board has no list ${input.listId}`, 'card.listId');
      }
      assertLabels(state, board, input.labels ?? [], 'card.labels');
      assertMembers(board, input.members ?? [], 'card.members');
      const siblings = state.cards.filter((card) => card.listId === list.id);
      const card: Card = {
        id: randomUUID(),
        boardId: board.id,
        listId: list.id,
        position: input.position ?? positionAfterLast(siblings),
        title: input.title,
        description: input.description ?? null,
        labels: unique(input.labels ?? []),
        dueDate: input.dueDate ?? null,
        members: unique(input.members ?? []),
      };
      const settled = settle([...siblings, card], new Set([card.id]));
      const created = settled.find((one) => one.id === card.id)!;
      return {
        next: {
          cards: [...replace(state.cards, settled), created],
          boards: touch(state.boards, [board.id]),
        },
        result: this.cardView(created, state),
      };
    });
  }

  async updateCard(
    caller: Caller,
    id: string,
    changes: CardChangesDto,
  ): Promise<ScrumboardCardDto> {
    const [card] = await this.updateCards(caller, [{ ...changes, id }]);
    return card!;
  }

  /**
   * Changes and moves cards in one commit. A card given a list but no position goes
   * last in it; a list whose positions collide or run out of gaps is renumbered. Answers
   * the cards named, then any other card whose position the renumbering changed.
   */
  updateCards(
    caller: Caller,
    patches: (CardChangesDto & { id: string })[],
  ): Promise<ScrumboardCardDto[]> {
    assertDistinct(
      patches.map((patch) => patch.id),
      'cards',
    );
    return this.commit((state) => {
      const changed = new Map<string, Card>();
      const moved = new Set<string>();
      const touchedLists = new Set<string>();
      for (const [index, patch] of patches.entries()) {
        const field = patches.length === 1 ? 'card' : `cards.${index}`;
        const card = state.cards.find((one) => one.id === patch.id);
        if (!card) throw cardNotFound(patch.id);
        const board = visibleBoard(state.boards, caller, card.boardId, () =>
          cardNotFound(patch.id),
        );
        if (patch.listId !== undefined) {
          const list = state.lists.find((one) => one.id === patch.listId);
          if (!list || list.boardId !== board.id) {
            throw invalid(
              'reference-missing',
              `The board has no list ${patch.listId}`,
              `${field}.listId`,
            );
          }
        }
        if (patch.labels) assertLabels(state, board, patch.labels, `${field}.labels`);
        if (patch.members) assertMembers(board, patch.members, `${field}.members`);
        const next: Card = {
          ...card,
          ...(patch.title !== undefined && { title: patch.title }),
          ...(patch.description !== undefined && { description: patch.description }),
          ...(patch.dueDate !== undefined && { dueDate: patch.dueDate }),
          ...(patch.labels && { labels: unique(patch.labels) }),
          ...(patch.members && { members: unique(patch.members) }),
          ...(patch.listId !== undefined && { listId: patch.listId }),
          ...(patch.position !== undefined && { position: patch.position }),
        };
        if (next.listId !== card.listId || patch.position !== undefined) {
          moved.add(card.id);
          touchedLists.add(card.listId).add(next.listId);
        }
        changed.set(card.id, next);
      }
      // Cards that changed list without a position go last there, in the order named.
      for (const patch of patches) {
        const card = changed.get(patch.id)!;
        const before = state.cards.find((one) => one.id === patch.id)!;
        if (patch.position === undefined && card.listId !== before.listId) {
          const inTarget = state.cards
            .map((one) => changed.get(one.id) ?? one)
            .filter((one) => one.listId === card.listId && one.id !== card.id);
          changed.set(card.id, { ...card, position: positionAfterLast(inTarget) });
        }
      }
      const updates = new Map(changed);
      for (const listId of touchedLists) {
        const group = state.cards
          .map((card) => changed.get(card.id) ?? card)
          .filter((card) => card.listId === listId);
        for (const card of settle(group, moved)) {
          if (card !== (changed.get(card.id) ?? state.cards.find((one) => one.id === card.id))) {
            updates.set(card.id, card);
          }
        }
      }
      const cards = replace(state.cards, [...updates.values()]);
      const named = patches.map((patch) => updates.get(patch.id)!);
      const others = [...updates.values()].filter((card) => !changed.has(card.id));
      const boardIds = unique(named.map((card) => card.boardId));
      const after = { ...state, cards };
      return {
        next: { cards, boards: touch(state.boards, boardIds) },
        result: [...named, ...others].map((card) => this.cardView(card, after)),
      };
    });
  }

  /**
   * The original client's card order call: each card named goes to the list given, and
   * the cards named for one list take its first places in the order given; cards of the
   * list that are not named follow in their order. Every list named is renumbered at
   * 65,536 steps. Answers the cards of those lists, list by list, in order.
   */
  placeCards(caller: Caller, places: CardPlaceDto[]): Promise<ScrumboardCardDto[]> {
    assertDistinct(
      places.map((place) => place.id),
      'cards',
    );
    return this.commit((state) => {
      const byList = new Map<string, string[]>();
      const target = new Map<string, string>();
      for (const [index, place] of places.entries()) {
        const card = state.cards.find((one) => one.id === place.id);
        if (!card) throw cardNotFound(place.id);
        visibleBoard(state.boards, caller, card.boardId, () => cardNotFound(place.id));
        if (place.boardId !== undefined && place.boardId !== card.boardId) {
          throw invalid(
            'id-mismatch',
            `Card ${card.id} is on another board`,
            `cards.${index}.boardId`,
          );
        }
        const list = state.lists.find((one) => one.id === place.listId);
        if (!list || list.boardId !== card.boardId) {
          throw invalid(
            'reference-missing',
            `The board has no list ${place.listId}`,
            `cards.${index}.listId`,
          );
        }
        byList.set(list.id, [...(byList.get(list.id) ?? []), card.id]);
        target.set(card.id, list.id);
      }
      const updates: Card[] = [];
      const answer: Card[] = [];
      const listIds = inOrder(state.lists.filter((list) => byList.has(list.id))).map(
        (list) => list.id,
      );
      for (const listId of listIds) {
        const named = byList.get(listId)!;
        const rest = inOrder(
          state.cards.filter((card) => card.listId === listId && !target.has(card.id)),
        );
        const ordered = [
          ...named.map((id) => state.cards.find((card) => card.id === id)!),
          ...rest,
        ];
        ordered.forEach((card, index) => {
          const position = (index + 1) * POSITION_STEP;
          const next =
            card.position === position && card.listId === listId
              ? card
              : { ...card, listId, position };
          if (next !== card) updates.push(next);
          answer.push(next);
        });
      }
      const cards = replace(state.cards, updates);
      const after = { ...state, cards };
      const boardIds = unique(answer.map((card) => card.boardId));
      return {
        next: { cards, boards: touch(state.boards, boardIds) },
        result: answer.map((card) => this.cardView(card, after)),
      };
    });
  }

  deleteCard(caller: Caller, id: string): Promise<true> {
    return this.commit((state) => {
      const card = state.cards.find((one) => one.id === id);
      if (!card) throw cardNotFound(id);
      visibleBoard(state.boards, caller, card.boardId, () => cardNotFound(id));
      return {
        next: {
          cards: state.cards.filter((one) => one.id !== id),
          boards: touch(state.boards, [card.boardId]),
        },
        result: true as const,
      };
    });
  }

  // --- Labels ---

  createLabel(caller: Caller, input: LabelInputDto): Promise<ScrumboardLabelDto> {
    return this.commit((state) => {
      const board = visibleBoard(state.boards, caller, input.boardId);
      assertLabelTitleFree(state, board.id, input.title);
      const label: BoardLabel = { id: randomUUID(), boardId: board.id, title: input.title };
      return {
        next: { labels: [...state.labels, label], boards: touch(state.boards, [board.id]) },
        result: { ...label },
      };
    });
  }

  updateLabel(caller: Caller, id: string, patch: LabelPatchDto): Promise<ScrumboardLabelDto> {
    return this.commit((state) => {
      const label = state.labels.find((one) => one.id === id);
      if (!label) throw labelNotFound(id);
      visibleBoard(state.boards, caller, label.boardId, () => labelNotFound(id));
      assertLabelTitleFree(state, label.boardId, patch.title, id);
      const next = { ...label, title: patch.title };
      return {
        next: {
          labels: replace(state.labels, [next]),
          boards: touch(state.boards, [label.boardId]),
        },
        result: { ...next },
      };
    });
  }

  /** Deletes a label and takes it off every card. */
  deleteLabel(caller: Caller, id: string): Promise<true> {
    return this.commit((state) => {
      const label = state.labels.find((one) => one.id === id);
      if (!label) throw labelNotFound(id);
      visibleBoard(state.boards, caller, label.boardId, () => labelNotFound(id));
      const cards = state.cards.some((card) => card.labels.includes(id))
        ? state.cards.map((card) =>
            card.labels.includes(id)
              ? { ...card, labels: card.labels.filter((labelId) => labelId !== id) }
              : card,
          )
        : state.cards;
      return {
        next: {
          labels: state.labels.filter((one) => one.id !== id),
          cards,
          boards: touch(state.boards, [label.boardId]),
        },
        result: true as const,
      };
    });
  }

  // --- Helpers ---

  /**
   * One commit over the four collections: `change` reads the committed lists and says
   * which it replaces, inside the store's write queue, so that no other change comes
   * between what it read and what it writes (two people moving cards at once included).
   */
  private commit<R>(change: (state: ScrumboardState) => Outcome<R>): Promise<R> {
    return this.store.mutateTogether<[Board, BoardList, Card, BoardLabel], R>(
      [this.boards, this.lists, this.cards, this.labels],
      ([boards, lists, cards, labels]) => {
        const { next, result } = change({ boards, lists, cards, labels });
        return {
          lists: [
            next.boards ?? boards,
            next.lists ?? lists,
            next.cards ?? cards,
            next.labels ?? labels,
          ],
          result,
        };
      },
    );
  }

  private state(): ScrumboardState {
    return {
      boards: this.boards.list(),
      lists: this.lists.list(),
      cards: this.cards.list(),
      labels: this.labels.list(),
    };
  }

  private assertAccounts(ids: readonly string[], field: string): void {
    const unknown = ids.find((id) => !this.accounts.getActive(id));
    if (unknown) throw invalid('reference-missing', `No active account ${unknown}`, field);
  }

  private member(id: string): ScrumboardMemberDto | undefined {
    const account = this.accounts.get(id);
    return account && { id, name: fullName(account), avatar: account.avatar };
  }

  private members(ids: readonly string[]): ScrumboardMemberDto[] {
    return ids.flatMap((id) => this.member(id) ?? []);
  }

  private summary(board: Board): ScrumboardBoardSummaryDto {
    const { members, ...fields } = board;
    return { ...fields, members: this.members(members) };
  }

  private cardView(card: Card, state: ScrumboardState): ScrumboardCardDto {
    return {
      ...card,
      labels: card.labels.flatMap((id) => {
        const label = state.labels.find((one) => one.id === id);
        return label ? [{ ...label }] : [];
      }),
      members: this.members(card.members),
    };
  }

  private fullBoard(board: Board, state: ScrumboardState): ScrumboardBoardDto {
    const labels = state.labels.filter((label) => label.boardId === board.id);
    const lists = inOrder(state.lists.filter((list) => list.boardId === board.id));
    const cards = state.cards.filter((card) => card.boardId === board.id);
    const view = { ...state, labels };
    return {
      ...this.summary(board),
      lists: lists.map((list) => ({
        ...list,
        cards: inOrder(cards.filter((card) => card.listId === list.id)).map((card) =>
          this.cardView(card, view),
        ),
      })),
      labels: labels.map((label) => ({ ...label })),
    };
  }
}

function fullName(account: Pick<Account, 'name' | 'surname'>): string {
  return `${account.name} ${account.surname}`.trim();
}

function maySee(board: Board, caller: Caller): boolean {
  return caller.admin || board.members.includes(caller.accountId);
}

/** The board, when the caller may see it; otherwise the same 404 as for a missing one. */
function visibleBoard(
  boards: readonly Board[],
  caller: Caller,
  id: string,
  missing: () => Error = () => boardNotFound(id),
): Board {
  const board = boards.find((one) => one.id === id);
  if (!board || !maySee(board, caller)) throw missing();
  return board;
}

function assertLabels(
  state: ScrumboardState,
  board: Board,
  ids: readonly string[],
  field: string,
): void {
  const unknown = ids.find(
    (id) => !state.labels.some((label) => label.id === id && label.boardId === board.id),
  );
  if (unknown) throw invalid('reference-missing', `The board has no label ${unknown}`, field);
}

function assertMembers(board: Board, ids: readonly string[], field: string): void {
  const unknown = ids.find((id) => !board.members.includes(id));
  if (unknown) throw invalid('reference-missing', `${unknown} is not a member of the board`, field);
}

function assertLabelTitleFree(
  state: ScrumboardState,
  boardId: string,
  title: string,
  exceptId?: string,
): void {
  const taken = state.labels.some(
    (label) =>
      label.boardId === boardId &&
      label.id !== exceptId &&
      label.title.toLocaleLowerCase() === title.toLocaleLowerCase(),
  );
  if (taken)
    throw conflict('name-taken', `The board already has a label named ${title}`, 'label.title');
}

function assertDistinct(ids: readonly string[], field: string): void {
  if (new Set(ids).size !== ids.length) {
    throw invalid('order-invalid', `${field} names a record twice`, field);
  }
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** The list with the records of `updates` put in place of those with the same id. */
function replace<T extends { id: string }>(
  items: readonly T[],
  updates: readonly T[],
): readonly T[] {
  if (updates.length === 0) return items;
  const byId = new Map(updates.map((item) => [item.id, item]));
  let changed = false;
  const next = items.map((item) => {
    const update = byId.get(item.id);
    if (update === undefined || update === item) return item;
    changed = true;
    return update;
  });
  return changed ? next : items;
}

/** The boards with `lastActivity` set to now on those named. */
function touch(boards: readonly Board[], ids: readonly string[]): readonly Board[] {
  const now = new Date().toISOString();
  return boards.map((board) => (ids.includes(board.id) ? { ...board, lastActivity: now } : board));
}

/** Worded as the original client words 'Could not found chat with id of {id}!'. */
function boardNotFound(id: string) {
  return notFound('not-found', `Could not found board with id of ${id}!`);
}

function listNotFound(id: string) {
  return notFound('not-found', `Could not found list with id of ${id}!`);
}

function cardNotFound(id: string) {
  return notFound('not-found', `Could not found card with id of ${id}!`);
}

function labelNotFound(id: string) {
  return notFound('not-found', `Could not found label with id of ${id}!`);
}
