import fs from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { Logger } from '@nestjs/common';
import { encodeEntry } from './append-log';
import type { Collection } from './collection';
import { defineCollection } from './entity';
import type { StoreStep } from './journal';
import { StoreService } from './store.service';
import type { StoreOptions } from './store.options';
import { readStoredCollections } from './stored-state';
import { CorruptLogError, decodeCommit, encodeCommitLine, parseLog } from './wal-file';

interface Widget {
  id: string;
  size: number;
}

const widgetSeed = (): Widget[] => [
  { id: 'w1', size: 1 },
  { id: 'w2', size: 2 },
];
const widgets = defineCollection<Widget>({ name: 'widgets', seed: widgetSeed });
const gadgets = defineCollection<Widget>({ name: 'gadgets', seed: () => [] });

const ids = (items: readonly Widget[]) => items.map((item) => item.id);
/** A line as the log's reader hands it over: without its newline. */
const withoutNewline = (line: Buffer) => line.subarray(0, -1);

describe('the write-ahead log', () => {
  let dir: string;
  const stores: StoreService[] = [];

  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wal-spec-'));
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    // Let go as a crash would: no compaction.
    for (const store of stores.splice(0)) await store.close({ compact: false });
    await rm(dir, { recursive: true, force: true });
  });

  function storeOn(folder = dir, options: Partial<StoreOptions> = {}): StoreService {
    const store = new StoreService({ dataDir: folder, onStart: 'open', ...options });
    stores.push(store);
    return store;
  }

  /** A store on `folder` with both collections open. */
  async function open(folder = dir, options: Partial<StoreOptions> = {}) {
    const store = storeOn(folder, options);
    const w = store.collection(widgets);
    const g = store.collection(gadgets);
    await store.open(w);
    await store.open(g);
    return { store, w, g };
  }

  /** Lets every store go as a crash would (nothing more written), then opens a new one. */
  async function crashAndReopen(folder = dir) {
    for (const store of stores.splice(0)) await store.close({ compact: false });
    return open(folder);
  }

  async function logLines(folder = dir): Promise<string[]> {
    const logs = (await readdir(folder)).filter((name) => name.endsWith('.jsonl')).sort();
    const texts = await Promise.all(logs.map((name) => readFile(join(folder, name), 'utf8')));
    return texts.join('').split('\n').filter(Boolean);
  }

  async function stored(name: string, folder = dir): Promise<Widget[]> {
    return ((await readStoredCollections(folder)).get(name) ?? []) as Widget[];
  }

  describe('lines', () => {
    it('holds one checksummed JSON line per commit, a commit over two collections included', async () => {
      const { store, w, g } = await open();

      await w.insert({ id: 'w3', size: 3 });
      await w.update('w1', { size: 10 });
      await store.mutateTogether([{ collection: w }, { collection: g }], ([a, b]) => ({
        lists: [a.filter((item) => item.id !== 'w2'), [...b, { id: 'g1', size: 1 }]],
        result: undefined,
      }));

      const lines = await logLines();
      expect(lines).toHaveLength(3);
      const commits = lines.map((line) => JSON.parse(line) as { crc: string; commit: unknown });
      expect(commits.map(({ commit }) => commit)).toEqual([
        {
          seq: 1,
          at: expect.any(String),
          ops: [{ c: 'widgets', put: [{ r: { id: 'w3', size: 3 }, at: 'end' }] }],
        },
        {
          seq: 2,
          at: expect.any(String),
          ops: [{ c: 'widgets', put: [{ r: { id: 'w1', size: 10 } }] }],
        },
        {
          seq: 3,
          at: expect.any(String),
          ops: [
            { c: 'widgets', del: ['w2'] },
            { c: 'gadgets', put: [{ r: { id: 'g1', size: 1 }, at: 'start' }] },
          ],
        },
      ]);
      for (const { crc } of commits) expect(crc).toMatch(/^[0-9a-f]{8}$/);
    });

    it('round-trips a commit, and refuses a line whose checksum does not match', () => {
      const commit = { seq: 7, at: 'now', ops: [{ c: 'x', put: [{ r: { id: 'é', n: '🚀' } }] }] };
      const line = withoutNewline(encodeCommitLine(commit).line);
      const json = JSON.stringify(commit);
      const crc = crc32(Buffer.from(json)).toString(16).padStart(8, '0');
      expect(line.toString()).toBe(`{"crc":"${crc}","commit":${json}}`);
      expect(decodeCommit(line)).toEqual(commit);
      const spoiled = Buffer.from(line.toString().replace('🚀', '🚁'));
      expect(decodeCommit(spoiled)).toBeUndefined();
      expect(decodeCommit(line.subarray(0, line.length - 3))).toBeUndefined();
    });
  });

  it("tells how much of a line the append-only logs' entries take, in the line JSON.stringify writes", () => {
    const logs = { trail: [{ id: 'e1', at: '2026-03-01T10:00:00.000Z', note: 'é' }] };
    const commit = { seq: 3, at: 'now', ops: [{ c: 'widgets', del: ['w1'] }], rm: ['a.bin'], logs };
    const { line, logChars } = encodeCommitLine(commit);
    expect(line).toEqual(encodeCommitLine(commit).line);
    expect(decodeCommit(withoutNewline(line))).toEqual(commit);
    expect(line.toString()).toContain(JSON.stringify(commit));
    expect(logChars).toBe(JSON.stringify(logs).length);
    expect(encodeCommitLine({ seq: 4, at: 'now', ops: [] }).logChars).toBe(0);
  });

  it('writes entries encoded already as the same line as entries in `logs`', () => {
    const entries = [
      { id: 'e1', at: '2026-03-01T10:00:00.000Z', note: 'é "quoted"' },
      { id: 'e2', at: '2026-03-01T10:00:00.001Z', note: null },
    ];
    const commit = { seq: 3, at: 'now', ops: [{ c: 'widgets', del: ['w1'] }] };
    const plain = encodeCommitLine({ ...commit, logs: { trail: entries } });
    const encoded = encodeCommitLine(commit, { log: 'trail', entries: entries.map(encodeEntry) });
    expect(encoded).toEqual(plain);
    expect(decodeCommit(withoutNewline(encoded.line))?.logs).toEqual({ trail: entries });
  });

  describe('group commit', () => {
    it('writes a batch with one append and one fsync, and acknowledges after the fsync', async () => {
      const { w, g } = await open();
      const realFsync = fs.fsync;
      const events: string[] = [];
      const fsyncs = jest.spyOn(fs, 'fsync').mockImplementation((fd, callback) => {
        events.push('fsync');
        realFsync(fd, callback);
      });
      const realWrite = fs.write;
      const writes = jest.spyOn(fs, 'write').mockImplementation(((...args: unknown[]) => {
        events.push('write');
        return (realWrite as (...a: unknown[]) => void)(...args);
      }) as typeof fs.write);

      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          (i % 2 === 0 ? w : g).insert({ id: `c${i}`, size: i }).then(() => events.push('ack')),
        ),
      );

      expect(results).toHaveLength(100);
      // The first insert is written at once; the other 99 queue behind it: two batches, each
      // one write and one fsync, each answered after its fsync.
      expect(writes).toHaveBeenCalledTimes(2);
      expect(fsyncs).toHaveBeenCalledTimes(2);
      expect(events.slice(0, 3)).toEqual(['write', 'fsync', 'ack']);
      expect(events.slice(3, 5)).toEqual(['write', 'fsync']);
      expect(events.slice(5)).toEqual(Array(99).fill('ack'));
      expect(await logLines()).toHaveLength(100);
    });

    it('fsyncs the folder when it creates the log', async () => {
      const paths = new Map<number, string>();
      const synced: string[] = [];
      const realOpen = fs.open;
      const realFsync = fs.fsync;
      jest.spyOn(fs, 'open').mockImplementation(((...args: unknown[]) => {
        const callback = args[args.length - 1] as (error: unknown, fd?: number) => void;
        const rest = args.slice(0, -1);
        (realOpen as unknown as (...a: unknown[]) => void)(
          ...rest,
          (error: unknown, fd?: number) => {
            if (fd !== undefined) paths.set(fd, String(rest[0]));
            callback(error, fd);
          },
        );
      }) as typeof fs.open);
      jest.spyOn(fs, 'fsync').mockImplementation(((fd: number, callback: (e: unknown) => void) => {
        synced.push(paths.get(fd) ?? `fd ${fd}`);
        realFsync(fd, callback);
      }) as typeof fs.fsync);

      const { w } = await open();
      await w.insert({ id: 'w3', size: 3 });

      const log = join(dir, 'wal-1.jsonl');
      expect(synced.indexOf(dir)).toBeGreaterThanOrEqual(0);
      expect(synced.filter((path) => path === log)).toEqual([log]);
    });
  });

  describe('replay', () => {
    it('rebuilds every kind of change from the files and the log after a crash', async () => {
      const { store, w, g } = await open();
      await w.insert({ id: 'first', size: 0 }, 'start');
      await w.insert({ id: 'last', size: 9 });
      await w.update('w2', { size: 20 });
      await w.remove('w1');
      await w.mutate((items) => ({ items: [...items].reverse(), result: undefined }));
      await g.replaceAll([
        { id: 'g1', size: 1 },
        { id: 'g2', size: 2 },
      ]);
      await g.mutate((items) => ({
        items: [items[0], { id: 'mid', size: 5 }, ...items.slice(1)],
        result: undefined,
      }));
      await store.mutateTogether([{ collection: w }, { collection: g }], ([a, b]) => ({
        lists: [a.map((item) => ({ ...item, size: item.size + 1 })), b.slice(1)],
        result: undefined,
      }));
      const before = { w: w.list(), g: g.list() };
      expect(ids(before.w)).toEqual(['last', 'w2', 'first']);
      expect(ids(before.g)).toEqual(['mid', 'g2']);

      const again = await crashAndReopen();

      expect(again.w.list()).toEqual(before.w);
      expect(again.g.list()).toEqual(before.g);
      // The files were never rewritten: all of it came from the log.
      expect(JSON.parse(await readFile(join(dir, 'widgets.json'), 'utf8'))).toEqual(widgetSeed());
    });

    it('ignores a torn last line, cuts it off, and keeps the commits before it', async () => {
      const { w } = await open();
      await w.insert({ id: 'kept', size: 1 });
      const log = join(dir, 'wal-1.jsonl');
      const whole = await readFile(log);
      const torn = encodeCommitLine({
        seq: 2,
        at: 'now',
        ops: [{ c: 'widgets', del: ['w1'] }],
      }).line;
      await writeFile(log, Buffer.concat([whole, torn.subarray(0, Math.floor(torn.length / 2))]));

      const again = await crashAndReopen();

      expect(ids(again.w.list())).toEqual(['w1', 'w2', 'kept']);
      expect((await readFile(log)).equals(whole)).toBe(true);
      await again.w.insert({ id: 'after', size: 2 });
      expect(ids(await stored('widgets'))).toEqual(['w1', 'w2', 'kept', 'after']);
    });

    it('ignores a last line whose checksum fails, and cuts it off', async () => {
      const { w } = await open();
      await w.insert({ id: 'kept', size: 1 });
      await w.remove('w1');
      const log = join(dir, 'wal-1.jsonl');
      const text = await readFile(log, 'utf8');
      const lines = text.split('\n');
      // The last whole line with one digit changed: whole length, wrong content.
      lines[1] = lines[1].replace('"w1"', '"w9"');
      await writeFile(log, lines.join('\n'));

      const again = await crashAndReopen();

      expect(ids(again.w.list())).toEqual(['w1', 'w2', 'kept']);
      expect(await readFile(log, 'utf8')).toBe(`${lines[0]}\n`);
    });

    it('refuses to start on a bad line followed by whole ones, naming the log and leaving it alone', async () => {
      const { w } = await open();
      await w.insert({ id: 'a', size: 1 });
      await w.insert({ id: 'b', size: 2 });
      await w.insert({ id: 'c', size: 3 });
      for (const store of stores.splice(0)) await store.close({ compact: false });
      const log = join(dir, 'wal-1.jsonl');
      const lines = (await readFile(log, 'utf8')).split('\n');
      lines[1] = lines[1].replace('"b"', '"x"');
      const damaged = lines.join('\n');
      await writeFile(log, damaged);
      const { mtimeMs } = await stat(log);

      const store = storeOn();
      const failure = store.open(store.collection(widgets));
      await expect(failure).rejects.toBeInstanceOf(CorruptLogError);
      await expect(failure).rejects.toThrow(`${log} is damaged at line 2`);

      expect(await readFile(log, 'utf8')).toBe(damaged);
      expect((await stat(log)).mtimeMs).toBe(mtimeMs);
      // The folder was let go: another try gets the same answer, not "in use".
      const retry = storeOn();
      await expect(retry.open(retry.collection(widgets))).rejects.toBeInstanceOf(CorruptLogError);
      expect(() => parseLog(log, Buffer.from(damaged))).toThrow(CorruptLogError);
    });

    it('redoes the file deletions of a commit that was durable when the process died', async () => {
      const files = join(dir, 'files', 'cv');
      await mkdir(files, { recursive: true });
      await writeFile(join(files, 'old'), 'bytes');
      const { w, store } = await open();
      const copy = join(dir, '..', `${dir.split('/').pop()}-copy`);
      store.setStepHook(async (step) => {
        // The commit is on disk, its deletion not done yet: what a crash here leaves.
        if (step === 'append:synced') await cp(dir, copy, { recursive: true });
      });

      await w.mutate((items) => ({
        items: items.slice(1),
        result: undefined,
        removeFiles: ['files/cv/old'],
      }));

      expect(fs.existsSync(join(files, 'old'))).toBe(false);
      try {
        await rm(join(copy, '.lock'));
        expect(fs.existsSync(join(copy, 'files', 'cv', 'old'))).toBe(true);
        const fromCopy = await open(copy);
        expect(ids(fromCopy.w.list())).toEqual(['w2']);
        expect(fs.existsSync(join(copy, 'files', 'cv', 'old'))).toBe(false);
        // Replayed again at the next start: nothing to delete, nothing fails.
        const twice = await crashAndReopen(copy);
        expect(ids(twice.w.list())).toEqual(['w2']);
      } finally {
        await rm(copy, { recursive: true, force: true });
      }
    });

    it('refuses a commit that would delete a file outside the data folder', async () => {
      const { w, store, g } = await open();
      for (const path of ['../escape', '/etc/passwd', 'files/../../x', '']) {
        await expect(
          w.mutate((items) => ({ items, result: 1, removeFiles: [path] })),
        ).rejects.toThrow('A commit can only remove files inside the data folder');
      }
      await expect(
        store.mutateTogether([{ collection: w }, { collection: g }], ([a]) => ({
          lists: [a] as never,
          result: 1,
        })),
      ).rejects.toThrow('one list per collection');
      expect(await logLines()).toEqual([]);
    });
  });

  describe('failed appends', () => {
    it('cuts a half-written batch off again, rejects it, and appends whole lines afterwards', async () => {
      const { w } = await open();
      await w.insert({ id: 'before', size: 1 });
      const log = join(dir, 'wal-1.jsonl');
      const sizeBefore = (await stat(log)).size;
      const realWrite = fs.write;
      jest
        .spyOn(fs, 'write')
        .mockImplementationOnce(((
          fd: number,
          buffer: Buffer,
          offset: number,
          length: number,
          position: null,
          callback: (e: unknown, n?: number) => void,
        ) => realWrite(fd, buffer, offset, Math.floor(length / 2), position, callback)) as never)
        .mockImplementationOnce(((...args: unknown[]) => {
          const callback = args[args.length - 1] as (e: unknown) => void;
          callback(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
        }) as never);

      await expect(w.insert({ id: 'lost', size: 2 })).rejects.toThrow('disk full');

      expect((await stat(log)).size).toBe(sizeBefore);
      expect(w.get('lost')).toBeUndefined();
      await w.insert({ id: 'after', size: 3 });
      const again = await crashAndReopen();
      expect(ids(again.w.list())).toEqual(['w1', 'w2', 'before', 'after']);
    });
  });

  describe('compaction', () => {
    const steps: StoreStep[] = [
      'compaction:rotated',
      'compaction:files-written',
      'compaction:committed',
      'compaction:renamed',
      'compaction:done',
    ];

    it('rewrites the files and empties the log once the log outgrows the data', async () => {
      const { w } = await open(dir, { compactMinBytes: 2_000, compactRatio: 0.5 });
      for (let i = 0; i < 40; i++) await w.insert({ id: `n${i}`, size: i });
      // Wait for a compaction started in the background, if one still runs.
      await stores[0].compact();

      const onFile = JSON.parse(await readFile(join(dir, 'widgets.json'), 'utf8')) as Widget[];
      expect(ids(onFile)).toEqual(ids(w.list()));
      expect(await logLines()).toEqual([]);
      expect((await readdir(dir)).filter((name) => name.endsWith('.jsonl'))).toHaveLength(1);
    });

    it('loses nothing and doubles nothing whatever step a crash interrupts it at', async () => {
      const { store, w, g } = await open();
      await w.insert({ id: 'a', size: 1 }, 'start');
      await w.update('w2', { size: 22 });
      await g.insert({ id: 'g1', size: 1 });
      await w.mutate((items) => ({ items: [...items].reverse(), result: undefined }));
      const before = { widgets: w.list(), gadgets: g.list() };
      const copies = new Map<StoreStep, string>();
      store.setStepHook(async (step) => {
        if (!steps.includes(step)) return;
        const copy = `${dir}-${step.replace(':', '-')}`;
        await cp(dir, copy, { recursive: true });
        await rm(join(copy, '.lock'));
        copies.set(step, copy);
        // A change that arrives in the middle of the compaction, in the new log.
        if (step === 'compaction:rotated') await w.insert({ id: 'during', size: 5 });
      });

      await store.compact();
      store.setStepHook(undefined);

      const after = { widgets: w.list(), gadgets: g.list() };
      expect(ids(after.widgets)).toEqual([...ids(before.widgets), 'during']);
      try {
        expect([...copies.keys()]).toEqual(steps);
        for (const [step, copy] of copies) {
          const expected = step === 'compaction:rotated' ? before : after;
          const reopened = await open(copy);
          expect({ step, widgets: reopened.w.list() }).toEqual({ step, widgets: expected.widgets });
          expect({ step, gadgets: reopened.g.list() }).toEqual({ step, gadgets: expected.gadgets });
          const left = (await readdir(copy)).sort();
          expect(
            left.filter((name) => name.endsWith('.next') || name === 'compaction.json'),
          ).toEqual([]);
          await reopened.store.close();
          // A clean stop compacts: the files hold everything, and say the same.
          const files = {
            widgets: JSON.parse(await readFile(join(copy, 'widgets.json'), 'utf8')),
            gadgets: JSON.parse(await readFile(join(copy, 'gadgets.json'), 'utf8')),
          };
          expect({ step, files }).toEqual({ step, files: expected });
        }
      } finally {
        for (const copy of copies.values()) await rm(copy, { recursive: true, force: true });
      }
    });

    it('finishes the job at the first commit after a crash left an older log behind', async () => {
      const { store, w } = await open();
      await w.insert({ id: 'a', size: 1 });
      const copy = `${dir}-rotated`;
      store.setStepHook(async (step) => {
        if (step !== 'compaction:rotated') return;
        await cp(dir, copy, { recursive: true });
        await rm(join(copy, '.lock'));
      });
      await store.compact();
      try {
        const logsOf = async () =>
          (await readdir(copy)).filter((name) => name.endsWith('.jsonl')).sort();
        expect(await logsOf()).toEqual(['wal-1.jsonl', 'wal-2.jsonl']);
        const reopened = await open(copy);
        await reopened.w.insert({ id: 'b', size: 2 });
        // That commit started a compaction by itself (no threshold reached).
        for (let wait = 0; wait < 100 && (await logsOf()).length > 1; wait++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(await logsOf()).toEqual(['wal-3.jsonl']);
        expect(ids(reopened.w.list())).toEqual(['w1', 'w2', 'a', 'b']);
      } finally {
        await rm(copy, { recursive: true, force: true });
      }
    });

    it('carries the logged commits of a collection not opened in this run, exactly once', async () => {
      const first = await open();
      await first.g.insert({ id: 'g1', size: 1 });
      await first.g.insert({ id: 'g0', size: 0 }, 'start');
      await first.g.remove('g1');
      await first.g.insert({ id: 'g1', size: 11 });
      for (const store of stores.splice(0)) await store.close({ compact: false });

      // A run that never opens gadgets, and compacts, killed at every step.
      const store = storeOn();
      const w = store.collection(widgets);
      await store.open(w);
      await w.insert({ id: 'w3', size: 3 });
      const copies: string[] = [];
      store.setStepHook(async (step) => {
        if (!steps.includes(step)) return;
        const copy = `${dir}-${step.replace(':', '-')}`;
        await cp(dir, copy, { recursive: true });
        await rm(join(copy, '.lock'));
        copies.push(copy);
      });
      await store.compact();
      store.setStepHook(undefined);

      try {
        for (const folder of [dir, ...copies]) {
          expect(ids(await stored('gadgets', folder))).toEqual(['g0', 'g1']);
        }
        for (const copy of copies) {
          const reopened = await open(copy);
          expect({ copy, gadgets: reopened.g.list() }).toEqual({
            copy,
            gadgets: [
              { id: 'g0', size: 0 },
              { id: 'g1', size: 11 },
            ],
          });
          expect(ids(reopened.w.list())).toEqual(['w1', 'w2', 'w3']);
        }
      } finally {
        for (const copy of copies) await rm(copy, { recursive: true, force: true });
      }
    });
  });

  describe('opening modes', () => {
    it('upgrades through the log when the log holds commits of the collection', async () => {
      const { w } = await open();
      await w.insert({ id: 'w3', size: 3 });
      for (const store of stores.splice(0)) await store.close({ compact: false });
      const upgrade = jest.fn((items: readonly Widget[]) =>
        items.some((item) => item.size < 10)
          ? items.map((item) => (item.size < 10 ? { ...item, size: item.size * 10 } : item))
          : items,
      );
      const upgrading = defineCollection<Widget>({ name: 'widgets', seed: () => [], upgrade });
      const fileBefore = await readFile(join(dir, 'widgets.json'), 'utf8');

      const store = storeOn();
      const collection: Collection<Widget> = store.collection(upgrading);
      await store.open(collection);

      expect(collection.list().map((item) => item.size)).toEqual([10, 20, 30]);
      expect(await readFile(join(dir, 'widgets.json'), 'utf8')).toBe(fileBefore);
      expect(await stored('widgets')).toEqual(collection.list());
      // The upgraded records are what the next start loads; nothing more to upgrade.
      for (const running of stores.splice(0)) await running.close({ compact: false });
      const next = storeOn();
      const reopened = next.collection(upgrading);
      await next.open(reopened);
      expect(reopened.list()).toEqual(collection.list());
      expect(upgrade).toHaveBeenLastCalledWith(reopened.list());
    });

    it("mode 'reset' supersedes the file and every logged commit, even a file that does not parse", async () => {
      const { w } = await open();
      await w.insert({ id: 'w3', size: 3 });
      await w.remove('w1');
      for (const store of stores.splice(0)) await store.close({ compact: false });
      await writeFile(join(dir, 'widgets.json'), '[{"id": "cut');

      const reset = storeOn(dir, { onStart: 'reset' });
      const collection = reset.collection(widgets);
      await expect(reset.open(collection)).resolves.toBe('seeded');
      expect(collection.list()).toEqual(widgetSeed());

      const again = await crashAndReopen();
      expect(again.w.list()).toEqual(widgetSeed());
      await again.store.close();
      expect(JSON.parse(await readFile(join(dir, 'widgets.json'), 'utf8'))).toEqual(widgetSeed());
    });

    it('refuses changes once closed, and compacts on a clean stop', async () => {
      const { store, w } = await open();
      await w.insert({ id: 'w3', size: 3 });
      await store.close();
      await expect(w.insert({ id: 'w4', size: 4 })).rejects.toThrow('The store is closed');
      expect(await logLines()).toEqual([]);
      expect(ids(JSON.parse(await readFile(join(dir, 'widgets.json'), 'utf8')))).toEqual([
        'w1',
        'w2',
        'w3',
      ]);
    });
  });
});
