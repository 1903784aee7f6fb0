import { screen } from '@testing-library/react';
import { captureDownloads, exportWholeListAsCsv } from '../../../test/downloads';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import type { Task } from '../api/tasks-api';
import { TasksExport } from './TasksExport';

function task(id: string, title: string, extra: Partial<Task> = {}): Task {
  return {
    id,
    type: 'task',
    notes: null,
    dueDate: null,
    priority: 1,
    tags: [],
    assignedTo: null,
    subTasks: [],
    title,
    completed: false,
    order: 0,
    ...extra,
  };
}

const TASKS: Task[] = [
  task('s1', 'Hiring', { type: 'section' }),
  task('t1', 'Call Ana', { tags: ['urgent'], assignedTo: 'u1', priority: 2 }),
  task('t2', 'File papers'),
  task('s2', 'Rewards', { type: 'section' }),
  task('t3', 'Order mugs', {
    tags: ['urgent'],
    completed: true,
    dueDate: '2026-12-01T12:00:00.000Z',
    subTasks: [
      { id: 'x1', title: 'Pick', completed: true },
      { id: 'x2', title: 'Pay', completed: false },
    ],
  }),
];

describe('TasksExport', () => {
  it('exports the tasks the tag filter shows, under their sections, names for ids', async () => {
    stubFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/tags')) return jsonResponse([{ id: 'urgent', title: 'Urgent' }]);
      if (url.pathname.endsWith('/assignees')) {
        return jsonResponse(
          url.searchParams.get('id') === 'u1'
            ? [{ id: 'u1', avatar: null, name: 'Rosa Díaz', email: 'rosa@talento.local' }]
            : [],
        );
      }
      return jsonResponse(TASKS);
    });
    const downloads = captureDownloads();
    const { user } = renderWithProviders(<TasksExport tagId="urgent" total={2} />);
    await exportWholeListAsCsv(user);
    await screen.findByText(/2 rows exported/);
    expect(downloads.names[0]).toMatch(/^tasks-filtered-\d{4}/);
    expect(await downloads.csv()).toEqual([
      'Section,Task,Done,Priority,Due date,Tags,Assigned to,Subtasks done,Notes',
      'Hiring,Call Ana,No,High,,Urgent,Rosa Díaz,,',
      'Rewards,Order mugs,Yes,Normal,2026-12-01,Urgent,,1/2,',
    ]);
    downloads.restore();
  });
});
