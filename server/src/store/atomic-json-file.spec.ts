import fs from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AtomicJsonFile, CorruptCollectionFileError, writeJsonListFile } from './atomic-json-file';

describe('AtomicJsonFile', () => {
  let dir: string;
  let file: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atomic-json-file-spec-'));
    file = join(dir, 'things.json');
  });

  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads a missing file as null', async () => {
    await expect(new AtomicJsonFile(file).read()).resolves.toBeNull();
  });

  it.each([
    ['half a record', '[{"id": "a", "name": "half'],
    ['an empty file', ''],
    ['plain text', 'not json at all'],
  ])('refuses %s with a CorruptCollectionFileError naming the file', async (_, text) => {
    await writeFile(file, text);

    const error: unknown = await new AtomicJsonFile(file).read().catch((caught) => caught);

    expect(error).toBeInstanceOf(CorruptCollectionFileError);
    const corrupt = error as CorruptCollectionFileError;
    expect(corrupt.name).toBe('CorruptCollectionFileError');
    expect(corrupt.file).toBe(file);
    expect(corrupt.message).toContain(file);
    expect(corrupt.message).toContain('has not been modified');
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('refuses a file holding null instead of taking it for a missing file', async () => {
    await writeFile(file, 'null');

    await expect(new AtomicJsonFile(file).read()).rejects.toThrow(CorruptCollectionFileError);
    await expect(new AtomicJsonFile(file).read()).rejects.toThrow(file);
  });

  it('passes on other read errors unchanged', async () => {
    await mkdir(file);

    await expect(new AtomicJsonFile(file).read()).rejects.toMatchObject({ code: 'EISDIR' });
  });

  it('round-trips what it writes, as indented JSON ending in a newline', async () => {
    const adapter = new AtomicJsonFile<unknown>(file);
    const data = [
      { id: 'a', name: 'Zoë “quoted” \\ back\nslash', tags: ['x', 'y'], nested: { n: 1.5 } },
      { id: 'b', flag: false, none: null, emoji: '🚀' },
    ];

    await adapter.write(data);

    await expect(adapter.read()).resolves.toEqual(data);
    await expect(new AtomicJsonFile(file).read()).resolves.toEqual(data);
    expect(await readFile(file, 'utf8')).toBe(`${JSON.stringify(data, null, 2)}\n`);
  });

  it('replaces the whole file on every write and leaves no temp file behind', async () => {
    const adapter = new AtomicJsonFile<unknown>(file);
    await adapter.write(Array.from({ length: 100 }, (_, i) => ({ id: `long-${i}` })));

    await adapter.write([{ id: 'short' }]);

    await expect(adapter.read()).resolves.toEqual([{ id: 'short' }]);
    expect(await readdir(dir)).toEqual(['things.json']);
  });

  it('keeps the last of several concurrent writes', async () => {
    const adapter = new AtomicJsonFile<unknown>(file);

    await Promise.all([1, 2, 3, 4, 5].map((n) => adapter.write([{ id: `v${n}` }])));

    await expect(adapter.read()).resolves.toEqual([{ id: 'v5' }]);
    expect(await readdir(dir)).toEqual(['things.json']);
  });

  it('fsyncs the file before the rename and the folder after it', async () => {
    // Which path each descriptor stands for when it is synced (numbers get reused).
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
      await new AtomicJsonFile(file).write([{ id: 'a' }]);
      expect(synced).toEqual([expect.stringMatching(/things\.json\.[0-9a-f]+$/), dir]);
    } finally {
      openSpy.mockRestore();
      fsyncSpy.mockRestore();
    }
  });

  describe('writeJsonListFile (compaction)', () => {
    it.each([
      ['an empty list', []],
      ['one record', [{ id: 'a', nested: { list: [1, 2, { deep: 'x' }] } }]],
      [
        'records with quotes, newlines, unicode and empty values',
        [
          { id: 'q', text: 'line\none "quoted" \\ tab\t', emoji: '🚀', none: null },
          { id: 'e', list: [], object: {}, flag: false },
        ],
      ],
      [
        'more records than one slice, with a toJSON',
        Array.from({ length: 250 }, (_, i) => ({ id: `r${i}`, at: new Date(i * 1000), n: i })),
      ],
    ])(
      'writes %s byte for byte as JSON.stringify(list, null, 2) does, and fsyncs it',
      async (_, list) => {
        const fsync = jest.spyOn(fs, 'fsync');
        try {
          const size = await writeJsonListFile(file, list);
          const text = await readFile(file, 'utf8');
          expect(text).toBe(`${JSON.stringify(list, null, 2)}\n`);
          expect(size).toBe(Buffer.byteLength(text));
          expect(fsync).toHaveBeenCalledTimes(1);
        } finally {
          fsync.mockRestore();
        }
      },
    );
  });
});
