import {
  type FileHandle,
  mkdtemp,
  open,
  readdir,
  readFile,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOrCreateSecret } from './secret-file';

describe('readOrCreateSecret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'secret-file-spec-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const secret = (create: () => string) => readOrCreateSecret(dataDir, 'the-secret', create, 8);

  it('creates the secret once, owner-only, and keeps answering it', async () => {
    await expect(secret(() => 'first-secret')).resolves.toBe('first-secret');
    await expect(secret(() => 'second-secret')).resolves.toBe('first-secret');
    const file = join(dataDir, 'the-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toBe('first-secret\n');
  });

  it('gives every concurrent caller the same secret and leaves no draft behind', async () => {
    for (let round = 0; round < 20; round += 1) {
      await rm(join(dataDir, 'the-secret'), { force: true });
      const callers = Array.from({ length: 16 }, (_, caller) =>
        secret(() => `secret-${round}-${caller}-1234`),
      );
      const answers = await Promise.all(callers);
      expect(new Set(answers).size).toBe(1);
      expect(await readFile(join(dataDir, 'the-secret'), 'utf8')).toBe(`${answers[0]}\n`);
    }
    expect(await readdir(dataDir)).toEqual(['the-secret']);
  });

  it('lets a caller that comes while the secret is being written wait for all of it', async () => {
    // Slow writes widen the moment between creating the file and filling it.
    const probe = await open(join(dataDir, 'probe'), 'w');
    const fileHandle = Object.getPrototypeOf(probe) as FileHandle;
    await probe.close();
    const write = fileHandle.writeFile;
    const slowWrite = jest.spyOn(fileHandle, 'writeFile').mockImplementation(async function (
      this: FileHandle,
      ...args: Parameters<FileHandle['writeFile']>
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return write.apply(this, args);
    });
    try {
      const answers = await Promise.all([
        secret(() => 'first-writer-secret'),
        secret(() => 'second-writer-secret'),
      ]);
      expect(new Set(answers).size).toBe(1);
    } finally {
      slowWrite.mockRestore();
    }
  });

  it('refuses a file too short to be a secret, and leaves it', async () => {
    await writeFile(join(dataDir, 'the-secret'), 'short\n');
    await expect(secret(() => 'replacement')).rejects.toThrow('holds no usable secret');
    expect(await readFile(join(dataDir, 'the-secret'), 'utf8')).toBe('short\n');
  });
});
