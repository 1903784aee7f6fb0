/**
 * Test helpers for edit forms that save with the version they opened on: a save refused
 * because someone else changed the record, and the two ways on.
 */
import { screen, waitFor } from '@testing-library/react';
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

export interface ListRowModalCase extends Pick<
  VersionConflictCase,
  'editAndSave' | 'changed' | 'edits' | 'expectTheirs'
> {
  /** The record as its list shows it: without a version. */
  row: object;
  /** The fields someone else changed on it. */
  theirChanges: object;
  /** Renders the modal on `row`, reporting saves to `onSaved`; answers its user. */
  open: (onSaved: jest.Mock) => { user: UserEvent };
}

/**
 * The conflict cases of an edit modal opened from a list row: it reads the record once for
 * the version it saves with, and hands the saved record to `onSaved(record, created)`.
 */
export function itResolvesVersionConflictsFromAListRow(modal: ListRowModalCase): void {
  const onSaved = jest.fn();
  let reads = 0;
  beforeEach(() => {
    onSaved.mockReset();
    reads = 0;
  });

  itResolvesVersionConflicts({
    isSave: (request) => request.method === 'PATCH',
    theirs: { ...modal.row, ...modal.theirChanges, version: VERSIONS.theirs },
    otherwise: () => {
      reads += 1;
      return jsonResponse({ ...modal.row, version: VERSIONS.read });
    },
    open: async () => {
      const rendered = modal.open(onSaved);
      await waitFor(() => expect(reads).toBe(1));
      return rendered;
    },
    editAndSave: modal.editAndSave,
    changed: modal.changed,
    edits: modal.edits,
    expectTheirs: modal.expectTheirs,
    expectSaved: () =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining(modal.edits), false),
  });
}
