/**
 * The tasks' samples, from data/seed/tasks: one account's tags and task list (the
 * administrator's at seeding time; every new account gets its own, see TasksService).
 */
import { randomUUID } from 'node:crypto';
import type { Task, TaskTag, TaskTagTemplate, TaskTemplate } from '../../modules/tasks/tasks.types';
import { ADMIN_ACCOUNT_ID } from './accounts';
import { type AreaSeeds, perContext } from './context';
import { readSeedJson } from './seed-files';

const DAY_MS = 86_400_000;

/** The sample tags and tasks of one account, with fresh ids and due dates near `now`. */
export function sampleTasks(
  accountId: string,
  now = new Date(),
): { tags: TaskTag[]; tasks: Task[] } {
  const tagIds = new Map<string, string>();
  const tags = readSeedJson<TaskTagTemplate[]>('tasks/tags.json').map((template) => {
    const tag: TaskTag = { id: randomUUID(), accountId, title: template.title };
    tagIds.set(template.key, tag.id);
    return tag;
  });
  const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);
  const tasks = readSeedJson<TaskTemplate[]>('tasks/tasks.json').map((template, order): Task => ({
    id: randomUUID(),
    accountId,
    type: template.type,
    title: template.title,
    notes: template.notes ?? null,
    completed: template.completed ?? false,
    dueDate:
      template.dueInDays === undefined
        ? null
        : new Date(noon + template.dueInDays * DAY_MS).toISOString(),
    priority: template.priority ?? 1,
    tags: (template.tags ?? []).map((key) => {
      const id = tagIds.get(key);
      if (!id) throw new Error(`data/seed/tasks/tasks.json names an unknown tag "${key}"`);
      return id;
    }),
    assignedTo: template.assignedToSelf ? accountId : null,
    subTasks: (template.subTasks ?? []).map((subTask) => ({ id: randomUUID(), ...subTask })),
    order,
  }));
  return { tags, tasks };
}

// One sample per context for the two collections it fills: each task's tags line up.
const adminTasksFor = perContext(() => sampleTasks(ADMIN_ACCOUNT_ID));

export const TASK_SEEDS = {
  'task-tags': (context) => adminTasksFor(context).tags,
  tasks: (context) => adminTasksFor(context).tasks,
} satisfies AreaSeeds;
