import type { Note } from '../api/notes-api';
import { filterNotes, filterOf, filterPath } from './filters';

const note = (over: Partial<Note>): Note => ({
  id: over.title ?? 'id',
  title: '',
  content: '',
  tasks: null,
  image: null,
  reminder: null,
  labels: [],
  archived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: null,
  ...over,
});

const work = { id: 'w', title: 'Work' };
const NOTES = [
  note({ title: 'Plan', content: 'Quarterly Budget', labels: [work] }),
  note({ title: 'Shopping', tasks: [{ id: 't', content: 'Oat milk', completed: false }] }),
  note({ title: 'Call', reminder: '2030-01-01T10:00:00.000Z' }),
  note({ title: 'Old', archived: true, labels: [work], reminder: '2020-01-01T10:00:00.000Z' }),
];
const titles = (notes: Note[]) => notes.map((one) => one.title);

describe('filterNotes', () => {
  it('shows the notes that are not archived, and the archive the others', () => {
    expect(titles(filterNotes(NOTES, { kind: 'notes' }, ''))).toEqual(['Plan', 'Shopping', 'Call']);
    expect(titles(filterNotes(NOTES, { kind: 'archived' }, ''))).toEqual(['Old']);
  });

  it('filters by reminder and by label, leaving archived notes out', () => {
    expect(titles(filterNotes(NOTES, { kind: 'reminders' }, ''))).toEqual(['Call']);
    expect(titles(filterNotes(NOTES, { kind: 'label', labelId: 'w' }, ''))).toEqual(['Plan']);
  });

  it('searches titles, contents and checklist lines in any case', () => {
    expect(titles(filterNotes(NOTES, { kind: 'notes' }, 'budget'))).toEqual(['Plan']);
    expect(titles(filterNotes(NOTES, { kind: 'notes' }, ' OAT '))).toEqual(['Shopping']);
    expect(titles(filterNotes(NOTES, { kind: 'notes' }, 'call'))).toEqual(['Call']);
    expect(filterNotes(NOTES, { kind: 'notes' }, 'nothing like it')).toEqual([]);
  });
});

describe('filter paths', () => {
  it.each([
    [{ kind: 'notes' } as const, '/apps/notes'],
    [{ kind: 'reminders' } as const, '/apps/notes/reminders'],
    [{ kind: 'archived' } as const, '/apps/notes/archived'],
    [{ kind: 'label', labelId: 'a b' } as const, '/apps/notes/label/a%20b'],
  ])('%p is at %s and back', (filter, path) => {
    expect(filterPath(filter)).toBe(path);
    const labelId = filter.kind === 'label' ? filter.labelId : undefined;
    expect(filterOf(path, labelId)).toEqual(filter);
  });
});
