import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import { sampleFileTree } from './file-manager.sample';
import type { FileManagerItem } from './file-manager.types';
import { replaceStoredFiles } from './file-store';

/** Folders and files' metadata; the bytes are in FileStore. */
@Injectable()
export class FileManagerRepository extends Repository<FileManagerItem> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<FileManagerItem>({
        name: 'file-manager-items',
        // Seeding writes the sample files too, replacing whatever was stored before.
        seed: () => {
          const sample = sampleFileTree();
          replaceStoredFiles(store.dataDir, sample.files);
          return sample.items;
        },
      }),
    );
  }
}
