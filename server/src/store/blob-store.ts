import { Injectable } from '@nestjs/common';
import { type BlobArea, FileBlobArea } from './blob-area';
import { postgresDriver } from './postgres/load-driver';
import { StoreService } from './store.service';

export {
  BLOBS_FOLDER,
  FileBlobArea,
  seedingArea,
  type BlobArea,
  type BlobReader,
  type SeedFile,
  type StoredBlob,
} from './blob-area';

/**
 * The door to the stored files, as repositories are to the collections: each area on the
 * store's driver (the data folder for the JSON files, the database for PostgreSQL).
 */
@Injectable()
export class BlobStore {
  constructor(private readonly store: StoreService) {}

  area(name: string): BlobArea {
    const pg = this.store.postgres;
    const storage = this.store.storage;
    return pg
      ? new (postgresDriver().PgBlobArea)(pg, name, storage)
      : new FileBlobArea(this.store.dataDir, name, storage);
  }
}
