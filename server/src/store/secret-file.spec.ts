import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
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

  it('gives every concurrent caller the same secret', async () => {
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((letter) => secret(() => `secret-${letter}-1234`)),
    );
    expect(new Set(answers).size).toBe(1);
  });

  it('refuses a file too short to be a secret, and leaves it', async () => {
    await writeFile(join(dataDir, 'the-secret'), 'short\n');
    await expect(secret(() => 'replacement')).rejects.toThrow('holds no usable secret');
    expect(await readFile(join(dataDir, 'the-secret'), 'utf8')).toBe('short\n');
  });
});
