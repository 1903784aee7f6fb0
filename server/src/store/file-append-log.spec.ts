import fs from 'node:fs';
import { appendFile, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeAppendLogContract } from '../../test/fixtures/append-log-contract';
import { dataFolderDriver } from '../../test/fixtures/collection-contract';
import { type LogEntry, LogRider, WriteQueue } from './append-log';
import { withCallContext } from './call-context';
import { defineCollection } from './entity';
import { dayOf, FileAppendLog } from './file-append-log';
import { LogStore } from './log-store';
import { QUIET_STORE_OBSERVER } from './store-observer';
import { StoreService } from './store.service';
import type { StoreOptions } from './store.options';
import { readStoredState } from './stored-state';
import { logFileName, logGenerations } from './wal-folder';

/** The contract both drivers keep, in the data folder (see server/test-pg for PostgreSQL). */
describeAppendLogContract('data folder', () => dataFolderDriver('log-contract-'));

interface Entry extends LogEntry {
  n: number;
}

const entry = (n: number, at = '2026-03-01T10:00:00.000Z'): Entry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  at,
  n,
});

describe('dayOf', () => {
  it('names the UTC day of an instant, whatever offset it is written with', () => {
    expect(dayOf('2026-03-01T23:59:59.999Z')).toBe('2026-03-01');
    expect(dayOf('2026-03-02T01:30:00+02:00')).toBe('2026-03-01');
    expect(dayOf('2026-03-01T22:30:00-02:00')).toBe('2026-03-02');
    expect(dayOf('2026-03-01')).toBe('2026-03-01');
  });
});

