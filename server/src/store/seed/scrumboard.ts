/**
 * The scrumboard's samples, from data/seed/scrumboard: a few boards with their lists,
 * cards and labels, the administrator their member. Due dates count from the day of
 * seeding, so that the sample always has cards due soon and one overdue.
 */
import { randomUUID } from 'node:crypto';
import { POSITION_STEP } from '../../modules/scrumboard/positions';
import type {
  Board,
  BoardLabel,
  BoardList,
  Card,
  ScrumboardState,
} from '../../modules/scrumboard/scrumboard.types';
import { ADMIN_ACCOUNT_ID } from './accounts';
import { type AreaSeeds, perContext } from './context';
import { minutesAgo, readSeedJson } from './seed-files';

interface CardTemplate {
  title: string;
  description?: string;
  /** Label titles of the board. */
  labels?: string[];
  /** Days from the day of seeding (negative: overdue); no due date when left out. */
  dueInDays?: number;
  /** The administrator works on the card. */
  admin?: boolean;
}

interface BoardTemplate {
  title: string;
  description: string;
  icon: string;
  minutesAgo: number;
  labels: string[];
  lists: { title: string; cards: CardTemplate[] }[];
}

/** Noon UTC `days` from `now`'s day: the same calendar day in every time zone of the Americas and Europe. */
function dueDate(days: number, now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString();
}

export function sampleScrumboard(now = new Date()): {
  [K in keyof ScrumboardState]: ScrumboardState[K] extends readonly (infer T)[] ? T[] : never;
} {
  const boards: Board[] = [];
  const lists: BoardList[] = [];
  const cards: Card[] = [];
  const labels: BoardLabel[] = [];
  for (const template of readSeedJson<BoardTemplate[]>('scrumboard/boards.json')) {
    const boardId = randomUUID();
    boards.push({
      id: boardId,
      title: template.title,
      description: template.description,
      icon: template.icon,
      lastActivity: minutesAgo(template.minutesAgo, now),
      members: [ADMIN_ACCOUNT_ID],
    });
    const labelIds = new Map<string, string>();
    for (const title of template.labels) {
      const label = { id: randomUUID(), boardId, title };
      labelIds.set(title, label.id);
      labels.push(label);
    }
    template.lists.forEach((listTemplate, listIndex) => {
      const listId = randomUUID();
      lists.push({
        id: listId,
        boardId,
        position: (listIndex + 1) * POSITION_STEP,
        title: listTemplate.title,
      });
      listTemplate.cards.forEach((card, cardIndex) => {
        cards.push({
          id: randomUUID(),
          boardId,
          listId,
          position: (cardIndex + 1) * POSITION_STEP,
          title: card.title,
          description: card.description ?? null,
          labels: (card.labels ?? []).map((title) => {
            const id = labelIds.get(title);
            if (!id) throw new Error(`Sample card "${card.title}" names unknown label ${title}`);
            return id;
          }),
          dueDate: card.dueInDays === undefined ? null : dueDate(card.dueInDays, now),
          members: card.admin ? [ADMIN_ACCOUNT_ID] : [],
        });
      });
    });
  }
  return { boards, lists, cards, labels };
}

// One sample per context for the four collections it fills: each card in its list.
const sampleFor = perContext(() => sampleScrumboard());

export const SCRUMBOARD_SEEDS = {
  'scrumboard-boards': (context) => sampleFor(context).boards,
  'scrumboard-lists': (context) => sampleFor(context).lists,
  'scrumboard-cards': (context) => sampleFor(context).cards,
  'scrumboard-labels': (context) => sampleFor(context).labels,
} satisfies AreaSeeds;
