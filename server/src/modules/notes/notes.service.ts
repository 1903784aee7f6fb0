import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { conflict, invalid, notFound } from '../../common/errors/domain-error';
import { ACCOUNT_CREATED, type AccountCreatedEvent } from '../../common/events/domain-events';
import { type BlobReader, StoreService } from '../../store';
import { sampleNotes } from '../../store/seed/notes';
import { decodeImageDataUrl, NoteImages } from './note-images';
import type {
  NewNoteDto,
  NoteDto,
  NoteFieldsDto,
  NoteLabelDto,
  NotePatchDto,
  NoteWithLabelsDto,
} from './dto/notes.dto';
import { NoteLabelsRepository, NotesRepository } from './notes.repository';
import type { Note, NoteLabel, NoteTask } from './notes.types';

/** The fields a client sets, as they are stored. */
type NoteFields = Pick<
  Note,
  'title' | 'content' | 'tasks' | 'image' | 'reminder' | 'labels' | 'archived'
>;

const EDITABLE: readonly (keyof NoteFields)[] = [
  'title',
  'content',
  'tasks',
  'image',
  'reminder',
  'labels',
  'archived',
];

const newestFirst = (a: Note, b: Note) => b.createdAt.localeCompare(a.createdAt);

/**
 * Notes and note labels, each of one account: another account's records are never seen,
 * and answer as unknown ones do (404).
 */
@Injectable()
export class NotesService {
  constructor(
    private readonly notes: NotesRepository,
    private readonly labels: NoteLabelsRepository,
    private readonly images: NoteImages,
    private readonly store: StoreService,
  ) {}

  // ---------------------------------------------------------------- labels

  labelList(accountId: string): NoteLabelDto[] {
    return this.labels
      .list()
      .filter((label) => label.accountId === accountId)
      .map(toLabelDto);
  }

  /** Adds a label; answers every label of the account, as the original client expects. */
  async createLabel(accountId: string, title: string): Promise<NoteLabelDto[]> {
    await this.labels.mutate((items) => {
      assertTitleFree(items, accountId, title, 'title');
      return { items: [...items, { id: randomUUID(), accountId, title }], result: undefined };
    });
    return this.labelList(accountId);
  }

  async updateLabel(accountId: string, id: string, title: string): Promise<NoteLabelDto[]> {
    await this.labels.mutate((items) => {
      const index = items.findIndex((label) => label.id === id && label.accountId === accountId);
      if (index === -1) throw labelNotFound(id);
      assertTitleFree(items, accountId, title, 'label.title', id);
      return { items: items.with(index, { ...items[index]!, title }), result: undefined };
    });
    return this.labelList(accountId);
  }

  /**
   * Deletes the label and strips it from every note of the account, in one commit: no
   * note is left pointing at a label that is gone. Stripping is not an edit of the note
   * (its `updatedAt` stays).
   */
  async removeLabel(accountId: string, id: string): Promise<NoteLabelDto[]> {
    await this.store.mutateTogether([this.labels, this.notes], ([labels, notes]) => {
      const index = labels.findIndex((label) => label.id === id && label.accountId === accountId);
      if (index === -1) throw labelNotFound(id);
      const stripped = notes.map((note) =>
        note.accountId === accountId && note.labels.includes(id)
          ? { ...note, labels: note.labels.filter((labelId) => labelId !== id) }
          : note,
      );
      return { lists: [labels.toSpliced(index, 1), stripped], result: undefined };
    });
    return this.labelList(accountId);
  }

  // ---------------------------------------------------------------- notes

  /** The account's notes, newest first, each with its label objects. */
  list(accountId: string): NoteWithLabelsDto[] {
    const labels = new Map(
      this.labels
        .list()
        .filter((label) => label.accountId === accountId)
        .map((label) => [label.id, toLabelDto(label)]),
    );
    return this.notes
      .list()
      .filter((note) => note.accountId === accountId)
      .sort(newestFirst)
      .map((note) => ({
        ...toDto(note),
        labels: note.labels.flatMap((id) => labels.get(id) ?? []),
      }));
  }

