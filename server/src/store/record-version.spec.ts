import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineCollection } from './entity';
import {
  type ExpectedVersion,
  recordVersion,
  VersionConflictError,
  withExpectedVersion,
} from './record-version';
import { StoreService } from './store.service';

interface Note {
  id: string;
  text: string;
  tags?: string[];
}

const notes = defineCollection<Note>({
  name: 'notes',
  seed: () => [
    { id: 'n1', text: 'First' },
    { id: 'n2', text: 'Second' },
  ],
});
const links = defineCollection<Note>({ name: 'links', seed: () => [] });

describe('recordVersion', () => {
  it('depends on the content only, not on the order of keys', () => {
    const one = recordVersion({ id: 'a', text: 'x', tags: ['b'] } as Note);
    expect(recordVersion({ tags: ['b'], text: 'x', id: 'a' } as Note)).toBe(one);
    expect(recordVersion({ id: 'a', text: 'y', tags: ['b'] } as Note)).not.toBe(one);
    expect(recordVersion({ id: 'a', text: 'x', tags: ['c'] } as Note)).not.toBe(one);
    expect(one).toMatch(/^[\w-]{16}$/);
  });

  it('ignores undefined fields, as the stored JSON does', () => {
    const withUndefined: Note = { id: 'a', text: 'x', tags: undefined };
    const without: Note = { id: 'a', text: 'x' };
    expect(recordVersion(withUndefined)).toBe(recordVersion(without));
  });
});

describe('writes that name the version they read', () => {
  let dataDir: string;
  let store: StoreService;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'record-version-spec-'));
    store = new StoreService({ dataDir, onStart: 'open' });
    await store.open(store.collection(notes));
    await store.open(store.collection(links));
  });

  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const collection = () => store.collection(notes);
  const expecting = (id: string, ...versions: string[]): ExpectedVersion => ({
    id,
    versions,
    checked: false,
  });
  const versionOf = (id: string) => recordVersion(collection().get(id)!);

  it('writes when the record is still at the version read', async () => {
    const read = versionOf('n1');
    await withExpectedVersion(expecting('n1', read), () =>
      collection().update('n1', { text: 'Edited' }),
    );
    expect(collection().get('n1')!.text).toBe('Edited');
    expect(versionOf('n1')).not.toBe(read);
  });

  it('refuses a change of a record that moved on, writing nothing', async () => {
    const read = versionOf('n1');
    await collection().update('n1', { text: 'Someone else' });
    const now = versionOf('n1');
    await expect(
      withExpectedVersion(expecting('n1', read), () => collection().update('n1', { text: 'Mine' })),
    ).rejects.toMatchObject({ id: 'n1', currentVersion: now, collection: 'notes' });
    expect(collection().get('n1')!.text).toBe('Someone else');
  });

  it('refuses the removal of a record that moved on, and names it gone once removed', async () => {
    const read = versionOf('n2');
    await collection().update('n2', { text: 'Changed' });
    await expect(
      withExpectedVersion(expecting('n2', read), () => collection().remove('n2')),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect(collection().get('n2')).toBeDefined();
    await collection().remove('n2');
    const gone = withExpectedVersion(expecting('n2', read), () =>
      collection().mutate((items) => ({
        items: [...items, { id: 'n2', text: 'Back' }],
        result: 0,
      })),
    );
    await expect(gone).rejects.toMatchObject({ id: 'n2', currentVersion: undefined });
  });

  it('checks a change over several collections by the record it touches', async () => {
    const read = versionOf('n1');
    await collection().update('n1', { text: 'Moved on' });
    const together = withExpectedVersion(expecting('n1', read), () =>
      store.mutateTogether(
        [{ collection: store.collection(links) }, { collection: collection() }],
        ([linkList, noteList]) => ({
          lists: [
            [...linkList, { id: 'l1', text: 'link' }],
            noteList.map((note) => (note.id === 'n1' ? { ...note, text: 'Mine' } : note)),
          ],
          result: undefined,
        }),
      ),
    );
    await expect(together).rejects.toBeInstanceOf(VersionConflictError);
    expect(store.collection(links).list()).toEqual([]);
  });

  it('leaves changes of other records alone, and checks only the first write of the record', async () => {
    const expectation = expecting('n1', 'not-a-version-of-n1');
    await withExpectedVersion(expectation, () => collection().update('n2', { text: 'Other' }));
    expect(expectation.checked).toBe(false);

    const read = versionOf('n1');
    const once = expecting('n1', read);
    await withExpectedVersion(once, async () => {
      await collection().update('n1', { text: 'Step one' });
      // The request's own follow-up write: the record moved on because of it.
      await collection().update('n1', { text: 'Step two' });
    });
    expect(once.checked).toBe(true);
    expect(collection().get('n1')!.text).toBe('Step two');
  });

  it('accepts any of the versions the caller names', async () => {
    const read = versionOf('n1');
    await withExpectedVersion(expecting('n1', 'older', read), () =>
      collection().update('n1', { text: 'Either' }),
    );
    expect(collection().get('n1')!.text).toBe('Either');
  });

  it('finds a record by id across collections, and none when two hold the id', async () => {
    expect(store.recordById('n1')).toEqual(collection().get('n1'));
    expect(store.recordById('missing')).toBeUndefined();
    await store.collection(links).insert({ id: 'n1', text: 'Same id elsewhere' });
    expect(store.recordById('n1')).toBeUndefined();
  });
});
