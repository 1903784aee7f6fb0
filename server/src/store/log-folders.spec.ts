import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogEntry } from './append-log';
import { FileAppendLog } from './file-append-log';
import { copyLogFolders, readLogFolders, writeLogFolder } from './log-folders';

const entry = (n: number, at: string): LogEntry & { n: number } => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  at,
  n,
});

describe('log folders (backups and transfers)', () => {
  let from: string;
  let to: string;

  beforeEach(async () => {
    from = await mkdtemp(join(tmpdir(), 'log-folders-from-'));
    to = await mkdtemp(join(tmpdir(), 'log-folders-to-'));
    const log = new FileAppendLog(from, 'audit');
    await log.append([entry(1, '2026-03-01T10:00:00.000Z'), entry(2, '2026-03-02T10:00:00.000Z')]);
    await log.close();
  });
  afterEach(async () => {
    await rm(from, { recursive: true, force: true });
    await rm(to, { recursive: true, force: true });
  });

  it('copies each day file, with what the write-ahead log holds that the files lack', async () => {
    const wal = new Map([
      ['audit', [entry(2, '2026-03-02T10:00:00.000Z'), entry(3, '2026-03-02T11:00:00.000Z')]],
      ['other', [entry(4, '2026-03-03T10:00:00.000Z')]],
    ]);
    expect(await copyLogFolders(from, to, wal)).toEqual([
      { name: 'audit', entries: 3 },
      { name: 'other', entries: 1 },
    ]);
    expect(await readdir(join(to, 'logs', 'audit'))).toEqual([
      '2026-03-01.jsonl',
      '2026-03-02.jsonl',
    ]);
    const read = await readLogFolders(to);
    expect([...read.keys()]).toEqual(['audit', 'other']);
    expect(read.get('audit')!.map((one) => one.id.slice(-1))).toEqual(['1', '2', '3']);
  });

  it('reads a folder with the write-ahead log the same way, each entry once', async () => {
    const wal = new Map([['audit', [entry(1, '2026-03-01T10:00:00.000Z')]]]);
    const read = await readLogFolders(from, wal);
    expect(read.get('audit')!.map((one) => one.id.slice(-1))).toEqual(['1', '2']);
  });

  it('writes entries as the day files the driver keeps', async () => {
    const entries = [entry(1, '2026-03-01T10:00:00.000Z'), entry(2, '2026-03-02T10:00:00.000Z')];
    await writeLogFolder(to, 'audit', entries);
    for (const day of ['2026-03-01.jsonl', '2026-03-02.jsonl']) {
      expect(await readFile(join(to, 'logs', 'audit', day), 'utf8')).toBe(
        await readFile(join(from, 'logs', 'audit', day), 'utf8'),
      );
    }
  });
});
