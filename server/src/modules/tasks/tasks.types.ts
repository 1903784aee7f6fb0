export const TASK_TYPES = ['task', 'section'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** Task priorities: 0 low, 1 normal, 2 high. */
export const TASK_PRIORITIES = [0, 1, 2] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export interface SubTask {
  id: string;
  title: string;
  completed: boolean;
}

/** One entry of an account's task list: a task, or a section heading the tasks below it. */
export interface Task {
  id: string;
  /** Whose list it is on: tasks are personal. */
  accountId: string;
  type: TaskType;
  title: string;
  /** Plain text, or null. */
  notes: string | null;
  completed: boolean;
  /** ISO date-time, or null. */
  dueDate: string | null;
  priority: TaskPriority;
  /** Ids of the account's task tags. */
  tags: string[];
  /** The id of an account of this console, or null. */
  assignedTo: string | null;
  subTasks: SubTask[];
  /** Position in the account's list, 0 first. */
  order: number;
}

export interface TaskTag {
  id: string;
  accountId: string;
  title: string;
}

/** What data/seed/tasks/tags.json holds: `key` names the tag in tasks.json. */
export interface TaskTagTemplate {
  key: string;
  title: string;
}

/** What data/seed/tasks/tasks.json holds, in list order. */
export interface TaskTemplate {
  type: TaskType;
  title: string;
  notes?: string | null;
  completed?: boolean;
  /** Days from the seeding day (negative: overdue); absent: no due date. */
  dueInDays?: number;
  priority?: TaskPriority;
  /** Keys of tags.json. */
  tags?: string[];
  /** Assigned to the account that owns the list. */
  assignedToSelf?: boolean;
  subTasks?: { title: string; completed: boolean }[];
}
