import { indexAmongAll, moveCard, positionAt, positionBetween, POSITION_STEP } from './board-logic';

const card = (id: string, listId: string, position: number) => ({ id, listId, position });

const board = () => ({
  lists: [
    {
      id: 'a',
      position: POSITION_STEP,
      cards: [card('a1', 'a', 65_536), card('a2', 'a', 131_072)],
    },
    { id: 'b', position: 2 * POSITION_STEP, cards: [card('b1', 'b', 65_536)] },
    { id: 'c', position: 3 * POSITION_STEP, cards: [] },
  ],
});

describe('scrumboard positions on the web', () => {
  it('puts an item halfway between neighbours, half the first, a step after the last', () => {
    expect(positionBetween()).toBe(65_536);
    expect(positionBetween(undefined, 65_536)).toBe(32_768);
    expect(positionBetween(65_536)).toBe(131_072);
    expect(positionBetween(65_536, 131_072)).toBe(98_304);
    expect(positionAt([card('x', 'a', 10), card('y', 'a', 20)], 1)).toBe(15);
  });

  it('moves a card into another list at an index', () => {
    const { board: next, position } = moveCard(board(), { cardId: 'a2', listId: 'b', index: 0 });
    expect(position).toBe(32_768);
    expect(next.lists[0]!.cards.map((one) => one.id)).toEqual(['a1']);
    expect(next.lists[1]!.cards).toEqual([card('a2', 'b', 32_768), card('b1', 'b', 65_536)]);
  });

  it('moves a card to an empty list and within its list', () => {
    expect(moveCard(board(), { cardId: 'a1', listId: 'c', index: 0 }).position).toBe(65_536);
    const within = moveCard(board(), { cardId: 'a1', listId: 'a', index: 1 });
    expect(within.board.lists[0]!.cards.map((one) => one.id)).toEqual(['a2', 'a1']);
    expect(within.position).toBe(131_072 + POSITION_STEP);
  });

  it('leaves the board alone for an unknown card', () => {
    const before = board();
    expect(moveCard(before, { cardId: 'zz', listId: 'a', index: 0 })).toEqual({
      board: before,
      position: null,
    });
  });

  it('counts a place among the cards shown as one among all, a card waiting for Undo kept', () => {
    const all = [{ id: 'a1' }, { id: 'gone' }, { id: 'a2' }, { id: 'last-gone' }];
    const shown = [{ id: 'a1' }, { id: 'a2' }];
    // Before a1, before a2 (after the card whose delete waits), and last.
    expect(indexAmongAll(all, shown, 0)).toBe(0);
    expect(indexAmongAll(all, shown, 1)).toBe(2);
    expect(indexAmongAll(all, shown, 2)).toBe(4);
    // The position then never takes the waiting card's: it stays between its neighbours.
    const positions = [65_536, 131_072, 196_608, 262_144].map((position, i) => ({
      id: all[i].id,
      position,
    }));
    expect(positionAt(positions, indexAmongAll(all, shown, 1))).toBe(163_840);
  });
});
