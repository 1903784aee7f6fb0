import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import writeFileAtomic from 'write-file-atomic';
import type { Adapter } from 'lowdb';

/** A collection file on disk holds something other than a JSON list of records. */
export class CorruptCollectionFileError extends Error {
  constructor(
    readonly file: string,
    /** What is wrong, e.g. "is not valid JSON (Unexpected end of input)". */
    problem: string,
  ) {
    super(
      `Collection file ${file} ${problem}. Fix or remove it and start again; it has not been modified.`,
    );
    this.name = 'CorruptCollectionFileError';
  }
}

/**
 * lowdb adapter for one JSON file. Writes go through write-file-atomic: a temp file
 * beside the target, fsync, then rename, so a reader (or a crash) only ever sees the
 * old or the new file, never half of one. The folder is fsynced after the rename, so the
 * new name itself survives a power loss, not only a killed process.
 */
export class AtomicJsonFile<T> implements Adapter<T> {
  constructor(readonly file: string) {}

  async read(): Promise<T | null> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new CorruptCollectionFileError(
        this.file,
        `is not valid JSON (${(error as Error).message})`,
      );
    }
    // null means "no file" to lowdb; a file holding null must not be taken for a missing one.
    if (parsed === null) {
      throw new CorruptCollectionFileError(this.file, 'holds null instead of a list of records');
    }
    return parsed as T;
  }

  async write(data: T): Promise<void> {
    await writeFileAtomic(this.file, `${JSON.stringify(data, null, 2)}\n`, { fsync: true });
    await fsyncFolder(dirname(this.file));
  }
}

/** Makes a folder's entries (a rename into it) durable. Through `fs` so tests can spy. */
export async function fsyncFolder(folder: string): Promise<void> {
  const fd = await promisify(fs.open)(folder, 'r');
  try {
    await promisify(fs.fsync)(fd);
  } finally {
    await promisify(fs.close)(fd);
  }
}