describe('FileAppendLog', () => {
  let dataDir: string;
  let log: FileAppendLog<Entry>;
  const folder = () => join(dataDir, 'logs', 'trail');

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'file-append-log-'));
    log = new FileAppendLog<Entry>(dataDir, 'trail');
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('writes one file of JSON lines per UTC day, readable by its owner only', async () => {
    await log.append([entry(1, '2026-03-01T23:59:59.999Z'), entry(2, '2026-03-02T00:00:00.000Z')]);
    expect(await readdir(folder())).toEqual(['2026-03-01.jsonl', '2026-03-02.jsonl']);
    expect(await readFile(join(folder(), '2026-03-02.jsonl'), 'utf8')).toBe(
      `${JSON.stringify(entry(2, '2026-03-02T00:00:00.000Z'))}\n`,
    );
    expect((await stat(folder())).mode & 0o777).toBe(0o700);
    expect((await stat(join(folder(), '2026-03-01.jsonl'))).mode & 0o777).toBe(0o600);
  });

  it('writes the entries appended meanwhile together, with one fsync', async () => {
    const fsyncs = jest.spyOn(fs, 'fdatasync');
    try {
      await Promise.all(Array.from({ length: 30 }, (_, n) => log.append([entry(n)])));
      // Appended in one turn of the event loop: one write, one fsync.
      expect(fsyncs).toHaveBeenCalledTimes(1);
    } finally {
      fsyncs.mockRestore();
    }
    expect((await log.read()).map((one) => one.n)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it('keeps the day file open from write to write, and lets it go when closed', async () => {
    const opens = jest.spyOn(fs, 'open');
    try {
      for (const n of [1, 2, 3]) await log.append([entry(n)]);
      const ofDay = opens.mock.calls.filter(([path]) => String(path).endsWith('2026-03-01.jsonl'));
      // Once to make it (with the store's mode), once for the three appends.
      expect(ofDay).toHaveLength(2);
    } finally {
      opens.mockRestore();
    }
    const closes = jest.spyOn(fs, 'close');
    try {
      await log.close();
      expect(closes).toHaveBeenCalledTimes(1);
    } finally {
      closes.mockRestore();
    }
  });

  it('leaves out a torn last line, and cuts it off before the next append', async () => {
    await log.append([entry(1)]);
    const file = join(folder(), '2026-03-01.jsonl');
    await appendFile(file, '{"id":"00000000-0000-4000-8000-0000000');
    expect((await log.read()).map((one) => one.n)).toEqual([1]);

    const restarted = new FileAppendLog<Entry>(dataDir, 'trail');
    await restarted.append([entry(2)]);
    expect((await readFile(file, 'utf8')).split('\n')).toEqual([
      JSON.stringify(entry(1)),
      JSON.stringify(entry(2)),
      '',
    ]);
  });

  it('rewrites only the day it cuts through when removing, and removes older days whole', async () => {
    await log.append([
      entry(1, '2026-03-01T10:00:00.000Z'),
      entry(2, '2026-03-02T09:00:00.000Z'),
      entry(3, '2026-03-02T11:00:00.000Z'),
      entry(4, '2026-03-03T10:00:00.000Z'),
    ]);
    const later = await stat(join(folder(), '2026-03-03.jsonl'));
    expect(await log.removeBefore(new Date('2026-03-02T10:00:00.000Z'))).toBe(2);
    expect(await readdir(folder())).toEqual(['2026-03-02.jsonl', '2026-03-03.jsonl']);
    expect((await stat(join(folder(), '2026-03-03.jsonl'))).mtimeMs).toBe(later.mtimeMs);
    expect((await stat(join(folder(), '2026-03-02.jsonl'))).mode & 0o777).toBe(0o600);
    expect((await log.read()).map((one) => one.n)).toEqual([3, 4]);
  });

  it('reads nothing, and removes nothing, before anything was appended', async () => {
    await expect(log.read()).resolves.toEqual([]);
    await expect(log.removeBefore(new Date())).resolves.toBe(0);
  });

  it('answers a failed write to the appends it held, and writes the next ones', async () => {
    const full = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    const write = jest
      .spyOn(fs, 'write')
      .mockImplementationOnce(((_fd: number, _text: string, done: (error: Error) => void) =>
        done(full)) as unknown as typeof fs.write);
    try {
      await expect(log.append([entry(1)])).rejects.toThrow('no space left');
      await log.append([entry(2)]);
    } finally {
      write.mockRestore();
    }
    expect((await log.read()).map((one) => one.n)).toEqual([2]);
  });
});

describe('a log on a server (through the write-ahead log)', () => {
  let dataDir: string;
  const stores: StoreService[] = [];
  /** This test's stores' own fsyncs of the write-ahead log (other work may fsync too). */
  let walSyncs = 0;
  const open = (options: Partial<StoreOptions> = {}) => {
    const store = new StoreService({
      dataDir,
      onStart: 'open',
      observer: { ...QUIET_STORE_OBSERVER, synced: () => void (walSyncs += 1) },
      ...options,
    });
    stores.push(store);
    return { store, log: new LogStore(store).log<Entry>('trail') };
  };
  const dayFile = () => join(dataDir, 'logs', 'trail', '2026-03-01.jsonl');
  const ns = (entries: Entry[]) => entries.map((one) => one.n);

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'journal-log-'));
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close({ compact: false });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shares the write and the fsync of the changes queued beside it', async () => {
    const { store, log } = open();
    const notes = store.collection(defineCollection<{ id: string }>({ name: 'notes' }));
    await store.open(notes);
    // The day file exists (its making fsyncs the folder once).
    await log.append([entry(0)]);
    const fdatasyncs = jest.spyOn(fs, 'fdatasync');
    try {
      walSyncs = 0;
      // Queued in one turn: one batch of the write-ahead log, and no fsync of the day file.
      await Promise.all([
        notes.insert({ id: 'n1' }),
        notes.insert({ id: 'n2' }),
        log.append([entry(1)]),
        log.append([entry(2)]),
      ]);
      expect(walSyncs).toBe(1);
      expect(fdatasyncs).not.toHaveBeenCalled();
    } finally {
      fdatasyncs.mockRestore();
    }
    expect(ns(await log.read())).toEqual([0, 1, 2]);
  });

  it("writes a rider's entries in the first commit of its call that changes something", async () => {
    const { store, log } = open();
    const notes = store.collection(defineCollection<{ id: string }>({ name: 'notes' }));
    await store.open(notes);
    const rider = new LogRider(log, () => [entry(7)]);
    walSyncs = 0;
    await withCallContext({ rider }, async () => {
      // A change that changes nothing carries nothing.
      await notes.mutate((items) => ({ items, result: undefined }));
      await notes.insert({ id: 'n1' });
      await notes.insert({ id: 'n2' });
    });
    // One fsync for each insert: the entry took none of its own.
    expect(walSyncs).toBe(2);
    expect(rider.taken).toBe(true);
    const wal = await readFile(
      join(dataDir, logFileName((await logGenerations(dataDir))[0])),
      'utf8',
    );
    const commits = wal
      .trim()
      .split('\n')
      .map(
        (line) => (JSON.parse(line) as { commit: { ops: { c: string }[]; logs?: unknown } }).commit,
      );
    expect(commits.map((commit) => [commit.ops.map((op) => op.c), commit.logs])).toEqual([
      [['notes'], { trail: [entry(7)] }],
      [['notes'], undefined],
    ]);
    expect(ns(await log.read())).toEqual([7]);
    expect((await readStoredState(dataDir)).logs.get('trail')).toEqual([entry(7)]);
  });

  it('writes back at the next start what only the write-ahead log held, once', async () => {
    const first = open();
    await first.log.append([entry(1), entry(2)]);
    await first.store.close({ compact: false });
    // As after a crash between the commit and the write to the day file.
    await rm(dayFile());

    expect(ns(await open().log.read())).toEqual([1, 2]);
    await stores[1].close({ compact: false });
    expect(ns(await open().log.read())).toEqual([1, 2]);
    expect((await readFile(dayFile(), 'utf8')).trim().split('\n')).toHaveLength(2);
  });

  it('leaves the entries in the day files, and none in the write-ahead log, once compacted', async () => {
    const { store, log } = open();
    await log.append([entry(1)]);
    await store.compact();
    expect(await logGenerations(dataDir)).toHaveLength(1);
    await store.close();
    const { log: reopened } = open();
    expect(ns(await reopened.read())).toEqual([1]);
  });
  it('reads the entries whose write to the day file failed, and writes them at compaction', async () => {
    const { store, log } = open();
    const full = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    const write = fs.write.bind(fs) as (...args: unknown[]) => void;
    let failed = 0;
    // The write-ahead log writes bytes, the day file text: the day file's first write fails.
    const writes = jest.spyOn(fs, 'write').mockImplementation(((...args: unknown[]) => {
      if (typeof args[1] !== 'string' || failed > 0) return write(...args);
      failed += 1;
      (args[args.length - 1] as (error: Error) => void)(full);
    }) as unknown as typeof fs.write);
    try {
      await log.append([entry(1), entry(2)]);
      expect(ns(await log.read())).toEqual([1, 2]);
      expect(failed).toBe(1);
    } finally {
      writes.mockRestore();
    }
    await expect(readFile(dayFile(), 'utf8')).resolves.toBe('');
    await store.compact();
    const lines = (await readFile(dayFile(), 'utf8')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as Entry)).toEqual([entry(1), entry(2)]);
  });

  it('writes the entries of many commits to the day file together, and a read waits for none', async () => {
    const { log } = open();
    const writes = jest.spyOn(fs, 'write');
    try {
      for (let n = 0; n < 20; n++) await log.append([entry(n)]);
      expect(ns(await log.read())).toEqual(Array.from({ length: 20 }, (_, n) => n));
      // The day file's writes are of text; the write-ahead log's, of bytes.
      const dayFileWrites = writes.mock.calls.filter(([, data]) => typeof data === 'string');
      expect(dayFileWrites.length).toBeGreaterThan(0);
      expect(dayFileWrites.length).toBeLessThan(10);
    } finally {
      writes.mockRestore();
    }
  });

  it('lets its entries grow the write-ahead log past the compaction threshold, to four times it', async () => {
    const threshold = 10_000;
    const { log } = open({ compactMinBytes: threshold, compactRatio: 0 });
    const logBytes = async () => {
      const generations = await logGenerations(dataDir);
      const sizes = await Promise.all(
        generations.map(
          async (generation) => (await stat(join(dataDir, logFileName(generation)))).size,
        ),
      );
      return { generations: generations.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
    };
    let n = 0;
    while ((await logBytes()).bytes <= 1.3 * threshold) await log.append([entry((n += 1))]);
    // One more commit: a compaction due after the last one would have rotated the log by now.
    await log.append([entry((n += 1))]);
    expect(await logBytes()).toEqual({ generations: 1, bytes: expect.any(Number) });

    while ((await logBytes()).generations === 1 && n < 1_000) await log.append([entry((n += 1))]);
    const compactedAt = n;
    // Past four times the threshold at the latest (a line takes about 170 bytes).
    expect(compactedAt * 170).toBeLessThan(4.3 * threshold);
    expect(ns(await log.read())).toHaveLength(compactedAt);
  });
});

describe('WriteQueue', () => {
  it('runs exclusive work between writes, never during one', async () => {
    const events: string[] = [];
    let release!: () => void;
    const queue = new WriteQueue<number>(async (batch) => {
      events.push(`write ${batch.join(',')}`);
      await new Promise<void>((done) => (release = done));
      events.push('written');
    });
    const first = queue.append([1]);
    await new Promise((done) => setImmediate(done));
    const work = queue.exclusive(async () => void events.push('exclusive'));
    const second = queue.append([2, 3]);
    release();
    await first;
    await new Promise((done) => setImmediate(done));
    release();
    await Promise.all([work, second]);
    expect(events).toEqual(['write 1', 'written', 'exclusive', 'write 2,3', 'written']);
  });
});
