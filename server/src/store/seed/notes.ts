/**
 * The notes' samples, from data/seed/notes: one account's labels and notes (the
 * administrator's at seeding time; every new account gets its own, see NotesService).
 */
import { randomUUID } from 'node:crypto';
import type { Note, NoteLabel, NoteTemplate } from '../../modules/notes/notes.types';
import { ADMIN_ACCOUNT_ID } from './accounts';
import { type AreaSeeds, perContext } from './context';
import { minutesAgo, readSeedJson } from './seed-files';

/** The sample labels and notes of one account, each with ids of its own. */
export function sampleNotes(
  accountId: string,
  now = new Date(),
): { labels: NoteLabel[]; notes: Note[] } {
  const labels = readSeedJson<string[]>('notes/labels.json').map((title) => ({
    id: randomUUID(),
    accountId,
    title,
  }));
  const labelId = (title: string) => {
    const label = labels.find((one) => one.title === title);
    if (!label) throw new Error(`data/seed/notes/notes.json names an unknown label "${title}"`);
    return label.id;
  };
  const notes = readSeedJson<NoteTemplate[]>('notes/notes.json').map((template): Note => ({
    id: randomUUID(),
    accountId,
    title: template.title,
    content: template.content,
    tasks:
      template.tasks?.map((task) => ({
        id: randomUUID(),
        content: task.content,
        completed: task.completed,
      })) ?? null,
    image: template.image,
    reminder:
      template.reminderInMinutes === null ? null : minutesAgo(-template.reminderInMinutes, now),
    labels: template.labels.map(labelId),
    archived: template.archived,
    createdAt: minutesAgo(template.minutesAgo, now),
    updatedAt:
      template.editedMinutesAgo === null ? null : minutesAgo(template.editedMinutesAgo, now),
  }));
  return { labels, notes };
}

// One sample per context for the two collections it fills: each note's labels exist.
const adminNotesFor = perContext(() => sampleNotes(ADMIN_ACCOUNT_ID));

export const NOTES_SEEDS = {
  'note-labels': (context) => adminNotesFor(context).labels,
  notes: (context) => adminNotesFor(context).notes,
} satisfies AreaSeeds;
