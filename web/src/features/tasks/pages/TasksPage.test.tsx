import { act, screen, waitFor, within } from '@testing-library/react';
import { ACTION_NOTICE_DELAY_MS } from '../../../components/toasts/Toasts';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { resetScreen, setWideScreen } from '../../../test/media';
import { type RenderOptions, renderRoutes } from '../../../test/render';
import { versionConflictResponse, VERSIONS } from '../../../test/version-conflict';
import type { Task } from '../api/tasks-api';
import { AUTOSAVE_DELAY_MS } from '../components/useAutosaveText';
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
  const writes: { method: string; path: string; body: unknown; ifMatch?: string | null }[] = [];
  /** Someone else's change to a task, met by the next delete of it. */
  const changedMeanwhile = new Map<string, Task>();
  stubFetch(async (request) => {
    const url = new URL(request.url);
    const id = url.searchParams.get('id');
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    if (request.method === 'DELETE') {
      writes.push({
        method: 'DELETE',
        path: url.pathname,
        body: { id },
        ifMatch: request.headers.get('If-Match'),
      });
    } else if (request.method !== 'GET') {
      writes.push({ method: request.method, path: url.pathname, body });
    }
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
      case 'DELETE /api/apps/tasks/task': {
        const theirs = changedMeanwhile.get(id!);
        if (theirs) {
          changedMeanwhile.delete(id!);
          tasks[tasks.findIndex((one) => one.id === id)] = theirs;
          return versionConflictResponse(theirs);
        }
        tasks.splice(
          tasks.findIndex((one) => one.id === id),
          1,
        );
        return jsonResponse(true);
      }
      case 'PATCH /api/apps/tasks/order': {
        const { tasks: order } = body as { tasks: { id: string }[] };
        const byId = new Map(tasks.map((one) => [one.id, one]));
        tasks.splice(0, tasks.length, ...order.map(({ id: one }) => byId.get(one)!));
        return jsonResponse(tasks.map((one, index) => ({ ...one, order: index })));
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
  return { tasks, writes, changedMeanwhile };
}

/** The page at `path`, with `earlier` addresses before it in the history (for Back). */
function renderPage(
  path = '/apps/tasks',
  { earlier = [], fakeClock }: RenderOptions & { earlier?: string[] } = {},
) {
  return renderRoutes(
    [
      { path: '/apps/tasks', element: <TasksPage /> },
      { path: '/apps/tasks/:taskId', element: <TasksPage /> },
    ],
    { initialEntries: [...earlier, path], fakeClock },
  );
}

describe('TasksPage', () => {
  afterEach(() => jest.useRealTimers());

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
    // On the fake clock, typing settles when the test says, however slow the keys come.
    jest.useFakeTimers();
    const server = fakeServer();
    const { user } = renderPage('/apps/tasks/t-plan', { fakeClock: true });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Plan the fair');
    await user.clear(title);
    await user.type(title, 'Plan the job fair');
    const patches = () => server.writes.filter((write) => write.method === 'PATCH');
    // Nothing while typing: one save once it settles, with the whole text.
    expect(patches()).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0].body).toEqual({ id: 't-plan', task: { title: 'Plan the job fair' } });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Tasks' });
    expect(
      await within(list).findByRole('link', { name: 'Plan the job fair' }),
    ).toBeInTheDocument();
  });

  it('adds a task first and opens it', async () => {
    fakeServer();
    const { user, router } = renderPage();
    await screen.findByRole('list', { name: 'Tasks' });
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('Task added')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/tasks/t-new'));
  });

  it('adds one task for a double click on Add', async () => {
    const server = fakeServer();
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Tasks' });
    await user.dblClick(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('Task added')).toBeInTheDocument();
    const creations = server.writes.filter(
      (write) => write.method === 'POST' && write.path.startsWith('/api/apps/tasks'),
    );
    expect(creations).toHaveLength(1);
  });

  it('says when a task of the path does not exist', async () => {
    fakeServer();
    renderPage('/apps/tasks/t-gone');
    expect(await screen.findByText('Task not found')).toBeInTheDocument();
  });
});

