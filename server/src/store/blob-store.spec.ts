import fs from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { BlobArea } from './blob-store';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('BlobArea', () => {
  let dataDir: string;
  let area: BlobArea;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'blob-store-spec-'));
    area = new BlobArea(dataDir, 'cv');
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('stores bytes under a new random name in files/<area>, and reads them back', async () => {
    const name = await area.save(Buffer.from('%PDF-1.7 hello'), 'pdf');
    expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await readdir(join(dataDir, 'files', 'cv'))).toEqual([name]);
    await expect(area.read(name)).resolves.toEqual(Buffer.from('%PDF-1.7 hello'));
    const opened = await area.open(name);
    expect(opened?.size).toBe(14);
    expect((await bytesOf(opened!.stream)).toString()).toBe('%PDF-1.7 hello');
    expect(area.storedPath(name)).toBe(`files/cv/${name}`);
    expect(await area.save(Buffer.from('x'))).not.toBe(name);
  });

  it('answers undefined for a missing file and removes without complaint', async () => {
    const name = await area.save(Buffer.from('gone'));
    await area.remove(name);
    await area.remove(name);
    await expect(area.read(name)).resolves.toBeUndefined();
    await expect(area.open(name)).resolves.toBeUndefined();
  });

  it.each(['../jwt-secret', 'a/b', '', 'README.md', '0f8fad5b-d9cb-469f-a165-70867728950e/..'])(
    'makes no path of the name %j',
    async (name) => {
      await expect(area.read(name)).rejects.toThrow('Invalid stored file name');
      await expect(area.open(name)).rejects.toThrow('Invalid stored file name');
      await expect(area.remove(name)).rejects.toThrow('Invalid stored file name');
      expect(() => area.storedPath(name)).toThrow('Invalid stored file name');
    },
  );

  it('refuses an area name that is not a plain folder name', () => {
    expect(() => new BlobArea(dataDir, '../db')).toThrow('Invalid file area');
  });

  it('fsyncs the file before its rename and the folder after it', async () => {
    const paths = new Map<number, string>();
    const synced: string[] = [];
    const realOpen = fs.open;
    const realFsync = fs.fsync;
    const openSpy = jest.spyOn(fs, 'open').mockImplementation(((...args: unknown[]) => {
      const callback = args[args.length - 1] as (error: unknown, fd?: number) => void;
      const rest = args.slice(0, -1);
      (realOpen as unknown as (...a: unknown[]) => void)(...rest, (error: unknown, fd?: number) => {
        if (fd !== undefined) paths.set(fd, String(rest[0]));
        callback(error, fd);
      });
    }) as typeof fs.open);
    const fsyncSpy = jest.spyOn(fs, 'fsync').mockImplementation(((
      fd: number,
      callback: (error: NodeJS.ErrnoException | null) => void,
    ) => {
      synced.push(paths.get(fd) ?? `fd ${fd}`);
      realFsync(fd, callback);
    }) as typeof fs.fsync);
    try {
      const name = await area.save(Buffer.from('durable'));
      const folder = join(dataDir, 'files', 'cv');
      expect(synced).toEqual([expect.stringMatching(new RegExp(`${name}\\.[0-9a-f]+$`)), folder]);
    } finally {
      openSpy.mockRestore();
      fsyncSpy.mockRestore();
    }
  });

  it('replaces the whole area when seeding', async () => {
    const old = await area.save(Buffer.from('old'));
    const name = '0f8fad5b-d9cb-469f-a165-70867728950e';
    area.replaceAllSync([{ name, bytes: Buffer.from('seeded') }]);
    expect(await readdir(area.folder)).toEqual([name]);
    expect((await readFile(join(area.folder, name))).toString()).toBe('seeded');
    await expect(stat(join(area.folder, old))).rejects.toThrow();
  });
});
