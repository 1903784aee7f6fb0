import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { FileManagerItem } from './file-manager.types';

/** Folders and files' metadata; the bytes are in FileStore. */
@Injectable()
export class FileManagerRepository extends Repository<FileManagerItem> {
  constructor(store: StoreService) {
    super(store, defineCollection<FileManagerItem>({ name: 'file-manager-items' }));
  }
}
