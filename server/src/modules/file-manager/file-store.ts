import { Injectable } from '@nestjs/common';
import { type BlobArea, type BlobReader, BlobStore, seedingArea } from '../../store';

const FILE_MANAGER_AREA = 'file-manager';

/** Seeding: empties the area and writes the sample files, synchronously. */
export function replaceStoredFiles(dataDir: string, files: { key: string; bytes: Buffer }[]) {
  seedingArea(dataDir, FILE_MANAGER_AREA).replaceAllSync(
    files.map((file) => ({ name: file.key, bytes: file.bytes })),
  );
}

/**
 * The bytes of the file manager's files, under DATA_DIR/files/file-manager, each named
 * by a random id (its storage key). Display names live in the metadata only.
 */
@Injectable()
export class FileStore {
  private readonly files: BlobArea;

  constructor(blobs: BlobStore) {
    this.files = blobs.area(FILE_MANAGER_AREA);
  }

  /** Stores the bytes (durably) and answers their new storage key. */
  save(bytes: Buffer): Promise<string> {
    return this.files.save(bytes);
  }

  /** A stream of the stored bytes and their length, or undefined when they are gone. */
  open(key: string): Promise<BlobReader | undefined> {
    return this.files.open(key);
  }

  async remove(keys: readonly string[]): Promise<void> {
    await this.files.remove(...keys);
  }
}
