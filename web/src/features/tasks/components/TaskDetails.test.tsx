import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type RenderOptions, renderWithProviders } from '../../../test/render';
import { stubFetch } from '../../../test/fetch';
import {
  itResolvesVersionConflicts,
  stubConflictingSaves,
  VERSIONS,
} from '../../../test/version-conflict';
import { type Task, tasksQueries } from '../api/tasks-api';
import { TaskDetails } from './TaskDetails';
import { AUTOSAVE_DELAY_MS } from './useAutosaveText';

const READ: Task = {
  id: 't-plan',
  type: 'task',
  title: 'Plan the fair',
  notes: null,
  completed: false,
  dueDate: null,
  priority: 1,
  tags: [],
  assignedTo: null,
  subTasks: [],
  order: 0,
  version: VERSIONS.read,
};
const THEIRS: Task = {
  ...READ,
  title: 'Plan the spring fair',
  priority: 2,
  version: VERSIONS.theirs,
};

const notify = jest.fn();
const onDelete = jest.fn();
beforeEach(() => {
  notify.mockReset();
  onDelete.mockReset();
});

/** The panel as the page shows it: on the task's query, which every save answers into. */
function CachedTask() {
  const { data } = useQuery({
    ...tasksQueries.detail(READ.id),
    initialData: READ,
    staleTime: Infinity,
  });
  return (
    <TaskDetails
      task={data}
      tags={[]}
      notify={notify}
      onClose={jest.fn()}
      onDelete={onDelete}
      onManageTags={jest.fn()}
    />
  );
}

function renderDetails(options?: RenderOptions) {
  return renderWithProviders(<CachedTask />, options);
}

/** Types notes and leaves the field: its autosave sends them at once. */
async function writeNotes(user: UserEvent, text: string) {
  await user.type(screen.getByRole('textbox', { name: 'Notes' }), text);
  await user.tab();
}

const saved = () => screen.getByRole('status');

describe('TaskDetails, when someone else changed the task meanwhile', () => {
  // On the fake clock, typing settles (and autosaves) only when a test moves the clock,
  // never because a busy machine was slow between two keys.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const renderOnFakeClock = () => renderDetails({ fakeClock: true });
  const conflictingTask = {
    isSave: (request: Request) => request.method === 'PATCH',
    theirs: THEIRS,
    saved: (body: Record<string, unknown>) => ({
      ...THEIRS,
      ...(body.task as object),
      version: VERSIONS.mine,
    }),
  };

  itResolvesVersionConflicts({
    ...conflictingTask,
    open: renderOnFakeClock,
    editAndSave: (user) => writeNotes(user, 'Book the hall'),
    changed: 'Title, Priority',
    edits: { id: READ.id, task: { notes: 'Book the hall' } },
    expectTheirs: () => {
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Plan the spring fair');
      expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
      expect(screen.getByRole('radio', { name: 'High' })).toBeChecked();
    },
    expectSaved: () => expect(saved()).toHaveTextContent('Saved'),
  });

  it('neither retries a refused autosave nor says the text was saved', async () => {
    const { saves } = stubConflictingSaves(conflictingTask);
    const { user } = renderOnFakeClock();
    await writeNotes(user, 'Book the hall');
    await screen.findByTestId('version-conflict');
    // Typing settled long ago: nothing tries the refused text again.
    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(saves).toHaveLength(1);
    expect(saved()).toHaveTextContent('Not saved');
    expect(notify).not.toHaveBeenCalledWith('success', expect.anything());
  });

  it('keeps what is typed while the notice shows, and saves it all over their version', async () => {
    const { saves } = stubConflictingSaves(conflictingTask);
    const { user } = renderOnFakeClock();
    await writeNotes(user, 'Book the hall');
    await screen.findByTestId('version-conflict');
    await writeNotes(user, ' and the stands');
    await user.click(screen.getByRole('radio', { name: 'Low' }));
    // Held, not sent with the version it would be refused at.
    expect(saves).toHaveLength(1);
    expect(screen.getByTestId('version-conflict')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save my version over theirs' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({
      ifMatch: `"${VERSIONS.theirs}"`,
      body: { id: READ.id, task: { notes: 'Book the hall and the stands', priority: 0 } },
    });
    await waitFor(() => expect(saved()).toHaveTextContent('Saved'));
    expect(screen.queryByTestId('version-conflict')).not.toBeInTheDocument();
  });

  it('closed while the notice shows, offers to save the held change over theirs', async () => {
    const { saves } = stubConflictingSaves(conflictingTask);
    const { user, unmount } = renderOnFakeClock();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Book the hall');
    await user.click(screen.getByRole('radio', { name: 'Low' }));
    await screen.findByTestId('version-conflict');
    // Typed after the refusal, and still in the field as the panel closes.
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), ' early');
    unmount();

    expect(notify).toHaveBeenCalledWith(
      'danger',
      'Your changes to “Plan the spring fair” were not saved: someone else changed it meanwhile.',
      expect.objectContaining({ label: 'Save my version over theirs' }),
    );
    expect(saves).toHaveLength(1);
    const [, , action] = notify.mock.calls.find(([variant]) => variant === 'danger')!;
    (action as { onClick: () => void }).onClick();
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({
      ifMatch: `"${VERSIONS.theirs}"`,
      body: { id: READ.id, task: { notes: 'Book the hall early', priority: 0 } },
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Changes saved'));
  });
});

describe('TaskDetails, deleting', () => {
  it('hands the task with the version it shows to the page once confirmed, sending nothing', async () => {
    const fetch = stubFetch();
    const { user } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Delete the task' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(onDelete).toHaveBeenCalledWith(
        expect.objectContaining({ id: READ.id, version: VERSIONS.read }),
      ),
    );
    expect(fetch.mock.calls.filter(([request]) => request.method === 'DELETE')).toEqual([]);
  });
});
