import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ApiError } from '../../lib/api/errors';
import { renderWithProviders } from '../../test/render';
import { useVersionedSave } from './useVersionedSave';

/** A record as the API answers it: `views` is one the form does not edit. */
interface Thing {
  id: string;
  version: string;
  title: string;
  city: string;
  views: number;
}

const KEY = ['things', 'detail', 't1'];
const READ: Thing = { id: 't1', version: 'v-read', title: 'Designer', city: 'Izmir', views: 3 };

/** The stored record, as a server would keep it: every write makes a new version. */
function fakeServer() {
  let stored: Thing | null = READ;
  let writes = 0;
  const saves: (string | undefined)[] = [];
  return {
    saves,
    read: async (): Promise<Thing> => {
      if (stored) return stored;
      throw new ApiError({ statusCode: 404, message: 'Not found', error: 'Not Found' });
    },
    /** Someone else's change, or their delete (null). */
    change(patch: Partial<Thing> | null) {
      stored = patch && stored ? { ...stored, ...patch, version: `v-${++writes}` } : null;
    },
    save: async (version: string | undefined, patch: Partial<Thing>): Promise<Thing> => {
      saves.push(version);
      if (!stored || version !== stored.version) {
        throw new ApiError({
          statusCode: 409,
          message: 'Changed meanwhile',
          error: 'Conflict',
          code: 'version-conflict',
          currentVersion: stored?.version ?? null,
          ...(stored ? { current: stored } : {}),
        });
      }
      stored = { ...stored, ...patch, version: `v-${++writes}` };
      return stored;
    },
  };
}
type Server = ReturnType<typeof fakeServer>;

/** An edit form on the record's query, as the pages have: the live stream refetches it. */
function ThingForm({ server }: { server: Server }) {
  const queryClient = useQueryClient();
  const thing = useQuery(queryOptions({ queryKey: KEY, queryFn: server.read }));
  const [values, setValues] = useState({ title: READ.title, city: READ.city });
  const versioned = useVersionedSave({
    record: thing.data,
    labels: { title: 'Title', city: 'City' },
    loadTheirs: (current) => setValues({ title: current.title, city: current.city }),
    resubmit: () => submit(),
    deleted: thing.error instanceof ApiError && thing.error.statusCode === 404,
  });
  const submit = () =>
    void versioned.save(async (version) => {
      const saved = await server.save(version, values);
      // As the update mutations do: the query holds the answer (and shows it) while the
      // save still waits on the lists it invalidates.
      queryClient.setQueryData(KEY, saved);
      await new Promise((settle) => setTimeout(settle, 20));
      return saved;
    });
  return (
    <div>
      {versioned.alert}
      <label>
        Title
        <input
          value={values.title}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
      </label>
      <label>
        City
        <input
          value={values.city}
          onChange={(event) => setValues({ ...values, city: event.target.value })}
        />
      </label>
      <button type="button" onClick={submit}>
        Save
      </button>
    </div>
  );
}

async function openForm() {
  const server = fakeServer();
  const view = renderWithProviders(<ThingForm server={server} />);
  await waitFor(() => expect(view.queryClient.getQueryData(KEY)).toEqual(READ));
  /** What the live stream does on a change: the record's query is read again. */
  const refetch = () => act(() => view.queryClient.invalidateQueries({ queryKey: KEY }));
  return { ...view, server, refetch };
}

const notice = () => screen.queryByTestId('changed-meanwhile');

describe('useVersionedSave, when someone else changes the record before any save', () => {
  it('says which edited fields they changed, quietly, keeping the edits', async () => {
    const { user, server, refetch, container } = await openForm();
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText('Title'), ' lead');

    server.change({ title: 'Senior designer', city: 'Ankara' });
    await refetch();

    const told = await screen.findByTestId('changed-meanwhile');
    expect(told).toHaveTextContent(
      'Someone else changed this record while you were editing: Title, City.',
    );
    // Read out by a polite region that was there before it came (so it is announced).
    expect(region).toContainElement(told);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Designer lead');
  });

  it('loads their version, and the next save starts from it', async () => {
    const { user, server, refetch } = await openForm();
    await user.type(screen.getByLabelText('Title'), ' lead');
    server.change({ city: 'Ankara' });
    await refetch();

    await user.click(await screen.findByRole('button', { name: 'Load their version' }));
    expect(notice()).not.toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Ankara');
    expect(screen.getByLabelText('Title')).toHaveValue('Designer');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.saves).toEqual(['v-1']));
    expect(screen.queryByTestId('version-conflict')).not.toBeInTheDocument();
  });

  it('goes on “Keep editing”; the next save is still checked against their change', async () => {
    const { user, server, refetch } = await openForm();
    server.change({ city: 'Ankara' });
    await refetch();

    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(notice()).not.toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Izmir');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('version-conflict')).toHaveTextContent(
      'Changed meanwhile: City.',
    );
    expect(server.saves).toEqual(['v-read']);
    expect(notice()).not.toBeInTheDocument();
  });

  it('says nothing of a change to a field the form does not edit', async () => {
    const { user, server, refetch, queryClient } = await openForm();
    server.change({ views: 4 });
    await refetch();
    await waitFor(() => expect(queryClient.getQueryData<Thing>(KEY)?.views).toBe(4));
    expect(notice()).not.toBeInTheDocument();

    // The next save starts from that read, so it goes through.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.saves).toEqual(['v-1']));
    expect(screen.queryByTestId('version-conflict')).not.toBeInTheDocument();
  });

  it('says nothing of the form’s own save, nor of reading it again', async () => {
    const { user, refetch, queryClient, server } = await openForm();
    await user.type(screen.getByLabelText('City'), ' centre');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(queryClient.getQueryData<Thing>(KEY)?.version).toBe('v-1'));
    await refetch();

    expect(notice()).not.toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Izmir centre');
    expect(server.saves).toEqual(['v-read']);
  });

  it('goes once a save goes through, and stays gone', async () => {
    const { user, server, refetch } = await openForm();
    server.change({ city: 'Ankara' });
    await refetch();
    await screen.findByTestId('changed-meanwhile');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('version-conflict');
    expect(notice()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save my version over theirs' }));
    await waitFor(() => expect(server.saves).toEqual(['v-read', 'v-1']));
    await refetch();

    await waitFor(() => expect(screen.queryByTestId('version-conflict')).not.toBeInTheDocument());
    expect(notice()).not.toBeInTheDocument();
  });

  it('says the record was deleted, with nothing to load', async () => {
    const { server, refetch } = await openForm();
    server.change(null);
    await refetch();

    expect(await screen.findByTestId('changed-meanwhile')).toHaveTextContent(
      'Someone else deleted this record while you were editing it.',
    );
    expect(screen.queryByRole('button', { name: 'Load their version' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep editing' })).toBeInTheDocument();
  });
});
