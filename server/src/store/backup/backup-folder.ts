import { constants, copyFile, open, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { fsyncFolder, writeJsonListFile } from '../atomic-json-file';
import { BLOBS_FOLDER, isAreaName, isStoredName, parseStoredPath } from '../blob-area';
import { DataFolderLock } from '../data-folder-lock';
import type { Entity } from '../entity';
import { FILE_MODE, makePrivateFolder, PRIVATE_WRITE } from '../private-files';
import { commitsAfter, logLayout, readStoredState, type StoredState } from '../stored-state';

/** What a collection's name may be to become a file of a folder. */
export const COLLECTION_NAME = /^[A-Za-z0-9][\w.-]*$/;
/** What a secret's name may be to become a file of a folder. */
export const SECRET_NAME = /^[a-z0-9][a-z0-9-]*$/;

/** How many times a backup of a folder that a compaction or a removal raced is taken again. */
const ATTEMPTS = 5;

/** A folder's entries, or undefined when it does not exist. */
export async function entriesOf(folder: string): Promise<string[] | undefined> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The stored files of a data folder, as `<area>/<name>`, sorted. */
export async function storedFilesOf(dataDir: string): Promise<string[]> {
  const files: string[] = [];
  for (const area of ((await entriesOf(join(dataDir, BLOBS_FOLDER))) ?? []).sort()) {
    if (!isAreaName(area)) continue;
    // Anything else (a temp file of a write under way) is not a stored file.
    const names = (await entriesOf(join(dataDir, BLOBS_FOLDER, area))) ?? [];
    for (const name of names.sort()) if (isStoredName(name)) files.push(`${area}/${name}`);
  }
  return files;
}

/** Stored files copied at once: their fsyncs overlap. */
const COPIES_AT_ONCE = 8;

/**
 * Copies the stored files (`<area>/<name>`) from one data folder to another, each
 * fsynced with its folder, a few at a time. A file gone meanwhile is skipped. Answers
 * those copied.
 */
export async function copyStoredFiles(
  from: string,
  to: string,
  files: readonly string[],
): Promise<Set<string>> {
  const copied = new Set<string>();
  const folders = [...new Set(files.map((file) => join(to, BLOBS_FOLDER, file.split('/')[0])))];
  for (const folder of folders) await makePrivateFolder(folder);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      if (await copyDurably(join(from, BLOBS_FOLDER, file), join(to, BLOBS_FOLDER, file))) {
        copied.add(file);
      }
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, worker));
  for (const folder of folders) await fsyncFolder(folder);
  if (folders.length > 0) await fsyncFolder(join(to, BLOBS_FOLDER));
  return copied;
}

/**
 * Copies one file (a copy-on-write clone where the file system offers one), readable by
 * its owner only and fsynced (its folder is the caller's to fsync). False when the file
 * is not there.
 */
