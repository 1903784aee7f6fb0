import fs from 'node:fs';
import { appendFile, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeAppendLogContract } from '../../test/fixtures/append-log-contract';
import { type LogEntry, WriteQueue } from './append-log';
import { FileAppendLog } from './file-append-log';
import { StoreService } from './store.service';

/** The contract both drivers keep, in the data folder (see server/test-pg for PostgreSQL). */
describeAppendLogContract('data folder', () => {
  let dir: string | undefined;
  const stores: StoreService[] = [];
  return {
    empty: async () => {
      dir = await mkdtemp(join(tmpdir(), 'log-contract-'));
    },
    store: () => {
      const store = new StoreService({ dataDir: dir!, onStart: 'open' });
      stores.push(store);
      return store;
    },
    closeAll: async () => {
      for (const store of stores.splice(0)) await store.close({ compact: false });
    },
    dispose: async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
});

interface Entry extends LogEntry {
  n: number;
}

const entry = (n: number, at = '2026-03-01T10:00:00.000Z'): Entry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  at,
  n,
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
