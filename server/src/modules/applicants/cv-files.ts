import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import writeFileAtomic from 'write-file-atomic';
import { StoreService } from '../../store';

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** CV files under DATA_DIR/files/cv, each under a random id, never a client's name. */
@Injectable()
export class CvFiles {
  constructor(private readonly store: StoreService) {}

  get folder(): string {
    return join(this.store.dataDir, 'files', 'cv');
  }

  /** Stores the bytes (atomically) and answers their new id. */
  async save(bytes: Buffer): Promise<string> {
    const id = randomUUID();
    await mkdir(this.folder, { recursive: true });
    await writeFileAtomic(this.path(id), bytes, { fsync: true });
    return id;
  }

  /** The bytes, or undefined when the file is gone. */
  async read(id: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.path(id));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    await rm(this.path(id), { force: true });
  }

  /**
   * The file's path relative to the data folder, for a commit that deletes it once it is
   * durable (`removeFiles`): the file goes if and only if the change is stored.
   */
  storedPath(id: string): string {
    this.path(id);
    return `files/cv/${id}`;
  }

  private path(id: string): string {
    if (!FILE_ID.test(id)) throw new Error(`Invalid CV file id ${id}`);
    return join(this.folder, id);
  }
}
