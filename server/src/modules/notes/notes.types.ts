/** One line of a note's checklist. */
export interface NoteTask {
  id: string;
  content: string;
  completed: boolean;
}

/** A note of one account. */
export interface Note {
  id: string;
  accountId: string;
  title: string;
  /** Plain text (never HTML: the web shows it as text). */
  content: string;
  /** The checklist, or null for a note without one. */
  tasks: NoteTask[] | null;
  /**
   * The image's URL, or null: an upload in the blob store
   * (`/api/apps/notes/images/<file>`, served to the note's account only) or a sample
   * image (`/api/images/notes/<file>`).
   */
  image: string | null;
  /** ISO date-time, or null. */
  reminder: string | null;
  /** Ids of the account's note labels. */
  labels: string[];
  archived: boolean;
  createdAt: string;
  /** null until the note is first edited. */
  updatedAt: string | null;
}

/** A label of one account's notes. */
export interface NoteLabel {
  id: string;
  accountId: string;
  title: string;
}

/** What data/seed/notes/notes.json holds: one sample note, its labels named by title. */
export interface NoteTemplate {
  title: string;
  content: string;
  tasks: { content: string; completed: boolean }[] | null;
  image: string | null;
  /** Minutes from now (negative: past) of the reminder, or null. */
  reminderInMinutes: number | null;
  labels: string[];
  archived: boolean;
  minutesAgo: number;
  /** Minutes ago the note was last edited, or null when never. */
  editedMinutesAgo: number | null;
}
