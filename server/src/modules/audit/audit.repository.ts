import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { AuditEntry } from './audit.types';

/**
 * The trail as earlier versions kept it: a collection of the store. The trail is now an
 * append-only log (AuditService); at each start the service moves what this collection
 * still holds into the log, so a data folder, database or backup of those versions keeps
 * its trail. It stays defined for them, and is empty otherwise.
 */
export const storedTrailCollection = defineCollection<AuditEntry>({ name: 'audit' });

@Injectable()
export class StoredTrailRepository extends Repository<AuditEntry> {
  constructor(store: StoreService) {
    super(store, storedTrailCollection);
  }
}
