import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListExport } from '../../../components/data-table/ListExport';
import { type ExportColumn } from '../../../components/data-table/record-export';
import type { Notice } from '../../../components/toasts/Toasts';
import { fetchTasksForExport, type Task, type TaskAssignee, type TaskTag } from '../api/tasks-api';
import { filterByTag } from '../lib/task-list';

/** A task as the export writes it: under its section, tags and assignee by name. */
export interface TaskRow {
  task: Task;
  section: string;
  tags: string[];
  assignee: string;
}

/** The tasks the list shows for a tag filter (sections become a column), in list order. */
export function taskRows(
  tasks: readonly Task[],
  tags: readonly TaskTag[],
  assignees: readonly TaskAssignee[],
  tagId: string | null,
): TaskRow[] {
  const tagNames = new Map(tags.map((tag) => [tag.id, tag.title]));
  const people = new Map(assignees.map((person) => [person.id, person.name]));
  const rows: TaskRow[] = [];
  let section = '';
  for (const task of filterByTag(tasks, tagId)) {
    if (task.type === 'section') {
      section = task.title;
      continue;
    }
    rows.push({
      task,
      section,
      tags: task.tags.map((id) => tagNames.get(id) ?? id),
      assignee: task.assignedTo ? (people.get(task.assignedTo) ?? '') : '',
    });
  }
  return rows;
}

const PRIORITY = ['low', 'normal', 'high'] as const;

/** Export of the task list as filtered by tag (`tagId`). */
export function TasksExport({
  tagId,
  total,
  notify,
}: {
  tagId: string | null;
  total: number | undefined;
  notify?: (variant: Notice['variant'], text: string) => void;
}) {
  const { t } = useTranslation();
  const columns = useMemo<ExportColumn<TaskRow>[]>(
    () => [
      { label: t('listExport.tasks.section'), value: (row) => row.section },
      { label: t('listExport.tasks.title'), value: (row) => row.task.title },
      {
        label: t('listExport.tasks.completed'),
        value: (row) => t(row.task.completed ? 'listExport.yes' : 'listExport.no'),
      },
      {
        label: t('listExport.tasks.priority'),
        value: (row) => t(`tasks.priority.${PRIORITY[row.task.priority] ?? 'normal'}`),
      },
      {
        label: t('listExport.tasks.dueDate'),
        value: (row) => row.task.dueDate?.slice(0, 10) ?? '',
      },
      { label: t('listExport.tasks.tags'), value: (row) => row.tags },
      { label: t('listExport.tasks.assignee'), value: (row) => row.assignee },
      {
        label: t('listExport.tasks.subTasks'),
        value: (row) =>
          row.task.subTasks.length
            ? `${row.task.subTasks.filter((sub) => sub.completed).length}/${row.task.subTasks.length}`
            : '',
      },
      { label: t('listExport.tasks.notes'), value: (row) => row.task.notes },
    ],
    [t],
  );
  return (
    <ListExport
      id="tasks"
      fileBase={tagId ? 'tasks-filtered' : 'tasks'}
      title={t('routes.tasks')}
      columns={columns}
      load={async ({ signal, onProgress }) => {
        const { tasks, tags, assignees } = await fetchTasksForExport(signal);
        const rows = taskRows(tasks, tags, assignees, tagId);
        onProgress?.(rows.length, rows.length);
        return rows;
      }}
      total={total ?? 'unknown'}
      notify={notify}
      className="ms-auto"
      size="sm"
    />
  );
}
