import type { Note, NoteInput } from '../api/notes-api';

/** A checklist line being edited: `id` once the server gave it one, `key` for React. */
export interface DraftTask {
  key: string;
  id?: string;
  content: string;
  completed: boolean;
}

/** What the note dialog edits. */
export interface NoteDraft {
  title: string;
  content: string;
  tasks: DraftTask[] | null;
  /** A URL (saved image), a data URL (picked, not yet saved) or null. */
  image: string | null;
  /** ISO date-time or null. */
  reminder: string | null;
  labels: string[];
}

let nextKey = 1;
export const newTaskKey = () => `task-${nextKey++}`;

export function emptyDraft(labels: string[] = []): NoteDraft {
  return { title: '', content: '', tasks: null, image: null, reminder: null, labels };
}

export function draftOf(note: Note): NoteDraft {
  return {
    title: note.title,
    content: note.content,
    tasks: note.tasks?.map((task) => ({ ...task, key: task.id })) ?? null,
    image: note.image,
    reminder: note.reminder,
    labels: note.labels.map((label) => label.id),
  };
}

/** The draft as the API takes it; empty checklist lines are left out. */
export function inputOf(draft: NoteDraft): Required<Omit<NoteInput, 'archived'>> {
  return {
    title: draft.title.trim(),
    content: draft.content,
    tasks:
      draft.tasks === null
        ? null
        : draft.tasks
            .filter((task) => task.content.trim() !== '')
            .map(({ id, content, completed }) => ({
              ...(id ? { id } : {}),
              content: content.trim(),
              completed,
            })),
    image: draft.image,
    reminder: draft.reminder,
    labels: draft.labels,
  };
}

/** Whether the draft differs from what the note holds (or, new, holds anything). */
export function isDirty(draft: NoteDraft, note: Note | null): boolean {
  const base = note ? draftOf(note) : emptyDraft(draft.labels);
  return JSON.stringify(inputOf(draft)) !== JSON.stringify(inputOf(base));
}

/** Whether a new note would hold anything worth saving. */
export function hasContent(draft: NoteDraft): boolean {
  const input = inputOf(draft);
  return !!(input.title || input.content.trim() || input.tasks?.length || input.image);
}

/** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local input shows an ISO moment. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The ISO moment a datetime-local value names (local time); null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
