import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import { CorruptCollectionFileError } from './atomic-json-file';
import { defineCollection } from './entity';
import { StoreModule } from './store.module';
import { StoreService, WRITABLE_PROBE_MS } from './store.service';
import type { StoreOptions } from './store.options';
import { readStoredCollections } from './stored-state';

interface Note {
  id: string;
  text: string;
}

const NOTES: Note[] = [{ id: 'n1', text: 'Seeded' }];
const notes = defineCollection<Note>({ name: 'notes', seed: () => NOTES.map((n) => ({ ...n })) });
const tags = defineCollection<Note>({ name: 'tags', seed: () => [] });

describe('StoreService', () => {
  let root: string;
  let dataDir: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'store-service-spec-'));
    dataDir = join(root, 'nested', 'data');
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  function service(onStart: StoreOptions['onStart'] = 'open'): StoreService {
    return new StoreService({ dataDir, onStart });
  }

  it('creates the data folder at module init, through StoreModule', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [StoreModule.forRootAsync({ useFactory: () => ({ dataDir, onStart: 'open' }) })],
    }).compile();
    await moduleRef.init();

    const store = moduleRef.get(StoreService);
    expect(store.dataDir).toBe(dataDir);
    expect((await stat(dataDir)).isDirectory()).toBe(true);
    await moduleRef.close();
  });

  it('creates the data folder when a collection is opened before init', async () => {
    const store = service();

    await store.open(store.collection(notes));

    expect((await stat(dataDir)).isDirectory()).toBe(true);
    expect(JSON.parse(await readFile(join(dataDir, 'notes.json'), 'utf8'))).toEqual(NOTES);
  });

  it('returns one collection per name, stored as <name>.json in the data folder', () => {
    const store = service();

    const first = store.collection(notes);

    expect(store.collection(notes)).toBe(first);
    expect(first.file).toBe(join(dataDir, 'notes.json'));
    expect(first.name).toBe('notes');
    const other = store.collection(tags);
    expect(other).not.toBe(first);
    expect(other.file).toBe(join(dataDir, 'tags.json'));
  });

  it('refuses two different definitions with one name', () => {
    const store = service();
    store.collection(notes);

    const impostor = defineCollection<Note>({ name: 'notes', seed: () => [] });

    expect(() => store.collection(impostor)).toThrow('Collection "notes" is defined twice');
    expect(store.collection(notes).definition).toBe(notes);
  });

  it('reports ok and writable with the count once every collection is open', async () => {
    const store = service();
    await store.onModuleInit();
    const first = store.collection(notes);
    const second = store.collection(tags);

    await store.open(first);
    await expect(store.status()).resolves.toEqual({
      status: 'unavailable',
      collections: 2,
      writable: true,
      storageFull: false,
    });

    await store.open(second);
    await expect(store.status()).resolves.toEqual({
      status: 'ok',
      collections: 2,
      writable: true,
      storageFull: false,
    });
  });

  it('reports unavailable and not writable when the data folder is gone', async () => {
    const store = service();
    await store.open(store.collection(notes));

    await rm(dataDir, { recursive: true });

    await expect(store.status()).resolves.toEqual({
      status: 'unavailable',
      collections: 1,
      writable: false,
      storageFull: false,
    });
  });

  it('asks the file system whether it may write at most once a second', async () => {
    const store = service();
    await store.open(store.collection(notes));
    await expect(store.status(0)).resolves.toMatchObject({ writable: true });

    await rm(dataDir, { recursive: true });

    await expect(store.status(WRITABLE_PROBE_MS - 1)).resolves.toMatchObject({ writable: true });
    await expect(store.status(WRITABLE_PROBE_MS)).resolves.toMatchObject({
      status: 'unavailable',
      writable: false,
    });
  });

  it('loads an existing file, and seeds over it only when starting in reset mode', async () => {
    await mkdir(dataDir, { recursive: true });
    const file = join(dataDir, 'notes.json');
    const stored: Note[] = [{ id: 'mine', text: 'Kept' }];
    await writeFile(file, JSON.stringify(stored));

    const opened = service('open');
    await opened.open(opened.collection(notes));
    expect(opened.collection(notes).list()).toEqual(stored);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(stored);
    await opened.onApplicationShutdown();

    const reset = service('reset');
    await reset.open(reset.collection(notes));
    expect(reset.collection(notes).list()).toEqual(NOTES);
    // The seed replaces the records through the log at once; the file follows at the stop.
    expect((await readStoredCollections(dataDir)).get('notes')).toEqual(NOTES);
    await reset.onApplicationShutdown();
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(NOTES);
  });

  describe('seeds registered by collection name', () => {
    const registered = () => [{ id: 'r1', text: 'Registered' }];
    const bare = (name: string) => defineCollection<Note>({ name });

    it('writes the seed registered under the name on first start, and on reset', async () => {
      const first = new StoreService({ dataDir, onStart: 'open', seeds: { memos: registered } });
      const written = first.collection(bare('memos'));
      await expect(first.open(written)).resolves.toBe('seeded');
      expect(JSON.parse(await readFile(join(dataDir, 'memos.json'), 'utf8'))).toEqual(registered());
      await written.insert({ id: 'r2', text: 'Added' });
      await first.onApplicationShutdown();

      const reset = new StoreService({ dataDir, onStart: 'reset', seeds: { memos: registered } });
      const memos = reset.collection(bare('memos'));
      await expect(reset.open(memos)).resolves.toBe('seeded');
      expect(memos.list()).toEqual(registered());
      await reset.onApplicationShutdown();
    });

    it('starts a name with no seed, registered or its own, empty', async () => {
      const store = new StoreService({ dataDir, onStart: 'open', seeds: { memos: registered } });
      const others = store.collection(bare('others'));
      // Not a key of the registry's prototype either.
      const constructor = store.collection(bare('constructor'));

      await expect(store.open(others)).resolves.toBe('seeded');
      await expect(store.open(constructor)).resolves.toBe('seeded');

      expect(others.list()).toEqual([]);
      expect(constructor.list()).toEqual([]);
      expect(JSON.parse(await readFile(join(dataDir, 'others.json'), 'utf8'))).toEqual([]);
      await store.onApplicationShutdown();
    });

    it("refuses a collection seeded both by its definition and by the store's registry", () => {
      const store = new StoreService({ dataDir, onStart: 'open', seeds: { notes: registered } });

      expect(() => store.collection(notes)).toThrow(
        'Collection "notes" has a seed in its definition and another registered',
      );
    });
  });

  it('holds the data folder alone: a second store on it is refused until the first lets go', async () => {
    const first = service();
    await first.open(first.collection(notes));
    const second = service();
    await expect(second.open(second.collection(tags))).rejects.toThrow(
      /is in use by another server/,
    );
    await first.onApplicationShutdown();
    const third = service();
    await third.open(third.collection(tags));
    await third.onApplicationShutdown();
  });

  it('rejects open() on a corrupt file, naming it and leaving it byte-identical', async () => {
    await mkdir(dataDir, { recursive: true });
    const file = join(dataDir, 'notes.json');
    const broken = Buffer.from('[{"id": "n1", "text": "cut off');
    await writeFile(file, broken);
    const store = service();
    const collection = store.collection(notes);

    const failure = store.open(collection);

    await expect(failure).rejects.toBeInstanceOf(CorruptCollectionFileError);
    await expect(failure).rejects.toThrow(file);
    expect((await readFile(file)).equals(broken)).toBe(true);
    await expect(store.status()).resolves.toMatchObject({ status: 'unavailable' });
  });

  it('rejects open() on a file that is not a list of records, leaving it byte-identical', async () => {
    await mkdir(dataDir, { recursive: true });
    const file = join(dataDir, 'notes.json');
    const text = '[{"id": 7, "text": "numeric id"}]';
    await writeFile(file, text);
    const store = service();

    const failure = store.open(store.collection(notes));

    await expect(failure).rejects.toThrow(file);
    await expect(failure).rejects.toThrow('does not hold a list of records with ids');
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  describe('mutateReading', () => {
    /** Tags name notes by id (in `text`); a note named by a tag may not go. */
    async function opened() {
      const store = service();
      const noteList = store.collection(notes);
      const tagList = store.collection(tags);
      await store.open(noteList);
      await store.open(tagList);
      const removeNote = (id: string) =>
        store.mutateReading({ collection: noteList }, [{ collection: tagList }], (items) => {
          if (tagList.list().some((tag) => tag.text === id)) throw new Error('in use');
          return { items: items.filter((note) => note.id !== id), result: true };
        });
      const tagNote = (tagId: string, noteId: string) =>
        store.mutateReading({ collection: tagList }, [{ collection: noteList }], (items) => {
          if (!noteList.get(noteId)) throw new Error('missing');
          return { items: [...items, { id: tagId, text: noteId }], result: true };
        });
      return { store, noteList, tagList, removeNote, tagNote };
    }

    it('lets a check read what earlier changes of the same batch did to the collections it reads', async () => {
      const { store, noteList, tagList, removeNote, tagNote } = await opened();
      // Queued together, they form one batch: the tag's check sees the note removed.
      const outcomes = await Promise.allSettled([removeNote('n1'), tagNote('t1', 'n1')]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
      expect(noteList.list()).toEqual([]);
      expect(tagList.list()).toEqual([]);
      await store.close();
    });

    it('refuses the removal a tag queued just before it makes wrong', async () => {
      const { store, noteList, tagList, removeNote, tagNote } = await opened();
      const outcomes = await Promise.allSettled([tagNote('t1', 'n1'), removeNote('n1')]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
      expect(noteList.list()).toEqual(NOTES);
      expect(tagList.list()).toEqual([{ id: 't1', text: 'n1' }]);
      await store.close();
    });

    it('answers the committed records outside a change', async () => {
      const { store, noteList, removeNote } = await opened();
      let seenInside: unknown;
      await store.mutateReading({ collection: noteList }, [], (items) => {
        const next = items.filter((note) => note.id !== 'n1');
        seenInside = noteList.get('n1');
        return { items: next, result: undefined };
      });
      expect(seenInside).toEqual(NOTES[0]);
      expect(noteList.get('n1')).toBeUndefined();
      await expect(removeNote('n1')).resolves.toBe(true);
      await store.close();
    });
  });
});
