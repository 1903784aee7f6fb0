import type { Task } from '../api/tasks-api';
import {
  countTasks,
  filterByTag,
  fromDateInput,
  isOverdue,
  moveId,
  toDateInput,
} from './task-list';

const task = (id: string, patch: Partial<Task> = {}): Task => ({
  id,
  type: 'task',
  title: id,
  notes: null,
  completed: false,
  dueDate: null,
  priority: 1,
  tags: [],
  assignedTo: null,
  subTasks: [],
  order: 0,
  ...patch,
});
const section = (id: string) => task(id, { type: 'section' });

describe('task list helpers', () => {
  it('moves an id', () => {
    expect(moveId(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveId(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('counts remaining and total tasks, not sections', () => {
    expect(
      countTasks([section('s'), task('a'), task('b', { completed: true }), task('c')]),
    ).toEqual({ remaining: 2, total: 3 });
  });

  it('filters by tag, keeping the sections of the tasks shown', () => {
    const list = [
      section('s1'),
      task('a', { tags: ['x'] }),
      task('b'),
      section('s2'),
      task('c'),
      section('s3'),
      task('d', { tags: ['x'] }),
    ];
    expect(filterByTag(list, 'x').map((one) => one.id)).toEqual(['s1', 'a', 's3', 'd']);
    expect(filterByTag(list, null)).toHaveLength(7);
  });

  it('converts days for the date input and back, at local noon', () => {
    const iso = fromDateInput('2026-03-09')!;
    expect(new Date(iso).getHours()).toBe(12);
    expect(toDateInput(iso)).toBe('2026-03-09');
    expect(fromDateInput('')).toBeNull();
    expect(toDateInput(null)).toBe('');
  });

  it('is overdue before today when not completed', () => {
    const now = new Date(2026, 2, 10, 9);
    expect(
      isOverdue({ dueDate: new Date(2026, 2, 9, 12).toISOString(), completed: false }, now),
    ).toBe(true);
    expect(
      isOverdue({ dueDate: new Date(2026, 2, 10, 12).toISOString(), completed: false }, now),
    ).toBe(false);
    expect(
      isOverdue({ dueDate: new Date(2026, 2, 9, 12).toISOString(), completed: true }, now),
    ).toBe(false);
    expect(isOverdue({ dueDate: null, completed: false }, now)).toBe(false);
  });
});
