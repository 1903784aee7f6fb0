import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cannotWrite, dataDirProblem } from './data-dir';

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

  it('tells whom to give a folder it may not write (a bind mount of a host folder)', () => {
    expect(cannotWrite('/data', 'EACCES', 1000, 1000)).toBe(
      'DATA_DIR /data is not a folder the server can write to (EACCES): the server runs as ' +
        'uid 1000 (gid 1000); give that user the folder, e.g. chown -R 1000:1000 on it ' +
        '(on the host, for a bind mount)',
    );
    expect(cannotWrite('/data', 'EPERM', 1000, 1000)).toContain('uid 1000');
    expect(cannotWrite('/data', 'EROFS', 1000, 1000)).toBe(
      'DATA_DIR /data is not a folder the server can write to (EROFS)',
    );
  });
});
