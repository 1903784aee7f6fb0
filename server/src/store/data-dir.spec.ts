import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataDirProblem } from './data-dir';

describe('dataDirProblem', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'talento-data-dir-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('accepts a writable folder and leaves nothing behind', () => {
    expect(dataDirProblem(root)).toBeUndefined();
    expect(readdirSync(root)).toEqual([]);
  });

  it('creates missing folders, several levels deep', () => {
    const dataDir = join(root, 'a', 'b', 'db');
    expect(dataDirProblem(dataDir)).toBeUndefined();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a regular file, and a path below one', () => {
    const file = join(root, 'file');
    writeFileSync(file, 'x');
    expect(dataDirProblem(file)).toBe(`DATA_DIR ${file} is a file, not a folder`);
    expect(dataDirProblem(join(file, 'db'))).toBe(
      `DATA_DIR ${join(file, 'db')} cannot be created: ${file} is a file`,
    );
  });

  it('refuses folders that cannot be created or written, without hanging', () => {
    expect(dataDirProblem('/proc/talento/db')).toMatch(
      /^DATA_DIR \/proc\/talento\/db is not a folder the server can write to \(E[A-Z]+\)$/,
    );
    expect(dataDirProblem('/proc')).toMatch(/is not a folder the server can write to/);
  });
});
