import { Injectable } from '@nestjs/common';
import { type BlobArea, BlobStore } from '../../store';

/** CV files under DATA_DIR/files/cv, each under a random id, never a client's name. */
@Injectable()
export class CvFiles {
  private readonly files: BlobArea;

  constructor(blobs: BlobStore) {
    this.files = blobs.area('cv');
  }

  /** Stores the bytes (durably) and answers their new id. */
  save(bytes: Buffer): Promise<string> {
    return this.files.save(bytes);
  }

  /** The bytes, or undefined when the file is gone. */
  read(id: string): Promise<Buffer | undefined> {
    return this.files.read(id);
  }

  remove(id: string): Promise<void> {
    return this.files.remove(id);
  }

  /** The file's path relative to the data folder, for a commit's `removeFiles`. */
  storedPath(id: string): string {
    return this.files.storedPath(id);
  }
}
