import fs from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeBlobContract } from '../../test/fixtures/blob-contract';
import { dataFolderDriver } from '../../test/fixtures/collection-contract';
import { captureSeedFiles, FileBlobArea, seedingArea } from './blob-area';

/** The contract both drivers keep, in the data folder (see server/test-pg for PostgreSQL). */
describeBlobContract('data folder', () => dataFolderDriver('blob-contract-'));

describe('FileBlobArea', () => {
  let dataDir: string;
  let area: FileBlobArea;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'blob-store-spec-'));
    area = new FileBlobArea(dataDir, 'cv');
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps each file under files/<area>/<name>', async () => {
    const name = await area.save(Buffer.from('%PDF-1.7 hello'), 'pdf');
    expect(await readdir(join(dataDir, 'files', 'cv'))).toEqual([name]);
    expect(area.storedPath(name)).toBe(`files/cv/${name}`);
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

  it('hands seeded files to a capture under way instead of writing them', () => {
    const name = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const { result, files } = captureSeedFiles(() => {
      seedingArea(dataDir, 'avatars').replaceAllSync([]);
      seedingArea(dataDir, 'mail').replaceAllSync([{ name, bytes: Buffer.from('seeded') }]);
      return 'seed';
    });
    expect(result).toBe('seed');
    expect([...files.keys()]).toEqual(['avatars', 'mail']);
    expect(files.get('mail')).toEqual([{ name, bytes: Buffer.from('seeded') }]);
    expect(fs.existsSync(join(dataDir, 'files'))).toBe(false);
    expect(() =>
      captureSeedFiles(() =>
        seedingArea(dataDir, 'mail').replaceAllSync([{ name: '../x', bytes: Buffer.alloc(0) }]),
      ),
    ).toThrow('Invalid stored file name');
  });
});
