/**
 * Test helpers for edit forms that save with the version they opened on: a save refused
 * because someone else changed the record, and the two ways on.
 */
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type FetchStub, jsonResponse, stubFetch } from './fetch';

/** The version the form opens on, the one someone else saved meanwhile, and the form's. */
export const VERSIONS = { read: 'v-read', theirs: 'v-theirs', mine: 'v-mine' } as const;

/** The server's refusal: the record as it now stands rides along on routes with `{id}`. */
export function versionConflictResponse(current: unknown, carriesCurrent = true): Response {
  return jsonResponse(
    {
      statusCode: 409,
      error: 'Conflict',
      message: 'The record was changed by someone else since it was read',
      code: 'version-conflict',
      currentVersion: VERSIONS.theirs,
      ...(carriesCurrent ? { current } : {}),
    },
    409,
  );
}

export interface SentSave {
  ifMatch: string | null;
  body: Record<string, unknown>;
}

export interface ConflictingApi {
  /** Whether a request is the form's save. */
  isSave: (request: Request) => boolean;
  /** The record as someone else saved it (version `v-theirs`). */
  theirs: object;
  /** False for routes whose refusal does not carry the record (the form reads it). */
  carriesCurrent?: boolean;
  /** What a save that goes through answers; default their record with the body over it. */
  saved?: (body: Record<string, unknown>) => unknown;
  /** Every other request (reads of the record answer `theirs` when it is not carried). */
  otherwise?: (request: Request) => Response | Promise<Response>;
}

/** A fetch whose first save is refused with their version; every save is recorded. */
export function stubConflictingSaves(api: ConflictingApi): { fetch: FetchStub; saves: SentSave[] } {
  const saves: SentSave[] = [];
  const fetch = stubFetch(async (request) => {
    if (!api.isSave(request)) return api.otherwise?.(request) ?? jsonResponse({});
    const body = (await request.json()) as Record<string, unknown>;
    saves.push({ ifMatch: request.headers.get('If-Match'), body });
    if (saves.length === 1) return versionConflictResponse(api.theirs, api.carriesCurrent);
    return jsonResponse(api.saved?.(body) ?? { ...api.theirs, ...body, version: VERSIONS.mine });
  });
  return { fetch, saves };
}

export interface VersionConflictCase extends ConflictingApi {
  /** Renders the form on the record read at `v-read`; answers its user. */
  open: () => { user: UserEvent } | Promise<{ user: UserEvent }>;
  /** Changes one field and saves. */
  editAndSave: (user: UserEvent) => Promise<void>;
  /** The labels of the fields `theirs` changed, as the notice lists them. */
  changed: string;
  /** The form shows their version, the edits gone. */
  expectTheirs: () => void | Promise<void>;
  /** The edits, as the first save's body holds them. */
  edits: Record<string, unknown>;
  /** The form said it saved (its onSaved, a toast...). */
  expectSaved: () => void | Promise<void>;
}

/**
 * The three cases every edit form answers alike: a refused save names what changed and
 * keeps the edits; their version can replace the edits; the edits can go over it.
 */
