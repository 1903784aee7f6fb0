import fs from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AtomicJsonFile, CorruptCollectionFileError } from './atomic-json-file';
import { type Collection, removeWhere } from './collection';
import { type CollectionDefinition, defineCollection } from './entity';
import { StoreService } from './store.service';
import { readStoredCollections } from './stored-state';
import { LogFile } from './wal-file';

interface Widget {
  id: string;
  name: string;
  size: number;
  tags?: string[];
  dims?: { w: number; h: number };
}

const SEED: Widget[] = [
  { id: 'w1', name: 'Sprocket', size: 3, tags: ['metal'], dims: { w: 1, h: 2 } },
  { id: 'w2', name: 'Gear', size: 5 },
];

const seed = jest.fn(() => SEED.map((widget) => structuredClone(widget)));
const widgets = defineCollection<Widget>({ name: 'widgets', seed });

/** A promise with its resolve handle, to hold a write open for as long as a test needs. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const realAppend = LogFile.prototype.append;

/** Spies on every log append; the first one waits for `release()` before it runs. */
function holdFirstWrite(): { writes: jest.SpyInstance; release: () => void } {
  const gate = deferred();
  const writes = jest.spyOn(LogFile.prototype, 'append').mockImplementationOnce(async function (
    this: LogFile,
    ...args
  ) {
    await gate.promise;
    return realAppend.apply(this, args);
  });
  return { writes, release: gate.resolve };
}

/** Spies on the log's appends: one per batch of commits. */
function spyOnWrites(): jest.SpyInstance {
  return jest.spyOn(LogFile.prototype, 'append');
}

function ids(items: readonly Widget[]): string[] {
  return items.map((item) => item.id);
}

/** Stores opened by a test, let go after it (without compacting: as a crash would). */
const stores: StoreService[] = [];

function storeOn(dir: string, onStart: 'open' | 'reset' = 'open'): StoreService {
  const store = new StoreService({ dataDir: dir, onStart });
  stores.push(store);
  return store;
}

async function closeStores(): Promise<void> {
  for (const store of stores.splice(0)) await store.close({ compact: false });
}

/** A collection of a fresh store on `dir`, not opened yet. */
function unopened<T extends { id: string }>(
  dir: string,
  definition: CollectionDefinition<T>,
  onStart: 'open' | 'reset' = 'open',
): { store: StoreService; collection: Collection<T> } {
  const store = storeOn(dir, onStart);
  return { store, collection: store.collection(definition) };
}

/** What a restart would load: the collection file with the log replayed over it. */
async function durable<T>(dir: string, name: string): Promise<T[]> {
  return ((await readStoredCollections(dir)).get(name) ?? []) as T[];
}

