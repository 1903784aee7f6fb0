import type { Note } from '../api/notes-api';

/** What the side panel shows: the notes, those with a reminder, the archive, one label. */
export type NotesFilter =
  | { kind: 'notes' }
  | { kind: 'reminders' }
  | { kind: 'archived' }
  | { kind: 'label'; labelId: string };

/** The path of a filter under apps/notes (each one a link, so a reload keeps it). */
export function filterPath(filter: NotesFilter): string {
  switch (filter.kind) {
    case 'notes':
      return '/apps/notes';
    case 'reminders':
      return '/apps/notes/reminders';
    case 'archived':
      return '/apps/notes/archived';
    case 'label':
      return `/apps/notes/label/${encodeURIComponent(filter.labelId)}`;
  }
}

/** The filter a path names (anything unknown shows the notes). */
export function filterOf(pathname: string, labelId: string | undefined): NotesFilter {
  if (labelId) return { kind: 'label', labelId };
  if (/\/reminders\/?$/i.test(pathname)) return { kind: 'reminders' };
  if (/\/archived\/?$/i.test(pathname)) return { kind: 'archived' };
  return { kind: 'notes' };
}

/**
 * The notes a filter and a search show: the archive holds the archived notes only, every
 * other view the rest. The search looks at titles, contents and checklist lines, in any case.
 */
export function filterNotes(notes: readonly Note[], filter: NotesFilter, query: string): Note[] {
  const needle = query.trim().toLocaleLowerCase();
  return notes.filter((note) => {
    if (filter.kind === 'archived' ? !note.archived : note.archived) return false;
    if (filter.kind === 'reminders' && !note.reminder) return false;
    if (filter.kind === 'label' && !note.labels.some((label) => label.id === filter.labelId)) {
      return false;
    }
    if (!needle) return true;
    return [note.title, note.content, ...(note.tasks ?? []).map((task) => task.content)].some(
      (text) => text.toLocaleLowerCase().includes(needle),
    );
  });
}
