/** A board of two lists, To do and Done, as the scrumboard API answers it in tests. */
import type { Board, Card } from '../api/scrumboard-api';

export const BOARD_ID = 'b0a4d000-0000-4000-8000-000000000001';
/** The gap between neighbours' positions, as the server spaces them. */
export const STEP = 65_536;

export function card(id: string, listId: string, position: number, title = `Card ${id}`): Card {
  return {
    id,
    boardId: BOARD_ID,
    listId,
    position,
    title,
    description: null,
    labels: [],
    dueDate: null,
    members: [],
  };
}

/** The board with each card in its list (`todo` or `done`), in the order of its position. */
export function boardWith(cards: readonly Card[]): Board {
  return {
    id: BOARD_ID,
    title: 'Sprint',
    description: null,
    icon: null,
    lastActivity: '2026-01-01T09:00:00.000Z',
    members: [],
    labels: [],
    lists: [
      { id: 'todo', title: 'To do' },
      { id: 'done', title: 'Done' },
    ].map((list, index) => ({
      ...list,
      boardId: BOARD_ID,
      position: (index + 1) * STEP,
      cards: cards.filter((one) => one.listId === list.id).sort((a, b) => a.position - b.position),
    })),
  };
}
