import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import writeFileAtomic from 'write-file-atomic';
import type { Adapter } from 'lowdb';
import { fsClose, fsSync, fsWrite } from './fs-calls';
import { openPrivate, PRIVATE_WRITE } from './private-files';

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
  /** Size of the file as last read or written. */
  bytes = 0;

  constructor(readonly file: string) {}

  async read(): Promise<T | null> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    this.bytes = text.length; // characters: close enough to bytes for a threshold
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
    const text = `${JSON.stringify(data, null, 2)}\n`;
    await writeFileAtomic(this.file, text, PRIVATE_WRITE);
    this.bytes = text.length; // characters: close enough to bytes for a threshold
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

/** Records serialised in one go before the writer lets others run (about 40 KB of JSON). */
const SLICE_RECORDS = 32;
/** Bytes gathered before one write. */
const WRITE_BYTES = 512 * 1024;

/**
 * Writes `items` to `file` exactly as `JSON.stringify(items, null, 2)` plus a newline
 * would, a slice of records at a time, handing the event loop back between slices: a
 * collection of tens of megabytes is written without holding a request up for more
 * than a millisecond or so. The file is fsynced before this resolves; it answers its
 * size. Used by compaction, whose files become the collection files by a rename.
 */
export async function writeJsonListFile(file: string, items: readonly unknown[]): Promise<number> {
  const fd = await openPrivate(file, 'w');
  let size = 0;
  try {
    const flush = async (text: string) => {
      const bytes = Buffer.from(text, 'utf8');
      for (let written = 0; written < bytes.length;) {
        written += await fsWrite(fd, bytes, written, bytes.length - written);
      }
      size += bytes.length;
    };
    if (items.length === 0) {
      await flush('[]\n');
    } else {
      let pending = '[\n';
      for (let start = 0; start < items.length; start += SLICE_RECORDS) {
        // A slice stringified as a list is indented as the whole list would be: its
        // records sit one level down. Only its brackets are dropped.
        const slice = JSON.stringify(items.slice(start, start + SLICE_RECORDS), null, 2);
        pending += `${start === 0 ? '' : ',\n'}${slice.slice(2, -2)}`;
        if (pending.length >= WRITE_BYTES) {
          await flush(pending);
          pending = '';
        } else {
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
      }
      await flush(`${pending}\n]\n`);
    }
    await fsSync(fd);
  } finally {
    await fsClose(fd);
  }
  return size;
}
