import fs, { chmodSync, mkdirSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The modes of everything the store creates: the collections hold password hashes and
 * personal data, so files are its owner's alone (0600) and folders too (0700), whatever
 * the process's umask. Creations set the mode explicitly after the umask has had its say.
 */
export const FILE_MODE = 0o600;
export const FOLDER_MODE = 0o700;

/** Options for write-file-atomic: its temp file, and so the file, get FILE_MODE. */
export const PRIVATE_WRITE = { fsync: true, mode: FILE_MODE } as const;

/** Creates `path` and any missing parents, each 0700; an existing folder is left as it is. */
export async function makePrivateFolder(path: string): Promise<void> {
  const first = await mkdir(path, { recursive: true, mode: FOLDER_MODE });
  for (const folder of createdFolders(path, first)) await chmod(folder, FOLDER_MODE);
}

/** `makePrivateFolder`, synchronously (seeding and the start-up check). */
export function makePrivateFolderSync(path: string): void {
  const first = mkdirSync(path, { recursive: true, mode: FOLDER_MODE });
  for (const folder of createdFolders(path, first)) chmodSync(folder, FOLDER_MODE);
}

/** The folders from `first` (the first one mkdir created) down to `path`. */
function createdFolders(path: string, first: string | undefined): string[] {
  if (first === undefined) return [];
  const folders: string[] = [];
  for (let folder = path; ; folder = dirname(folder)) {
    folders.push(folder);
    if (folder === first || dirname(folder) === folder) return folders;
  }
}

/**
 * Takes the group's and others' permissions off an existing folder (a data folder made
 * before, or by hand, with a looser umask): without them nobody else reaches anything
 * inside, whatever the modes in it. Answers what it did; a folder of another owner
 * (EPERM) is left as it is.
 */
export async function tightenFolder(path: string): Promise<'tightened' | 'kept' | 'not-owner'> {
  const { mode } = await stat(path);
  if ((mode & 0o777) === FOLDER_MODE) return 'kept';
  try {
    await chmod(path, FOLDER_MODE);
    return 'tightened';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPERM') return 'not-owner';
    throw error;
  }
}

/**
 * Opens a file as `fs.open` does (through `fs`, looked up at each call, so tests can spy
 * on it); a file it creates is 0600.
 */
export function openPrivate(path: string, flags: string): Promise<number> {
  return new Promise((resolve, reject) =>
    fs.open(path, flags, FILE_MODE, (error, fd) => {
      if (error) return reject(error);
      // The umask may have taken bits off; the mode is set, not left to it. A file of
      // another owner (EPERM) keeps the mode it has.
      fs.fchmod(fd, FILE_MODE, (failed) => {
        if (!failed || failed.code === 'EPERM') return resolve(fd);
        fs.close(fd, () => reject(failed));
      });
    }),
  );
}
