import { readFile } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';
import type { Adapter } from 'lowdb';

/** A collection file on disk holds something that is not JSON. */
export class CorruptCollectionFileError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(
      `Collection file ${file} is not valid JSON (${(cause as Error).message}). ` +
        'Fix or remove it and start again; it has not been modified.',
    );
    this.name = 'CorruptCollectionFileError';
  }
}

/**
 * lowdb adapter for one JSON file. Writes go through write-file-atomic: a temp file
 * beside the target, fsync, then rename, so a reader (or a crash) only ever sees the
 * old or the new file, never half of one.
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
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new CorruptCollectionFileError(this.file, error);
    }
  }

  async write(data: T): Promise<void> {
    await writeFileAtomic(this.file, `${JSON.stringify(data, null, 2)}\n`, { fsync: true });
  }
}
