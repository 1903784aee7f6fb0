import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { Task } from '../api/tasks-api';
import { TasksPage } from './TasksPage';

function task(id: string, patch: Partial<Task> = {}): Task {
  return {
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
  };
}

/** The tasks API over an in-memory list; every write is kept, in order. */
function fakeServer() {
  const tasks: Task[] = [
    task('s-week', { type: 'section', title: 'This week' }),
    task('t-call', { title: 'Call the supplier', tags: ['tag-a'], priority: 2 }),
    task('t-write', { title: 'Write the report', completed: true }),
    task('t-plan', { title: 'Plan the fair' }),
  ];
  const writes: { method: string; path: string; body: unknown }[] = [];
  stubFetch(async (request) => {
    const url = new URL(request.url);
    const id = url.searchParams.get('id');
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    if (request.method !== 'GET') writes.push({ method: request.method, path: url.pathname, body });
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /api/apps/tasks/all':
        return jsonResponse(tasks.map((one, order) => ({ ...one, order })));
      case 'GET /api/apps/tasks/tags':
        return jsonResponse([{ id: 'tag-a', title: 'Suppliers' }]);
      case 'GET /api/apps/tasks/task': {
        const found = tasks.find((one) => one.id === id);
        return found
          ? jsonResponse(found)
          : jsonResponse({ statusCode: 404, message: 'Nope', error: 'Not Found' }, 404);
      }
      case 'PATCH /api/apps/tasks/task': {
        const { id: target, task: change } = body as { id: string; task: Partial<Task> };
        const index = tasks.findIndex((one) => one.id === target);
        tasks[index] = { ...tasks[index], ...change };
        return jsonResponse(tasks[index]);
      }
      case 'POST /api/apps/tasks/task': {
        const created = task('t-new', { title: '' });
        tasks.unshift(created);
        return jsonResponse(created, 201);
      }
      default:
        return jsonResponse([]);
    }
  });
  return { tasks, writes };
}

function renderPage(path = '/apps/tasks') {
  return renderRoutes(
    [
      { path: '/apps/tasks', element: <TasksPage /> },
      { path: '/apps/tasks/:taskId', element: <TasksPage /> },
    ],
    { initialEntries: [path] },
  );
}

describe('TasksPage', () => {
  it('lists sections and tasks in order with the remaining and total counts', async () => {
    fakeServer();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Tasks' });
    const rows = within(list).getAllByTestId('task-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('This week'),
      expect.stringContaining('Call the supplier'),
      expect.stringContaining('Write the report'),
      expect.stringContaining('Plan the fair'),
    ]);
    expect(screen.getByTestId('tasks-count')).toHaveTextContent('2 remaining of 3 tasks');
    expect(within(rows[1]).getByText('High')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Suppliers')).toBeInTheDocument();
  });

  it('ticks a task done at once, saves it and says so', async () => {
    const server = fakeServer();
    const { user } = renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Mark Plan the fair as done' });
    await user.click(box);
    expect(await screen.findByText('“Plan the fair” completed')).toBeInTheDocument();
    expect(server.writes).toContainEqual({
      method: 'PATCH',
      path: '/api/apps/tasks/task',
      body: { id: 't-plan', task: { completed: true } },
    });
    expect(screen.getByTestId('tasks-count')).toHaveTextContent('1 remaining of 3 tasks');
  });

  it('filters by tag, keeping the section and turning dragging off', async () => {
    fakeServer();
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Tasks' });
    expect(screen.getAllByRole('button', { name: /^Move / })).toHaveLength(4);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), 'tag-a');
    const rows = screen.getAllByTestId('task-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Call the supplier');
    expect(screen.queryAllByRole('button', { name: /^Move / })).toHaveLength(0);
  });

  it('opens the details from the path and saves the title once typing settles', async () => {
    const server = fakeServer();
    const { user } = renderPage('/apps/tasks/t-plan');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Plan the fair');
    await user.clear(title);
    await user.type(title, 'Plan the job fair');
    const patches = () => server.writes.filter((write) => write.method === 'PATCH');
    // Nothing while typing: one save once it settles, with the whole text.
    expect(patches()).toHaveLength(0);
    await waitFor(() => expect(patches()).toHaveLength(1), { timeout: 3000 });
    expect(patches()[0].body).toEqual({ id: 't-plan', task: { title: 'Plan the job fair' } });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Tasks' });
    expect(within(list).getByRole('link', { name: 'Plan the job fair' })).toBeInTheDocument();
  });

  it('adds a task first and opens it', async () => {
    fakeServer();
    const { user, router } = renderPage();
    await screen.findByRole('list', { name: 'Tasks' });
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('Task added')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/tasks/t-new'));
  });

  it('says when a task of the path does not exist', async () => {
    fakeServer();
    renderPage('/apps/tasks/t-gone');
    expect(await screen.findByText('Task not found')).toBeInTheDocument();
  });
});
