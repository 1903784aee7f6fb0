import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import writeFileAtomic from 'write-file-atomic';
import { fsyncFolder } from './atomic-json-file';
import { StoreService } from './store.service';

/** Under the data folder: one folder of files per area. */
export const BLOBS_FOLDER = 'files';

const AREA = /^[a-z0-9-]+$/;
/** Every stored name: a random id, and an extension when the area keeps the type in it. */
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,8})?$/;

/** A stored file's bytes as a stream, and their length. */
export interface BlobReader {
  stream: Readable;
  size: number;
}

/**
 * The files of one area (CVs, avatars, the file manager's files) under
 * `DATA_DIR/files/<area>/`, each named by a random id chosen here, never by a client:
 * the collections hold the names. A name is checked before any path is made of it.
 */
export class BlobArea {
  readonly folder: string;

  constructor(
    dataDir: string,
    readonly area: string,
  ) {
    if (!AREA.test(area)) throw new Error(`Invalid file area "${area}"`);
    this.folder = join(dataDir, BLOBS_FOLDER, area);
  }

  /** Whether `name` could be a file of an area (it may still be missing). */
  static isName(name: string): boolean {
    return STORED_NAME.test(name);
  }

  /**
   * Stores the bytes under a new name (with `extension`, when given) and answers it. The
   * file is written whole, fsynced and renamed into place, and the folder fsynced, before
   * this resolves: a record may point at it from then on.
   */
  async save(bytes: Buffer, extension?: string): Promise<string> {
    const name = `${randomUUID()}${extension ? `.${extension}` : ''}`;
    const path = this.path(name);
    await mkdir(this.folder, { recursive: true });
    await writeFileAtomic(path, bytes, { fsync: true });
    await fsyncFolder(this.folder);
    return name;
  }

  /** The bytes, or undefined when there is no such file. */
  async read(name: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.path(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** A stream of the bytes and their length, or undefined when there is no such file. */
  async open(name: string): Promise<BlobReader | undefined> {
    const path = this.path(name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(path), size: info.size };
  }

  /** Removes the files; a missing one is no error. */
  async remove(...names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(this.path(name), { force: true })));
  }

  /**
   * The file's path relative to the data folder, for a commit that deletes it once the
   * commit is durable (`removeFiles`): the file goes if and only if the change is stored.
   */
  storedPath(name: string): string {
    this.path(name);
    return `${BLOBS_FOLDER}/${this.area}/${name}`;
  }

  /**
   * Seeding only (before the server answers anything): empties the area and writes
   * `files`, synchronously, as the collection files of a first start are.
   */
  replaceAllSync(files: readonly { name: string; bytes: Buffer }[]): void {
    rmSync(this.folder, { recursive: true, force: true });
    mkdirSync(this.folder, { recursive: true });
    for (const file of files) writeFileSync(this.path(file.name), file.bytes);
  }

  private path(name: string): string {
    if (!STORED_NAME.test(name)) throw new Error(`Invalid stored file name "${name}"`);
    return join(this.folder, name);
  }
}

/** The door to the data folder's files, as repositories are to its collections. */
@Injectable()
export class BlobStore {
  constructor(private readonly store: StoreService) {}

  area(name: string): BlobArea {
    return new BlobArea(this.store.dataDir, name);
  }
}
