import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, type ReadStream, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import writeFileAtomic from 'write-file-atomic';
import { StoreService } from '../../store';

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where the file manager keeps the bytes of its files. */
export function fileManagerFolder(dataDir: string): string {
  return join(dataDir, 'files', 'file-manager');
}

/** Seeding: empties the folder and writes the sample files, synchronously. */
export function replaceStoredFiles(dataDir: string, files: { key: string; bytes: Buffer }[]) {
  const folder = fileManagerFolder(dataDir);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const file of files) writeFileSync(join(folder, checkedKey(file.key)), file.bytes);
}

function checkedKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key ${key}`);
  return key;
}

/**
 * The bytes of the file manager's files, under DATA_DIR/files/file-manager, each named
 * by a random id (its storage key). Display names live in the metadata only.
 */
@Injectable()
export class FileStore {
  constructor(private readonly store: StoreService) {}

  get folder(): string {
    return fileManagerFolder(this.store.dataDir);
  }

  /** Stores the bytes (atomically) and answers their new storage key. */
  async save(bytes: Buffer): Promise<string> {
    const key = randomUUID();
    await mkdir(this.folder, { recursive: true });
    await writeFileAtomic(this.path(key), bytes, { fsync: true });
    return key;
  }

  /** A stream of the stored bytes and their length, or null when they are gone. */
  async open(key: string): Promise<{ stream: ReadStream; length: number } | null> {
    const path = this.path(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), length: info.size };
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.path(key), { force: true })));
  }

  private path(key: string): string {
    return join(this.folder, checkedKey(key));
  }
}