  async create(accountId: string, input: NewNoteDto): Promise<NoteDto> {
    const image = await this.storeImage(input.image, null, 'note.image');
    const note: Note = {
      id: randomUUID(),
      accountId,
      title: input.title ?? '',
      content: input.content ?? '',
      tasks: input.tasks === undefined || input.tasks === null ? null : toTasks(input.tasks),
      image: image ?? null,
      reminder: toReminder(input.reminder) ?? null,
      labels: [...new Set(input.labels ?? [])],
      archived: input.archived ?? false,
      createdAt: new Date().toISOString(),
      updatedAt: null,
    };
    try {
      await this.store.mutateTogether([this.labels, this.notes], ([labels, notes]) => {
        assertOwnLabels(labels, accountId, note.labels, 'note.labels');
        return { lists: [labels, [...notes, note]], result: undefined };
      });
    } catch (error) {
      await this.images.removeUrl(note.image);
      throw error;
    }
    return toDto(note);
  }

  /**
   * Merges the given fields into the note. `updatedAt` moves only when a value really
   * changes (the original client sends the whole note back on every change).
   */
  async update(accountId: string, patch: NotePatchDto): Promise<NoteDto> {
    const current = this.owned(accountId, patch.id);
    const stored = await this.storeImage(patch.image, current.image, 'updatedNote.image');
    const changes = fieldsOf(patch, stored);
    try {
      return await this.store.mutateTogether([this.labels, this.notes], ([labels, notes]) => {
        const index = notes.findIndex(
          (note) => note.id === patch.id && note.accountId === accountId,
        );
        if (index === -1) throw noteNotFound(patch.id);
        const before = notes[index]!;
        if (changes.labels)
          assertOwnLabels(labels, accountId, changes.labels, 'updatedNote.labels');
        const merged: Note = { ...before, ...changes };
        if (!EDITABLE.some((field) => !sameValue(before[field], merged[field]))) {
          return { lists: [labels, notes], result: toDto(before) };
        }
        const next: Note = { ...merged, updatedAt: new Date().toISOString() };
        return {
          lists: [labels, notes.with(index, next)],
          result: toDto(next),
          removeFiles: before.image !== next.image ? this.images.storedPaths(before.image) : [],
        };
      });
    } catch (error) {
      if (stored !== undefined && stored !== current.image) await this.images.removeUrl(stored);
      throw error;
    }
  }

  /** Deletes the note (and its uploaded image); answers true. */
  remove(accountId: string, id: string): Promise<true> {
    return this.notes.mutate((items) => {
      const index = items.findIndex((note) => note.id === id && note.accountId === accountId);
      if (index === -1) throw noteNotFound(id);
      return {
        items: items.toSpliced(index, 1),
        result: true as const,
        removeFiles: this.images.storedPaths(items[index]!.image),
      };
    });
  }

  /** Adds an unticked line to the note's checklist (making one if it has none). */
  addTask(accountId: string, id: string, content: string): Promise<NoteDto> {
    return this.notes.mutate((items) => {
      const index = items.findIndex((note) => note.id === id && note.accountId === accountId);
      if (index === -1) throw noteNotFound(id);
      const note = items[index]!;
      const next: Note = {
        ...note,
        tasks: [...(note.tasks ?? []), { id: randomUUID(), content, completed: false }],
        updatedAt: new Date().toISOString(),
      };
      return { items: items.with(index, next), result: toDto(next) };
    });
  }

  /** An uploaded image's bytes, for the account one of whose notes shows it. */
  async image(accountId: string, file: string): Promise<BlobReader> {
    const shown = this.notes
      .list()
      .some((note) => note.accountId === accountId && this.images.fileOf(note.image) === file);
    const stored = shown ? await this.images.open(file) : undefined;
    if (!stored) throw notFound('file-missing', `Could not found the image ${file}!`);
    return stored;
  }