export async function copyDurably(from: string, to: string): Promise<boolean> {
  try {
    await copyFile(from, to, constants.COPYFILE_FICLONE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const handle = await open(to, 'r+');
  try {
    await handle.chmod(FILE_MODE);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

/** Each named secret file of a folder that exists, trimmed as the JSON driver reads it. */
export async function secretsOf(
  dataDir: string,
  names: readonly string[],
): Promise<{ name: string; value: string }[]> {
  const secrets: { name: string; value: string }[] = [];
  for (const name of [...names].sort()) {
    if (!SECRET_NAME.test(name)) throw new Error(`A secret named ${name} has no file name`);
    try {
      const value = (await readFile(join(dataDir, name), 'utf8')).trim();
      if (value) secrets.push({ name, value });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return secrets;
}

/** Writes the collections as `<name>.json`, as the JSON driver writes its files. */
export async function writeCollections(
  folder: string,
  collections: ReadonlyMap<string, readonly Entity[]>,
): Promise<{ name: string; records: number }[]> {
  const written: { name: string; records: number }[] = [];
  for (const [name, records] of collections) {
    if (!COLLECTION_NAME.test(name)) throw new Error(`A collection named ${name} has no file name`);
    await writeJsonListFile(join(folder, `${name}.json`), records);
    written.push({ name, records: records.length });
  }
  return written;
}

/** Writes each secret as a file of its name, readable by its owner only. */
export async function writeSecrets(
  folder: string,
  secrets: readonly { name: string; value: string }[],
): Promise<void> {
  for (const { name, value } of secrets) {
    if (!SECRET_NAME.test(name)) throw new Error(`A secret named ${name} has no file name`);
    await writeFileAtomic(join(folder, name), `${value}\n`, PRIVATE_WRITE);
  }
}

/** Refuses a folder that exists and holds anything. */
export async function refuseNonEmpty(target: string, command: string): Promise<void> {
  const entries = await entriesOf(target);
  if (entries && entries.length > 0) {
    throw new BackupRefusedError(
      `The folder ${target} is not empty: ${command} writes into a new or empty folder only. ` +
        'Nothing was changed.',
    );
  }
}

/** The backup's folder: missing or empty, made private, locked; refused otherwise. */
export async function prepareTarget(target: string, command: string): Promise<DataFolderLock> {
  await refuseNonEmpty(target, command);
  await makePrivateFolder(target);
  // No server starts on a folder half-written.
  const lock = new DataFolderLock(target);
  await lock.acquire();
  return lock;
}

/** A backup or a restore that would overwrite something; nothing was changed. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

export interface FolderSnapshot {
  state: StoredState;
  /** When it was read (ISO 8601). */
  takenAt: string;
  files: number;
}

/**
 * Copies a JSON data folder's state, as of one point of its write-ahead log, into
 * `target`, while a server may be writing to it (nothing in it is changed, nor its lock
 * taken: it may even be mounted read-only).
 *
 * The collections are what a restart would load at that point: the collection files with
 * the whole commits of the log replayed over them (a commit being appended is not there
 * yet; see `readStoredState`). The stored files follow: files are never rewritten, and a
 * record names a file only once it is durable, so every file the records name is on
 * disk from before that point until a later commit removes it. The copy is therefore
 * whole unless a commit appended meanwhile removed a file it did not copy and the
 * records mention, or a compaction rotated the log: both are checked after the copy,
 * which is taken again when either happened.
 */
export async function snapshotDataFolder(dataDir: string, target: string): Promise<FolderSnapshot> {
  // Stored files are never rewritten: one copied by an earlier attempt stays good.
  const copied = new Set<string>();
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const state = await readStoredState(dataDir);
    const takenAt = new Date().toISOString();
    if (state.collections.size === 0) {
      throw new BackupRefusedError(`The data folder ${dataDir} holds no collections to back up.`);
    }
    const listed = await storedFilesOf(dataDir);
    const fresh = listed.filter((file) => !copied.has(file));
    for (const file of await copyStoredFiles(dataDir, target, fresh)) copied.add(file);
    if (await heldStill(dataDir, state, copied)) {
      await dropUnnamed(target, state, copied, new Set(listed));
      return { state, takenAt, files: copied.size };
    }
  }
  throw new Error(
    `The data folder ${dataDir} changed under every one of ${ATTEMPTS} attempts ` +
      '(compactions, or files removed while they were copied); try again.',
  );
}

/**
 * Removes the copies an earlier attempt made of files gone since that the state does
 * not name (saved and removed while the backup ran), so the backup holds the files
 * that were on disk at its point.
 */
async function dropUnnamed(
  target: string,
  state: StoredState,
  copied: Set<string>,
  listed: ReadonlySet<string>,
): Promise<void> {
  for (const file of [...copied].filter((one) => !listed.has(one))) {
    const id = file.split('/')[1].slice(0, UUID_LENGTH);
    if (namesAny(state.collections, [id])) continue;
    await rm(join(target, BLOBS_FOLDER, file), { force: true });
    copied.delete(file);
  }
}

/** Whether the files copied hold every file the state names (see snapshotDataFolder). */
async function heldStill(
  dataDir: string,
  state: StoredState,
  copied: ReadonlySet<string>,
): Promise<boolean> {
  if ((await logLayout(dataDir)) !== state.layout) return false;
  // No log at all: no server ran on the folder meanwhile (one always keeps a log open).
  if (!state.point) return true;
  const later = await commitsAfter(dataDir, state.point);
  if (!later) return false;
  const missed = later
    .flatMap((commit) => commit.rm ?? [])
    .map((path) => parseStoredPath(path))
    .filter((file) => file !== undefined && !copied.has(`${file.area}/${file.name}`))
    .map((file) => file!.name.slice(0, UUID_LENGTH));
  return missed.length === 0 || !namesAny(state.collections, missed);
}

/** A stored name starts with its random id, which is what records keep of it. */
const UUID_LENGTH = 36;

/**
 * Whether any record mentions one of the ids: a file removed after the point, and not
 * copied, matters only when the state names it (most such files were both saved and
 * removed after the point).
 */
function namesAny(collections: ReadonlyMap<string, readonly Entity[]>, ids: string[]): boolean {
  for (const records of collections.values()) {
    for (const record of records) {
      const text = JSON.stringify(record);
      if (ids.some((id) => text.includes(id))) return true;
    }
  }
  return false;
}
