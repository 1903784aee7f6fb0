/**
 * The scrumboard's records. A board is shared by its members
 * (accounts of this console); its lists, cards and labels carry the board's id.
 */
export interface Board {
  id: string;
  title: string;
  description: string | null;
  /** An icon name of the original client's sets (`heroicons_outline:rectangle-group`). */
  icon: string | null;
  /** When anything in the board last changed (ISO date-time). */
  lastActivity: string;
  /** Account ids, in the order they joined; never empty. */
  members: string[];
}

export interface BoardList {
  id: string;
  boardId: string;
  /** Lists show in ascending position; positions step by POSITION_STEP. */
  position: number;
  title: string;
}

export interface Card {
  id: string;
  boardId: string;
  listId: string;
  /** Cards show in ascending position within their list. */
  position: number;
  title: string;
  /** Plain text (shown as text, never as HTML). */
  description: string | null;
  /** Ids of the board's labels. */
  labels: string[];
  /** ISO date-time, or null. */
  dueDate: string | null;
  /** Account ids of the board's members working on the card. */
  members: string[];
}

export interface BoardLabel {
  id: string;
  boardId: string;
  title: string;
}

/** The four collections of the app, as one change sees them. */
export interface ScrumboardState {
  boards: readonly Board[];
  lists: readonly BoardList[];
  cards: readonly Card[];
  labels: readonly BoardLabel[];
}