  @OnEvent(ACCOUNT_CREATED, { promisify: true })
  async onAccountCreated({ accountId }: AccountCreatedEvent): Promise<void> {
    const sample = sampleNotes(accountId);
    await this.store.mutateTogether([this.labels, this.notes], ([labels, notes]) => ({
      lists: [
        [...labels, ...sample.labels],
        [...notes, ...sample.notes],
      ],
      result: undefined,
    }));
  }

  /**
   * What the note's image becomes: undefined when the input leaves it alone, null to
   * remove it, the current URL to keep it, or a data URL's image stored in the blob store.
   */
  private async storeImage(
    input: string | null | undefined,
    current: string | null,
    field: string,
  ): Promise<string | null | undefined> {
    if (input === undefined || input === null || input === current) return input;
    if (!input.startsWith('data:')) {
      throw invalid(
        'image-invalid',
        'image must be null, a data: URL of an image, or the note’s current image',
        field,
      );
    }
    const decoded = decodeImageDataUrl(input);
    if (!decoded.ok) throw invalid('image-invalid', decoded.reason, field);
    return this.images.save(decoded.bytes, decoded.extension);
  }

  private owned(accountId: string, id: string): Note {
    const note = this.notes.get(id);
    if (!note || note.accountId !== accountId) throw noteNotFound(id);
    return note;
  }
}

/** The stored form of the fields a patch gives (image already stored). */
function fieldsOf(patch: NoteFieldsDto, image: string | null | undefined): Partial<NoteFields> {
  const changes: Partial<NoteFields> = {};
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.content !== undefined) changes.content = patch.content;
  if (patch.tasks !== undefined) changes.tasks = patch.tasks === null ? null : toTasks(patch.tasks);
  if (image !== undefined) changes.image = image;
  if (patch.reminder !== undefined) changes.reminder = toReminder(patch.reminder) ?? null;
  if (patch.labels !== undefined) changes.labels = [...new Set(patch.labels)];
  if (patch.archived !== undefined) changes.archived = patch.archived;
  return changes;
}

/** Checklist lines as stored: each with an id (new lines get one), ids unique. */
function toTasks(tasks: readonly { id?: string; content: string; completed?: boolean }[]) {
  const seen = new Set<string>();
  return tasks.map((task): NoteTask => {
    const id = task.id && !seen.has(task.id) ? task.id : randomUUID();
    seen.add(id);
    return { id, content: task.content, completed: task.completed ?? false };
  });
}

function toReminder(value: string | null | undefined): string | null | undefined {
  return typeof value === 'string' ? new Date(value).toISOString() : value;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function assertOwnLabels(
  labels: readonly NoteLabel[],
  accountId: string,
  ids: readonly string[],
  field: string,
): void {
  const unknown = ids.find(
    (id) => !labels.some((label) => label.id === id && label.accountId === accountId),
  );
  if (unknown) throw invalid('reference-missing', `Unknown note label ${unknown}`, field);
}

function assertTitleFree(
  labels: readonly NoteLabel[],
  accountId: string,
  title: string,
  field: string,
  exceptId?: string,
): void {
  const wanted = title.toLocaleLowerCase();
  const taken = labels.some(
    (label) =>
      label.accountId === accountId &&
      label.id !== exceptId &&
      label.title.toLocaleLowerCase() === wanted,
  );
  if (taken) throw conflict('name-taken', `A note label named ${title} already exists`, field);
}

function toLabelDto({ id, title }: NoteLabel): NoteLabelDto {
  return { id, title };
}

function toDto({ accountId: _accountId, ...note }: Note): NoteDto {
  return {
    ...note,
    tasks: note.tasks?.map((task) => ({ ...task })) ?? null,
    labels: [...note.labels],
  };
}

/** Worded as the original client words a missing note. */
function noteNotFound(id: string) {
  return notFound('not-found', `Could not found the note with id of ${id}!`);
}

function labelNotFound(id: string) {
  return notFound('not-found', `Could not found the note label with id of ${id}!`);
}
