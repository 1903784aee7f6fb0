import { Injectable } from '@nestjs/common';
import { type BlobArea, type BlobReader, BlobStore } from '../../store';

export const INVOICE_FILES_AREA = 'invoices';

/** Invoice files under DATA_DIR/files/invoices, each under a random id, never a client's name. */
@Injectable()
export class InvoiceFiles {
  private readonly files: BlobArea;

  constructor(blobs: BlobStore) {
    this.files = blobs.area(INVOICE_FILES_AREA);
  }

  /** Stores the bytes (durably) and answers their new id. */
  save(bytes: Buffer): Promise<string> {
    return this.files.save(bytes);
  }

  /** A stream of the bytes, or undefined when the file is gone. */
  open(id: string): Promise<BlobReader | undefined> {
    return this.files.open(id);
  }

  remove(id: string): Promise<void> {
    return this.files.remove(id);
  }

  /** The file's path relative to the data folder, for a commit's `removeFiles`. */
  storedPath(id: string): string {
    return this.files.storedPath(id);
  }
}