describe('Collection', () => {
  let dir: string;
  let file: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'collection-spec-'));
    file = join(dir, 'widgets.json');
    seed.mockClear();
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await closeStores();
    await rm(dir, { recursive: true, force: true });
  });

  /** What is on disk: the collection file and the log, as a restart would read them. */
  function onDisk(): Promise<Widget[]> {
    return durable<Widget>(dir, 'widgets');
  }

  async function opened(): Promise<Collection<Widget>> {
    const { store, collection } = unopened(dir, widgets);
    await store.open(collection);
    return collection;
  }

  /** Lets the current store go as a crash would (no compaction) and opens a new one. */
  async function reopened(): Promise<Collection<Widget>> {
    await closeStores();
    return opened();
  }

  describe('open', () => {
    it('seeds a missing file from the definition and writes it', async () => {
      const { store, collection } = unopened(dir, widgets);
      expect(collection.isOpen).toBe(false);

      await expect(store.open(collection)).resolves.toBe('seeded');

      expect(collection.isOpen).toBe(true);
      expect(collection.list()).toEqual(SEED);
      expect(collection.count()).toBe(2);
      expect(collection.get('w2')).toEqual(SEED[1]);
      expect(await onDisk()).toEqual(SEED);
      // A seed is written straight to the collection file, readable at once.
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(SEED);
      expect(seed).toHaveBeenCalledTimes(1);
    });

    it('loads an existing file without calling the seed', async () => {
      const stored: Widget[] = [{ id: 'kept', name: 'Kept', size: 1 }];
      await writeFile(file, JSON.stringify(stored));

      const { store, collection } = unopened(dir, widgets);
      await expect(store.open(collection)).resolves.toBe('loaded');

      expect(collection.list()).toEqual(stored);
      expect(collection.get('kept')).toEqual(stored[0]);
      expect(collection.get('w1')).toBeUndefined();
      expect(seed).not.toHaveBeenCalled();
      expect(await readFile(file, 'utf8')).toBe(JSON.stringify(stored));
    });

    it("mode 'reset' rewrites an existing file from the seed", async () => {
      await writeFile(file, JSON.stringify([{ id: 'old', name: 'Old', size: 9 }]));

      const { store, collection } = unopened(dir, widgets, 'reset');
      await expect(store.open(collection)).resolves.toBe('seeded');

      expect(collection.list()).toEqual(SEED);
      expect(await onDisk()).toEqual(SEED);
    });

    it("mode 'reset' rewrites a corrupt file from the seed", async () => {
      await writeFile(file, '[{"id": "a", "na');

      const { store, collection } = unopened(dir, widgets, 'reset');
      await expect(store.open(collection)).resolves.toBe('seeded');

      expect(await onDisk()).toEqual(SEED);
    });

    it('refuses a file that does not parse, naming it and leaving it byte-identical', async () => {
      const broken = Buffer.from('[{"id": "a", "name": "half a rec');
      await writeFile(file, broken);
      const before = await stat(file);

      const { store, collection } = unopened(dir, widgets);
      const failure = store.open(collection);
      await expect(failure).rejects.toBeInstanceOf(CorruptCollectionFileError);
      await expect(failure).rejects.toThrow(file);

      expect((await readFile(file)).equals(broken)).toBe(true);
      expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
      expect(collection.isOpen).toBe(false);
      expect(seed).not.toHaveBeenCalled();
      await expect(collection.insert({ id: 'x', name: 'X', size: 1 })).rejects.toThrow(
        'Collection widgets is not open',
      );
      expect((await readFile(file)).equals(broken)).toBe(true);
    });

    it.each([
      ['an object', '{"id": "not-a-list"}'],
      ['a record without an id', '[{"name": "anonymous"}]'],
      ['a record with a numeric id', '[{"id": 1, "name": "numbered"}]'],
      ['a null record', '[{"id": "a"}, null]'],
      ['a list of strings', '["a", "b"]'],
      ['a string', '"widgets"'],
      ['a number', '42'],
      ['null', 'null'],
    ])('refuses a file that parses but holds %s, leaving it byte-identical', async (_, text) => {
      await writeFile(file, text);

      const { store, collection } = unopened(dir, widgets);
      const failure = store.open(collection);
      await expect(failure).rejects.toBeInstanceOf(CorruptCollectionFileError);
      await expect(failure).rejects.toThrow(file);

      expect(await readFile(file, 'utf8')).toBe(text);
      expect(collection.isOpen).toBe(false);
      expect(seed).not.toHaveBeenCalled();
    });

    it('rejects changes before it is opened', async () => {
      const { collection } = unopened(dir, widgets);
      await expect(collection.insert({ id: 'x', name: 'X', size: 1 })).rejects.toThrow(
        'Collection widgets is not open',
      );
      await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
    });
  });

  describe('insert', () => {
    it('appends at the end by default and at the start on request', async () => {
      const collection = await opened();

      const last = await collection.insert({ id: 'last', name: 'Last', size: 1 });
      await collection.insert({ id: 'first', name: 'First', size: 2 }, 'start');

      expect(last).toEqual({ id: 'last', name: 'Last', size: 1 });
      expect(ids(collection.list())).toEqual(['first', 'w1', 'w2', 'last']);
      expect(ids(await onDisk())).toEqual(['first', 'w1', 'w2', 'last']);
      expect(collection.get('first')?.name).toBe('First');
    });

    it('has the record in the log, written and fsynced, before it resolves; the file is not rewritten', async () => {
      const collection = await opened();
      const fileBefore = await readFile(file, 'utf8');
      const events: string[] = [];
      const realWrite = fs.write;
      jest.spyOn(fs, 'write').mockImplementation(((...args: unknown[]) => {
        events.push('write');
        return (realWrite as (...a: unknown[]) => void)(...args);
      }) as typeof fs.write);
      const realFsync = fs.fsync;
      jest.spyOn(fs, 'fsync').mockImplementation((fd, callback) => {
        events.push('fsync');
        realFsync(fd, callback);
      });
      const realRename = fs.rename;
      jest.spyOn(fs, 'rename').mockImplementation((from, to, callback) => {
        events.push('rename');
        realRename(from, to, callback);
      });

      const onDiskWhenResolved = await collection
        .insert({ id: 'fresh', name: 'Fresh', size: 4 })
        .then(() => {
          events.push('resolved');
          return onDisk();
        });

      expect(ids(onDiskWhenResolved)).toEqual(['w1', 'w2', 'fresh']);
      // One append and one fsync, then the answer; no file is renamed or rewritten.
      expect(events).toEqual(['write', 'fsync', 'resolved']);
      expect(await readFile(file, 'utf8')).toBe(fileBefore);
      const log = (await readdir(dir)).filter((name) => name.endsWith('.jsonl'));
      expect(log).toEqual(['wal-1.jsonl']);
      expect(await readFile(join(dir, 'wal-1.jsonl'), 'utf8')).toContain('"id":"fresh"');
    });

    it('rejects a duplicate id and changes nothing', async () => {
      const collection = await opened();
      const writes = spyOnWrites();

      await expect(collection.insert({ id: 'w1', name: 'Again', size: 1 })).rejects.toThrow(
        'widgets: duplicate id w1',
      );

      expect(collection.list()).toEqual(SEED);
      expect(writes).not.toHaveBeenCalled();
      expect(await onDisk()).toEqual(SEED);
    });

    it('rejects the second of two concurrent inserts with one id', async () => {
      const collection = await opened();

      const results = await Promise.allSettled([
        collection.insert({ id: 'twin', name: 'One', size: 1 }),
        collection.insert({ id: 'twin', name: 'Two', size: 2 }),
      ]);

      expect(results[0]).toEqual({
        status: 'fulfilled',
        value: { id: 'twin', name: 'One', size: 1 },
      });
      expect(results[1]).toMatchObject({ status: 'rejected' });
      expect(collection.list().filter((item) => item.id === 'twin')).toEqual([
        { id: 'twin', name: 'One', size: 1 },
      ]);
      expect((await onDisk()).filter((item) => item.id === 'twin')).toHaveLength(1);
    });

    it('loses none of 200 concurrent inserts, in memory or on disk, and groups them', async () => {
      const collection = await opened();
      const writes = spyOnWrites();
      const fresh = Array.from({ length: 200 }, (_, i) => ({
        id: `c${i}`,
        name: `Concurrent ${i}`,
        size: i,
      }));

      const results = await Promise.all(fresh.map((item) => collection.insert(item)));

      expect(results).toEqual(fresh);
      const expected = ['w1', 'w2', ...fresh.map((item) => item.id)];
      expect(ids(collection.list())).toEqual(expected);
      for (const item of fresh) expect(collection.get(item.id)).toEqual(item);
      // The first insert starts a write at once; the other 199 queue behind it and are
      // group-committed in a single second write.
      expect(writes.mock.calls.length).toBeLessThanOrEqual(2);

      const again = await reopened();
      expect(ids(again.list())).toEqual(expected);
      expect(again.list()).toEqual(collection.list());
    });
  });

  describe('update', () => {
    it('shallow-merges the patch, keeps the id and writes it', async () => {
      const collection = await opened();

      const updated = await collection.update('w1', { size: 7, dims: { w: 3, h: 4 } });

      const expected = {
        id: 'w1',
        name: 'Sprocket',
        size: 7,
        tags: ['metal'],
        dims: { w: 3, h: 4 },
      };
      expect(updated).toEqual(expected);
      expect(collection.get('w1')).toEqual(expected);
      expect(ids(collection.list())).toEqual(['w1', 'w2']);
      expect((await onDisk())[0]).toEqual(expected);

      const renamed = await collection.update('w2', { id: 'hijack', name: 'Cog' } as never);
      expect(renamed).toEqual({ id: 'w2', name: 'Cog', size: 5 });
      expect(collection.get('hijack')).toBeUndefined();
      expect(ids(await onDisk())).toEqual(['w1', 'w2']);
    });

    it('writes nothing when the record stays as stored, nested values compared by value', async () => {
      await opened();
      // Loaded from the files, as a running server holds its records.
      const collection = await reopened();
      const stored = collection.get('w1')!;
      const writes = spyOnWrites();

      await expect(
        collection.update('w1', { size: 3, tags: ['metal'], dims: { w: 1, h: 2 } }),
      ).resolves.toBe(stored);
      await expect(
        collection.mutate((items) => {
          const copy = { ...items[0], tags: [...items[0].tags!], dims: { ...items[0].dims! } };
          return { items: items.with(0, copy), result: copy };
        }),
      ).resolves.toBe(stored);

      expect(writes).not.toHaveBeenCalled();
      expect(collection.get('w1')).toBe(stored);
      expect(collection.list()[0]).toBe(stored);

      await collection.update('w1', { tags: ['metal', 'wood'] });
      expect(writes).toHaveBeenCalledTimes(1);
      expect((await onDisk())[0].tags).toEqual(['metal', 'wood']);
    });

    it('returns undefined for an unknown id and does not write', async () => {
      const collection = await opened();
      const before = await readFile(file, 'utf8');
      const writes = spyOnWrites();

      await expect(collection.update('nope', { size: 1 })).resolves.toBeUndefined();

      expect(writes).not.toHaveBeenCalled();
      expect(collection.list()).toEqual(SEED);
      expect(await readFile(file, 'utf8')).toBe(before);
      expect(await readFile(join(dir, 'wal-1.jsonl'), 'utf8')).toBe('');
    });
  });

  describe('remove', () => {
    it('does not write when the id is unknown', async () => {
      const collection = await opened();
      const writes = spyOnWrites();

      await expect(collection.remove('nope')).resolves.toBe(false);

      expect(writes).not.toHaveBeenCalled();
      expect(collection.list()).toEqual(SEED);
    });

    it('removes a record and reports whether one was there', async () => {
      const collection = await opened();

      await expect(collection.remove('w1')).resolves.toBe(true);
      expect(ids(collection.list())).toEqual(['w2']);
      expect(collection.get('w1')).toBeUndefined();
      expect(ids(await onDisk())).toEqual(['w2']);

      await expect(collection.remove('w1')).resolves.toBe(false);
      expect(ids(collection.list())).toEqual(['w2']);
      expect(ids(await onDisk())).toEqual(['w2']);
    });
  });

  describe('replaceAll', () => {
    it('replaces the whole list in memory and on disk', async () => {
      const collection = await opened();
      const next: Widget[] = [
        { id: 'n1', name: 'New one', size: 1 },
        { id: 'n2', name: 'New two', size: 2 },
      ];

      await collection.replaceAll(next);

      expect(collection.list()).toEqual(next);
      expect(collection.get('w1')).toBeUndefined();
      expect(collection.get('n2')).toEqual(next[1]);
      expect(await onDisk()).toEqual(next);

      await collection.replaceAll([]);
      expect(collection.count()).toBe(0);
      expect(await onDisk()).toEqual([]);
    });
  });

  describe('mutate', () => {
    it('gives each change the result of every change queued before it', async () => {
      const collection = await opened();
      const { release } = holdFirstWrite();

      const inserted = collection.insert({ id: 'a', name: 'A', size: 1 });
      const seen = collection.mutate((items) => ({ items, result: ids(items) }));
      release();

      await inserted;
      await expect(seen).resolves.toEqual(['w1', 'w2', 'a']);
    });

    it('rejects only a change that throws; the rest of its batch lands in one write', async () => {
      const collection = await opened();
      const { writes, release } = holdFirstWrite();

      const first = collection.insert({ id: 'a', name: 'A', size: 1 });
      const batch = [
        collection.insert({ id: 'b', name: 'B', size: 2 }),
        collection.mutate<never>(() => {
          throw new Error('bad change');
        }),
        collection.mutate((items) => ({
          items: [...items, { id: 'c', name: 'C', size: items.length }],
          result: 'c',
        })),
      ];
      release();

      await expect(first).resolves.toMatchObject({ id: 'a' });
      const [b, bad, c] = await Promise.allSettled(batch);
      expect(b).toMatchObject({ status: 'fulfilled', value: { id: 'b' } });
      expect(bad).toMatchObject({ status: 'rejected', reason: new Error('bad change') });
      expect(c).toEqual({ status: 'fulfilled', value: 'c' });
      expect(writes).toHaveBeenCalledTimes(2);
      expect(ids(collection.list())).toEqual(['w1', 'w2', 'a', 'b', 'c']);
      expect(collection.get('c')?.size).toBe(4);
      expect(ids(await onDisk())).toEqual(['w1', 'w2', 'a', 'b', 'c']);
    });

    it('lets readers see committed data only while a write is in flight', async () => {
      const collection = await opened();
      const { release } = holdFirstWrite();
      const before = collection.list();

      const pending = collection.insert({ id: 'pending', name: 'Pending', size: 1 });
      await new Promise((resolve) => setImmediate(resolve));

      expect(collection.list()).toBe(before);
      expect(ids(collection.list())).toEqual(['w1', 'w2']);
      expect(collection.get('pending')).toBeUndefined();
      expect(collection.count()).toBe(2);
      expect(await onDisk()).toEqual(SEED);

      release();
      await pending;
      expect(ids(collection.list())).toEqual(['w1', 'w2', 'pending']);
      expect(collection.get('pending')).toMatchObject({ name: 'Pending' });
    });

    it('rolls back and rejects a batch whose write fails; the next write works', async () => {
      const collection = await opened();
      const writes = spyOnWrites().mockRejectedValueOnce(new Error('disk full'));

      await expect(collection.insert({ id: 'lost', name: 'Lost', size: 1 })).rejects.toThrow(
        'disk full',
      );
      expect(ids(collection.list())).toEqual(['w1', 'w2']);
      expect(collection.get('lost')).toBeUndefined();
      expect(await onDisk()).toEqual(SEED);

      await expect(collection.insert({ id: 'kept', name: 'Kept', size: 2 })).resolves.toEqual({
        id: 'kept',
        name: 'Kept',
        size: 2,
      });
      expect(writes).toHaveBeenCalledTimes(2);
      expect(ids(collection.list())).toEqual(['w1', 'w2', 'kept']);
      expect(ids(await onDisk())).toEqual(['w1', 'w2', 'kept']);
    });

    it('rejects every change of a failed batch and keeps the batches before it', async () => {
      const collection = await opened();
      const { writes, release } = holdFirstWrite();
      writes.mockRejectedValueOnce(new Error('disk full'));

      const first = collection.insert({ id: 'a', name: 'A', size: 1 });
      const batch = [
        collection.insert({ id: 'b', name: 'B', size: 2 }),
        collection.update('w1', { size: 99 }),
      ];
      release();

      await expect(first).resolves.toMatchObject({ id: 'a' });
      const settled = await Promise.allSettled(batch);
      expect(settled).toEqual([
        { status: 'rejected', reason: new Error('disk full') },
        { status: 'rejected', reason: new Error('disk full') },
      ]);
      expect(ids(collection.list())).toEqual(['w1', 'w2', 'a']);
      expect(collection.get('w1')?.size).toBe(3);

      await collection.insert({ id: 'c', name: 'C', size: 3 });
      expect(ids(await onDisk())).toEqual(['w1', 'w2', 'a', 'c']);
      expect((await onDisk())[0].size).toBe(3);
    });
  });

  describe('records', () => {
    it('are frozen, deeply, whether seeded, loaded or written', async () => {
      const collection = await opened();
      const inserted = await collection.insert({
        id: 'n',
        name: 'New',
        size: 1,
        dims: { w: 1, h: 1 },
      });
      const reopenedOne = await reopened();

      for (const source of [collection, reopenedOne]) {
        const list = source.list();
        expect(Object.isFrozen(list)).toBe(true);
        for (const item of list) expect(Object.isFrozen(item)).toBe(true);
        const w1 = source.get('w1')!;
        expect(Object.isFrozen(w1.tags)).toBe(true);
        expect(Object.isFrozen(w1.dims)).toBe(true);
        expect(() => {
          w1.size = 100;
        }).toThrow(/read only/);
        expect(() => {
          w1.tags!.push('plastic');
        }).toThrow(/not extensible/);
        expect(() => {
          (list as Widget[]).pop();
        }).toThrow(/Cannot delete/);
      }
      expect(Object.isFrozen(inserted)).toBe(true);
      expect(Object.isFrozen(inserted.dims)).toBe(true);
      expect(collection.get('w1')?.size).toBe(3);
      expect(ids(collection.list())).toEqual(['w1', 'w2', 'n']);
    });

    it('are frozen once read, so a change that mutates its input fails alone', async () => {
      const collection = await opened();

      await expect(
        collection.mutate((items) => {
          (items as Widget[]).push({ id: 'sneaky', name: 'Sneaky', size: 1 });
          return { items, result: undefined };
        }),
      ).rejects.toThrow(/not extensible/);

      expect(ids(collection.list())).toEqual(['w1', 'w2']);
      expect(await onDisk()).toEqual(SEED);
    });
  });

  it('leaves no temp files in the data folder after writes', async () => {
    const collection = await opened();

    await Promise.all([
      collection.insert({ id: 'a', name: 'A', size: 1 }),
      collection.insert({ id: 'b', name: 'B', size: 2 }),
      collection.update('w1', { size: 4 }),
    ]);
    await collection.remove('w2');
    await collection.replaceAll([{ id: 'only', name: 'Only', size: 1 }]);

    // The collection file, the log, and the folder's lock: nothing else.
    expect((await readdir(dir)).sort()).toEqual(['.lock', 'wal-1.jsonl', 'widgets.json']);
  });
});