const titles = () =>
  within(screen.getByRole('list', { name: 'Tasks' }))
    .getAllByTestId('task-row')
    .map((row) => row.querySelector('.task-row__title, .task-row__section-title')?.textContent);
const ALL = ['Section: This week', 'Call the supplier', 'Write the report', 'Plan the fair'];

/** Opens a task's details and deletes it, confirmed; answers the notice that offers Undo. */
async function deleteFromDetails(user: ReturnType<typeof renderPage>['user'], title: string) {
  await user.click(await screen.findByRole('link', { name: title }));
  await user.click(await screen.findByRole('button', { name: 'Delete the task' }));
  const question = await screen.findByRole('dialog', { name: 'Delete task' });
  await user.click(within(question).getByRole('button', { name: 'Delete' }));
  return (await screen.findByText(`“${title}” deleted`)).closest('.toast') as HTMLElement;
}

describe('TasksPage, deleting a task with Undo', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  const deletesOf = (server: ReturnType<typeof fakeServer>) =>
    server.writes.filter((write) => write.method === 'DELETE');

  it('takes the task out at once and puts it back in its place on Undo, sending nothing', async () => {
    const server = fakeServer();
    const { user, unmount } = renderPage();
    await screen.findByRole('list', { name: 'Tasks' });
    const toast = await deleteFromDetails(user, 'Write the report');
    expect(titles()).toEqual(['Section: This week', 'Call the supplier', 'Plan the fair']);
    expect(screen.getByTestId('tasks-count')).toHaveTextContent('2 remaining of 2 tasks');

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Write the report is back.')).toBeInTheDocument();
    expect(titles()).toEqual(ALL);
    unmount();
    expect(deletesOf(server)).toEqual([]);
  });

  it('sends the delete, with the version shown, when its notice’s time is up', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const server = fakeServer();
    server.tasks[2] = { ...server.tasks[2], version: VERSIONS.read };
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Tasks' });
    await deleteFromDetails(user, 'Write the report');
    expect(deletesOf(server)).toEqual([]);

    // The notice's clock runs once the question has closed (the focus back on the page).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => jest.advanceTimersByTime(ACTION_NOTICE_DELAY_MS));
    // Back to the real clock for the request and what follows it.
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
    await waitFor(() =>
      expect(deletesOf(server)).toEqual([
        expect.objectContaining({ body: { id: 't-write' }, ifMatch: `"${VERSIONS.read}"` }),
      ]),
    );
    expect(screen.queryByText('“Write the report” deleted')).not.toBeInTheDocument();
    await waitFor(() => expect(server.tasks.map((one) => one.id)).not.toContain('t-write'));
    expect(titles()).toEqual(['Section: This week', 'Call the supplier', 'Plan the fair']);
  });

  it('keeps a task whose delete waits in the order sent by a move, so Undo finds its place', async () => {
    // dnd-kit measures and moves on animation frames, which jsdom draws on a clock: a fake
    // one, running on by itself.
    jest.useFakeTimers({ advanceTimers: true });
    const server = fakeServer();
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Tasks' });
    const toast = await deleteFromDetails(user, 'Write the report');

    // The question closed, so the focus stays where the keyboard puts it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Rows laid out 40 px apart, as a browser would (jsdom lays nothing out).
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const row = this.closest('[data-task-id]');
      const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 40, width: 600, height: 40 });
    });
    // Plan the fair up one place with the keyboard: over Call the supplier.
    screen
      .getByRole('button', { name: 'Move Plan the fair (drag, or Space then arrow keys)' })
      .focus();
    await user.keyboard(' ');
    await screen.findByText('Plan the fair is over position 3.');
    await user.keyboard('{ArrowUp}');
    await screen.findByText('Plan the fair is over position 2.');
    await user.keyboard(' ');
    const orders = () => server.writes.filter((write) => write.path === '/api/apps/tasks/order');
    await waitFor(() => expect(orders()).toHaveLength(1));
    // The whole list, the waiting task with it (the server refuses an order without it).
    expect(orders()[0].body).toEqual({
      tasks: [{ id: 's-week' }, { id: 't-plan' }, { id: 't-call' }, { id: 't-write' }],
    });
    await waitFor(() =>
      expect(titles()).toEqual(['Section: This week', 'Plan the fair', 'Call the supplier']),
    );

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(titles()).toEqual([
      'Section: This week',
      'Plan the fair',
      'Call the supplier',
      'Write the report',
    ]);
    expect(deletesOf(server)).toEqual([]);
  });

  it('refused because someone else changed the task, shows theirs and offers to delete it anyway', async () => {
    const server = fakeServer();
    server.tasks[2] = { ...server.tasks[2], version: VERSIONS.read };
    server.changedMeanwhile.set('t-write', {
      ...server.tasks[2],
      title: 'Write the yearly report',
      version: VERSIONS.theirs,
    });
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Tasks' });
    const toast = await deleteFromDetails(user, 'Write the report');
    await user.click(within(toast).getByRole('button', { name: 'Dismiss' }));

    const refused = await screen.findByText(
      'Write the report was not deleted: someone else changed it meanwhile. Its current version shows again.',
    );
    expect(
      await screen.findByRole('link', { name: 'Write the yearly report' }),
    ).toBeInTheDocument();
    expect(deletesOf(server).map((write) => write.ifMatch)).toEqual([`"${VERSIONS.read}"`]);

    await user.click(
      within(refused.closest('.toast')!).getByRole('button', { name: 'Delete anyway' }),
    );
    await waitFor(() =>
      expect(deletesOf(server).map((write) => write.ifMatch)).toEqual([
        `"${VERSIONS.read}"`,
        `"${VERSIONS.theirs}"`,
      ]),
    );
    expect(await screen.findByText('“Write the yearly report” deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Write the yearly report' })).toBeNull(),
    );
  });
});

