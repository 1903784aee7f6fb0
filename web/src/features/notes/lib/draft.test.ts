import type { Note } from '../api/notes-api';
import {
  draftOf,
  emptyDraft,
  fromLocalInput,
  hasContent,
  inputOf,
  isDirty,
  toLocalInput,
} from './draft';

const NOTE: Note = {
  id: 'n1',
  title: 'Shopping',
  content: 'For the weekend',
  tasks: [{ id: 't1', content: 'Milk', completed: false }],
  image: null,
  reminder: '2030-05-06T07:08:00.000Z',
  labels: [{ id: 'l1', title: 'Family' }],
  archived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: null,
};

describe('note drafts', () => {
  it('round-trips a note: label ids, task ids kept, nothing dirty', () => {
    const draft = draftOf(NOTE);
    expect(draft.labels).toEqual(['l1']);
    expect(isDirty(draft, NOTE)).toBe(false);
    expect(inputOf(draft)).toEqual({
      title: 'Shopping',
      content: 'For the weekend',
      tasks: [{ id: 't1', content: 'Milk', completed: false }],
      image: null,
      reminder: '2030-05-06T07:08:00.000Z',
      labels: ['l1'],
    });
  });

  it('leaves empty checklist lines out and new lines without an id', () => {
    const draft = draftOf(NOTE);
    draft.tasks = [
      ...draft.tasks!,
      { key: 'a', content: '  Bread ', completed: true },
      { key: 'b', content: '   ', completed: false },
    ];
    expect(inputOf(draft).tasks).toEqual([
      { id: 't1', content: 'Milk', completed: false },
      { content: 'Bread', completed: true },
    ]);
    expect(isDirty(draft, NOTE)).toBe(true);
  });

  it('knows when a new note holds something', () => {
    expect(hasContent(emptyDraft())).toBe(false);
    expect(hasContent({ ...emptyDraft(), tasks: [] })).toBe(false);
    expect(hasContent({ ...emptyDraft(), title: ' Hi ' })).toBe(true);
    expect(
      hasContent({ ...emptyDraft(), tasks: [{ key: 'k', content: 'x', completed: false }] }),
    ).toBe(true);
  });

  it('converts reminders between ISO and the datetime-local input', () => {
    const local = toLocalInput(NOTE.reminder);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(NOTE.reminder);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });
});
