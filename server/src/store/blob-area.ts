import { randomUUID } from 'node:crypto';
import { createReadStream, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import writeFileAtomic from 'write-file-atomic';
import { fsyncFolder } from './atomic-json-file';
import {
  FILE_MODE,
  makePrivateFolder,
  makePrivateFolderSync,
  PRIVATE_WRITE,
} from './private-files';
import type { StorageState } from './storage-full';

/** Under the data folder: one folder of files per area (and the prefix of `storedPath`). */
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

/** A stored file as an area lists it: its name and when it was saved (ms since the epoch). */
export interface StoredBlob {
  name: string;
  savedAt: number;
}

/** One file of an area, as seeding writes them. */
export interface SeedFile {
  name: string;
  bytes: Buffer;
}

/**
 * The files of one area (CVs, avatars, the file manager's files), each named by a random
 * id chosen here, never by a client: the collections hold the names. A name is checked
 * before anything is made of it. Two drivers keep the bytes, chosen with the store's:
 * the data folder (`FileBlobArea`, the JSON files) or the database
 * (`PgBlobArea`, PostgreSQL), behind the same methods.
 */
export interface BlobArea {
  readonly area: string;
  /**
   * Stores the bytes under a new name (with `extension`, when given) and answers it,
   * once they are durable: a record may point at it from then on.
   */
  save(bytes: Buffer, extension?: string): Promise<string>;
  /** The bytes, or undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
  /** A stream of the bytes and their length, or undefined when there is no such file. */
  open(name: string): Promise<BlobReader | undefined>;
  /** Removes the files; a missing one is no error. */
  remove(...names: string[]): Promise<void>;
  /**
   * Every file of the area with the time it was saved (a clean-up's look for files no
   * record names; anything else reads a record's names). Names that are not the area's
   * own (temp files of a write under way) are left out.
   */
  list(): Promise<StoredBlob[]>;
  /**
   * The file as a commit's `removeFiles` names it (`files/<area>/<name>`): the file goes
   * if and only if the change is stored (see StoreService.mutateTogether).
   */
  storedPath(name: string): string;
  /**
   * Seeding only (inside the opening of a collection, before the server answers
   * anything): empties the area and writes `files`.
   */
  replaceAllSync(files: readonly SeedFile[]): void;
}

export function checkArea(area: string): string {
  if (!AREA.test(area)) throw new Error(`Invalid file area "${area}"`);
  return area;
}

export function checkStoredName(name: string): string {
  if (!STORED_NAME.test(name)) throw new Error(`Invalid stored file name "${name}"`);
  return name;
}

/** Whether `name` could be a file of an area (it may still be missing). */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** Whether `area` could be an area's name. */
export function isAreaName(area: string): boolean {
  return AREA.test(area);
}

/** `files/<area>/<name>`, names checked. */
export function storedPathOf(area: string, name: string): string {
  return `${BLOBS_FOLDER}/${checkArea(area)}/${checkStoredName(name)}`;
}

/** The area and name of a `storedPath`, or undefined for any other path. */
export function parseStoredPath(path: string): { area: string; name: string } | undefined {
  const [folder, area, name, ...rest] = path.split('/');
  if (folder !== BLOBS_FOLDER || rest.length > 0 || !area || !name) return undefined;
  return isAreaName(area) && isStoredName(name) ? { area, name } : undefined;
}

/** What a seed wrote to its areas while a driver captured it (see `captureSeedFiles`). */
export type CapturedSeedFiles = Map<string, readonly SeedFile[]>;

/** Set only while a driver runs a seed synchronously (PostgreSQL: inside its transaction). */
let capturing: CapturedSeedFiles | undefined;

/**
 * Runs `seed` (synchronous) and answers, beside its result, the files it wrote through
 * `replaceAllSync`, by area, instead of writing them: the PostgreSQL driver stores them
 * in the transaction that seeds the collection, so they are written once, with it, even
 * when two servers start together. The last call per area wins, as on the disk.
 */
export function captureSeedFiles<R>(seed: () => R): { result: R; files: CapturedSeedFiles } {
  if (capturing) throw new Error('Seeds are already being captured');
  const files: CapturedSeedFiles = new Map();
  capturing = files;
  try {
    return { result: seed(), files };
  } finally {
    capturing = undefined;
  }
}

/** Hands seeded files to the capture under way; false when there is none. */
export function capturedSeed(area: string, files: readonly SeedFile[]): boolean {
  if (!capturing) return false;
  for (const file of files) checkStoredName(file.name);
  capturing.set(
    checkArea(area),
    files.map((file) => ({ name: file.name, bytes: file.bytes })),
  );
  return true;
}

/**
 * The area seeds write to, whichever driver runs: on PostgreSQL the store captures the
 * files while it seeds (`captureSeedFiles`); otherwise they go to the data folder.
 */
export function seedingArea(dataDir: string, area: string): Pick<BlobArea, 'replaceAllSync'> {
  return new FileBlobArea(dataDir, area);
}

/** The JSON files' driver: the area's files under `DATA_DIR/files/<area>/`. */
export class FileBlobArea implements BlobArea {
  readonly folder: string;

  constructor(
    dataDir: string,
    readonly area: string,
    /** Told of each save's outcome (a full disk, or a write that got through). */
    private readonly storage?: StorageState,
  ) {
    this.folder = join(dataDir, BLOBS_FOLDER, checkArea(area));
  }

  /** Whether `name` could be a file of an area (it may still be missing). */
  static isName(name: string): boolean {
    return isStoredName(name);
  }

  /**
   * The file is written whole, fsynced and renamed into place, and the folder fsynced,
   * before this resolves.
   */
  async save(bytes: Buffer, extension?: string): Promise<string> {
    const name = `${randomUUID()}${extension ? `.${extension}` : ''}`;
    const path = this.path(name);
    try {
      await makePrivateFolder(this.folder);
      await writeFileAtomic(path, bytes, PRIVATE_WRITE);
      await fsyncFolder(this.folder);
    } catch (error) {
      this.storage?.noteWrite(error);
      throw error;
    }
    this.storage?.noteWrite();
    return name;
  }

  async read(name: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.path(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async open(name: string): Promise<BlobReader | undefined> {
    const path = this.path(name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(path), size: info.size };
  }

  async remove(...names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(this.path(name), { force: true })));
  }

  async list(): Promise<StoredBlob[]> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const listed = await Promise.all(
      names.filter(isStoredName).map(async (name) => {
        const info = await stat(join(this.folder, name)).catch(() => undefined);
        return info?.isFile() ? { name, savedAt: info.mtimeMs } : undefined;
      }),
    );
    return listed.filter((blob) => blob !== undefined);
  }

  /** Relative to the data folder: the journal deletes it once the commit is durable. */
  storedPath(name: string): string {
    return storedPathOf(this.area, name);
  }

  /** Synchronously, as the collection files of a first start are (or captured: see above). */
  replaceAllSync(files: readonly SeedFile[]): void {
    if (capturedSeed(this.area, files)) return;
    for (const file of files) checkStoredName(file.name);
    rmSync(this.folder, { recursive: true, force: true });
    makePrivateFolderSync(this.folder);
    for (const file of files) {
      writeFileSync(this.path(file.name), file.bytes, { mode: FILE_MODE });
    }
  }

  private path(name: string): string {
    return join(this.folder, checkStoredName(name));
  }
}