describe('TasksPage, the open task and the tag filter', () => {
  // Wide: the details sit beside the list, whose filter stays in reach.
  beforeEach(() => setWideScreen(true));
  afterEach(resetScreen);
  const details = () => screen.queryByRole('complementary', { name: 'Task details' });

  it('closes the details of a task the chosen filter hides, so Back never brings them back alone', async () => {
    fakeServer();
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('link', { name: 'Plan the fair' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Plan the fair');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), 'tag-a');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/tasks'));
    expect(router.state.location.search).toBe('?tag=tag-a');
    expect(details()).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Call the supplier' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Call the supplier');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/tasks'));
    expect(router.state.location.search).toBe('?tag=tag-a');
    expect(details()).toBeNull();
    expect(titles()).toEqual(['Section: This week', 'Call the supplier']);
  });

  it('keeps the details of a task the chosen filter still shows', async () => {
    fakeServer();
    const { user, router } = renderPage('/apps/tasks/t-call');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Call the supplier');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), 'tag-a');
    await waitFor(() => expect(router.state.location.search).toBe('?tag=tag-a'));
    expect(router.state.location.pathname).toBe('/apps/tasks/t-call');
    expect(within(details()!).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Call the supplier',
    );
  });

  it('going Back to a task the filter hides, shows every task so that it is listed', async () => {
    fakeServer();
    // Plan the fair was left open under a filter that hides it (its tag taken off there).
    const { router } = renderPage('/apps/tasks/t-call?tag=tag-a', {
      earlier: ['/apps/tasks/t-plan?tag=tag-a'],
    });
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Call the supplier');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/tasks/t-plan'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Filter by tag' })).toHaveValue('');
    await waitFor(() =>
      expect(within(details()!).getByRole('textbox', { name: 'Title' })).toHaveValue(
        'Plan the fair',
      ),
    );
    expect(titles()).toEqual(ALL);
  });

  it('leaves the filter alone when the open task loses its tag there', async () => {
    fakeServer();
    const { user, router } = renderPage('/apps/tasks/t-call?tag=tag-a');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Call the supplier');
    await user.click(screen.getByRole('button', { name: 'Remove the tag Suppliers' }));
    expect(await screen.findByText('Tag removed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Call the supplier' })).not.toBeInTheDocument(),
    );
    // Edited in place: the details stay, and the list keeps the filter that now hides it.
    expect(router.state.location.pathname).toBe('/apps/tasks/t-call');
    expect(router.state.location.search).toBe('?tag=tag-a');
    expect(within(details()!).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Call the supplier',
    );
  });
});
