/**
 * Where cards and lists go when they move: positions step by
 * 65,536, a move takes the number halfway between its new neighbours, and the server
 * renumbers a list when no whole number is left between them.
 */
export const POSITION_STEP = 65_536;

interface Positioned {
  id: string;
  position: number;
}

interface CardLike extends Positioned {
  listId: string;
}

interface BoardLike<C extends CardLike> {
  lists: readonly (Positioned & { cards: readonly C[] })[];
}

/** Where a card goes: a list, and its index among that list's other cards. */
export interface CardMove {
  cardId: string;
  listId: string;
  index: number;
}

/** The position between two neighbours (either may be missing: first, last, or alone). */
export function positionBetween(before?: number, after?: number): number {
  if (before === undefined && after === undefined) return POSITION_STEP;
  if (before === undefined) return after! / 2;
  if (after === undefined) return before + POSITION_STEP;
  return (before + after) / 2;
}

/** The position for an item put at `index` among `others` (in order, without the item). */
export function positionAt(others: readonly Positioned[], index: number): number {
  return positionBetween(others[index - 1]?.position, others[index]?.position);
}

/**
 * The board with the card moved (`move.index` counts the target list's other cards), and
 * the position the card takes. An unknown card or list leaves the board as it is.
 */
export function moveCard<B extends BoardLike<C>, C extends CardLike>(
  board: B,
  move: CardMove,
): { board: B; position: number | null } {
  const card = board.lists.flatMap((list) => list.cards).find((one) => one.id === move.cardId);
  const target = board.lists.find((list) => list.id === move.listId);
  if (!card || !target) return { board, position: null };
  const others = target.cards.filter((one) => one.id !== card.id);
  const index = Math.max(0, Math.min(move.index, others.length));
  const position = positionAt(others, index);
  const moved = { ...card, listId: target.id, position };
  const lists = board.lists.map((list) => {
    if (list.id === target.id) {
      return { ...list, cards: [...others.slice(0, index), moved, ...others.slice(index)] };
    }
    return list.cards.some((one) => one.id === card.id)
      ? { ...list, cards: list.cards.filter((one) => one.id !== card.id) }
      : list;
  });
  return { board: { ...board, lists }, position };
}

/**
 * A place counted among the cards shown (`shown`, in order) as a place among all the
 * list's cards (`all`, in order, with those whose delete waits for its notice): the card
 * goes right before the shown card it was put before, or last. A card brought back by
 * Undo then sits where it was, and no position is taken twice.
 */
export function indexAmongAll(
  all: readonly { id: string }[],
  shown: readonly { id: string }[],
  index: number,
): number {
  const next = shown[index];
  const at = next ? all.findIndex((card) => card.id === next.id) : -1;
  return at < 0 ? all.length : at;
}