export function itResolvesVersionConflicts(form: VersionConflictCase): void {
  async function conflict() {
    const api = stubConflictingSaves(form);
    const { user } = await form.open();
    await form.editAndSave(user);
    const notice = await screen.findByTestId('version-conflict');
    return { ...api, user, notice };
  }

  it('saves with the version it opened on and names what someone else changed', async () => {
    const { saves, notice } = await conflict();
    expect(notice).toHaveTextContent('Someone else changed this record while you were editing it');
    expect(notice).toHaveTextContent(`Changed meanwhile: ${form.changed}.`);
    expect(saves).toHaveLength(1);
    expect(saves[0].ifMatch).toBe(`"${VERSIONS.read}"`);
    expect(saves[0].body).toEqual(expect.objectContaining(form.edits));
  });

  it('loads their version in place of the edits', async () => {
    const { user, saves } = await conflict();
    await user.click(
      screen.getByRole('button', { name: 'Load their version (discard my changes)' }),
    );
    await waitFor(() => expect(screen.queryByTestId('version-conflict')).not.toBeInTheDocument());
    await form.expectTheirs();
    expect(saves).toHaveLength(1);
  });

  it('saves the edits over their version, naming the version it overwrites', async () => {
    const { user, saves } = await conflict();
    await user.click(screen.getByRole('button', { name: 'Save my version over theirs' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1].ifMatch).toBe(`"${VERSIONS.theirs}"`);
    expect(saves[1].body).toEqual(expect.objectContaining(form.edits));
    await waitFor(() => form.expectSaved());
  });
}

export interface ChangedMeanwhileCase {
  /** Whether a request reads the record the form edits. */
  isRead: (request: Request) => boolean;
  /** The record as the form opens on it (version `v-read`). */
  read: object;
  /** The record as someone else saved it (version `v-theirs`). */
  theirs: object;
  /** Every other request (the catalogues a form looks up); `{}` unless told. */
  otherwise?: (request: Request) => Response | Promise<Response>;
  /** Renders the form and waits until it shows the record as read. */
  open: () => Promise<{ user: UserEvent; queryClient: QueryClient }>;
  /** Changes one field, without saving. */
  edit: (user: UserEvent) => Promise<void>;
  /** The edit is still in the form. */
  expectEdited: () => void | Promise<void>;
  /** The labels of the fields `theirs` changed, as the notice lists them. */
  changed: string;
  /** The form shows their version, the edits gone. */
  expectTheirs: () => void | Promise<void>;
}

/**
 * The cases every edit form answers alike when someone else's change reaches it through the
 * live stream before any save: a quiet notice naming what they changed, the edits kept;
 * their version to load; their delete said as such.
 */
export function itTellsOfAChangeMeanwhile(form: ChangedMeanwhileCase): void {
  async function openAndEdit() {
    let stored: object | null = form.read;
    stubFetch((request) => {
      if (!form.isRead(request)) return form.otherwise?.(request) ?? jsonResponse({});
      return stored
        ? jsonResponse(stored)
        : jsonResponse({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404);
    });
    const { user, queryClient } = await form.open();
    await form.edit(user);
    /** What the live stream does once a record changes: every query on screen reads again. */
    const liveChange = async (record: object | null) => {
      stored = record;
      await act(() => queryClient.invalidateQueries());
    };
    return { user, liveChange };
  }

  it('says quietly, before any save, which fields someone else changed; keeps the edits', async () => {
    const { liveChange } = await openAndEdit();
    await liveChange(form.theirs);
    const notice = await screen.findByTestId('changed-meanwhile');
    // Quiet: read out by the form's polite region, never as an alert.
    expect(notice.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(notice).not.toHaveAttribute('role');
    expect(notice).toHaveTextContent(
      `Someone else changed this record while you were editing: ${form.changed}.`,
    );
    expect(screen.queryByTestId('version-conflict')).not.toBeInTheDocument();
    await form.expectEdited();
  });

  it('loads their version from the notice', async () => {
    const { user, liveChange } = await openAndEdit();
    await liveChange(form.theirs);
    await user.click(await screen.findByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.queryByTestId('changed-meanwhile')).not.toBeInTheDocument());
    await form.expectTheirs();
  });

  it('says so when someone else deleted the record, keeping the edits', async () => {
    const { liveChange } = await openAndEdit();
    await liveChange(null);
    expect(await screen.findByTestId('changed-meanwhile')).toHaveTextContent(
      'Someone else deleted this record while you were editing it.',
    );
    expect(screen.queryByRole('button', { name: 'Load their version' })).not.toBeInTheDocument();
    await form.expectEdited();
  });
}

export interface ListRowModalCase extends Pick<
  VersionConflictCase,
  'changed' | 'edits' | 'expectTheirs'
> {
  /** The record as its list shows it: without a version. */
  row: object;
  /** The fields someone else changed on it. */
  theirChanges: object;
  /** Renders the modal on `row`, reporting saves to `onSaved`. */
  open: (onSaved: jest.Mock) => { user: UserEvent; queryClient: QueryClient };
  /** Changes one field, without saving. */
  edit: (user: UserEvent) => Promise<void>;
  /** The edit is still in the form. */
  expectEdited: () => void | Promise<void>;
  /** The save button's name. */
  save: string;
}

/**
 * The conflict cases of an edit modal opened from a list row: it reads the record for the
 * version it saves with (and again when the live stream says it changed), and hands the
 * saved record to `onSaved(record, created)`.
 */
export function itResolvesVersionConflictsFromAListRow(modal: ListRowModalCase): void {
  const onSaved = jest.fn();
  let reads = 0;
  beforeEach(() => {
    onSaved.mockReset();
    reads = 0;
  });
  const read = { ...modal.row, version: VERSIONS.read };
  const theirs = { ...modal.row, ...modal.theirChanges, version: VERSIONS.theirs };
  const isRead = (request: Request) => request.method === 'GET';

  itResolvesVersionConflicts({
    isSave: (request) => request.method === 'PATCH',
    theirs,
    otherwise: () => {
      reads += 1;
      return jsonResponse(read);
    },
    open: async () => {
      const rendered = modal.open(onSaved);
      await waitFor(() => expect(reads).toBe(1));
      return rendered;
    },
    editAndSave: async (user) => {
      await modal.edit(user);
      await user.click(screen.getByRole('button', { name: modal.save }));
    },
    changed: modal.changed,
    edits: modal.edits,
    expectTheirs: modal.expectTheirs,
    expectSaved: () =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining(modal.edits), false),
  });

  describe('when the live stream brings someone else’s change before any save', () => {
    itTellsOfAChangeMeanwhile({
      isRead,
      read,
      theirs,
      open: async () => {
        const rendered = modal.open(onSaved);
        // The row is read once the form opens: only then does a later read tell of a change.
        await waitFor(() => {
          expect(globalThis.fetch).toHaveBeenCalled();
          expect(rendered.queryClient.isFetching()).toBe(0);
        });
        return rendered;
      },
      edit: modal.edit,
      expectEdited: modal.expectEdited,
      changed: modal.changed,
      expectTheirs: modal.expectTheirs,
    });
  });
}

export interface VersionedDeleteCase {
  /** Whether a request is the delete. */
  isDelete: (request: Request) => boolean;
  /** Whether a request reads the record (as read, then as they saved it, then gone). */
  isRead: (request: Request) => boolean;
  /** The record as the screen opens on it (version `v-read`). */
  read: object;
  /** The record as someone else saved it meanwhile (version `v-theirs`). */
  theirs: object;
  /** Every other request; `{}` unless told. */
  otherwise?: (request: Request) => Response | Promise<Response>;
  /** Renders the screen on the record read at `v-read`; answers its user. */
  open: () => Promise<{ user: UserEvent }> | { user: UserEvent };
  /** Asks to delete and confirms it. */
  deleteIt: (user: UserEvent) => Promise<void>;
  /** The screen shows their version. */
  expectTheirs: () => void | Promise<void>;
  /** The screen said the record was deleted. */
  expectDeleted: () => void | Promise<void>;
}

/**
 * The cases of a delete that names the version shown: refused because someone else changed
 * the record, the screen shows their version and asks; deleting anyway names theirs.
 */
export function itDeletesWithTheVersionShown(screenCase: VersionedDeleteCase): void {
  async function refusedDelete() {
    const deletes: (string | null)[] = [];
    let stored: object | null = screenCase.read;
    stubFetch((request) => {
      if (screenCase.isDelete(request)) {
        deletes.push(request.headers.get('If-Match'));
        if (deletes.length > 1) {
          stored = null;
          return jsonResponse(true);
        }
        // Someone else's change came first.
        stored = screenCase.theirs;
        return versionConflictResponse(screenCase.theirs);
      }
      if (!screenCase.isRead(request)) return screenCase.otherwise?.(request) ?? jsonResponse({});
      return stored
        ? jsonResponse(stored)
        : jsonResponse({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404);
    });
    const { user } = await screenCase.open();
    await screenCase.deleteIt(user);
    const question = await screen.findByRole('dialog', {
      name: 'Someone else changed this record meanwhile',
    });
    return { user, deletes, question };
  }

  it('names the version it shows; refused, shows theirs and asks, deleting nothing', async () => {
    const { deletes, question } = await refusedDelete();
    expect(deletes).toEqual([`"${VERSIONS.read}"`]);
    expect(question).toHaveTextContent('after you opened it');
    await screenCase.expectTheirs();
  });

  it('keeps the record when asked to, showing their version', async () => {
    const { user, deletes } = await refusedDelete();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /meanwhile/ })).toBeNull());
    await screenCase.expectTheirs();
    expect(deletes).toHaveLength(1);
  });

  it('deletes it anyway, naming their version', async () => {
    const { user, deletes } = await refusedDelete();
    await user.click(screen.getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(deletes).toEqual([`"${VERSIONS.read}"`, `"${VERSIONS.theirs}"`]));
    await waitFor(() => screenCase.expectDeleted());
  });
}
