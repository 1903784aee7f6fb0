import type { Task } from '../api/tasks-api';

/** The ids with the one at `from` moved to `to` (both 0-based). */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** Remaining (not completed) and total tasks; sections do not count. */
export function countTasks(tasks: readonly Task[]): { remaining: number; total: number } {
  const only = tasks.filter((task) => task.type === 'task');
  return {
    remaining: only.filter((task) => !task.completed).length,
    total: only.length,
  };
}

/**
 * What the list shows: with a tag chosen, the tasks that carry it and the sections they
 * sit under (sections without such a task go); without one, everything.
 */
export function filterByTag(tasks: readonly Task[], tagId: string | null): Task[] {
  if (!tagId) return [...tasks];
  const shown: Task[] = [];
  let section: Task | null = null;
  for (const task of tasks) {
    if (task.type === 'section') {
      section = task;
      continue;
    }
    if (!task.tags.includes(tagId)) continue;
    if (section) {
      shown.push(section);
      section = null;
    }
    shown.push(task);
  }
  return shown;
}

/** Local calendar day of an ISO date-time, as <input type="date"> takes it. */
export function toDateInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day from <input type="date"> as an ISO date-time at local noon; '' is null. */
export function fromDateInput(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12).toISOString();
}

/** Due before today (local days) and not done yet. */
export function isOverdue(task: Pick<Task, 'dueDate' | 'completed'>, now = new Date()): boolean {
  if (!task.dueDate || task.completed) return false;
  const due = new Date(task.dueDate);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return due.getTime() < today.getTime();
}