describe('Collection upgrades', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'collection-upgrade-'));
  });
  afterEach(async () => {
    await closeStores();
    await rm(dir, { recursive: true, force: true });
  });

  const withUpgrade = (upgrade: (items: readonly Widget[]) => readonly Widget[]) =>
    defineCollection<Widget>({ name: 'widgets', seed: () => [], upgrade });

  it('brings old records up to date on open and writes them back', async () => {
    const file = join(dir, 'widgets.json');
    await writeFile(file, JSON.stringify([{ id: 'old', name: 'Old' }]));
    const upgrade = (items: readonly Widget[]) =>
      items.map((item) => (item.size === undefined ? { ...item, size: 1 } : item));
    const { store, collection } = unopened(dir, withUpgrade(upgrade));
    await store.open(collection);
    expect(collection.get('old')).toEqual({ id: 'old', name: 'Old', size: 1 });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual([{ id: 'old', name: 'Old', size: 1 }]);
  });

  it('leaves the file alone when nothing needed upgrading', async () => {
    const file = join(dir, 'widgets.json');
    const stored = '[{"id":"new","name":"New","size":2}]';
    await writeFile(file, stored);
    const writes = jest.spyOn(AtomicJsonFile.prototype, 'write');
    const appends = spyOnWrites();
    const { store, collection } = unopened(
      dir,
      withUpgrade((items) => items),
    );
    await store.open(collection);
    expect(writes).not.toHaveBeenCalled();
    expect(appends).not.toHaveBeenCalled();
    writes.mockRestore();
    expect(await readFile(file, 'utf8')).toBe(stored);
  });
});

describe('removeWhere', () => {
  it('removes the records it picks and answers how many', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(removeWhere<{ id: string }>((item) => item.id !== 'b')(items)).toEqual({
      items: [{ id: 'b' }],
      result: 2,
    });
  });

  it('leaves the very same list when it picks none, so nothing is written', () => {
    const items = [{ id: 'a' }];
    const change = removeWhere<{ id: string }>(() => false)(items);
    expect(change.items).toBe(items);
    expect(change.result).toBe(0);
  });
});
