import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { AuditEntry } from './audit.types';

/** The trail, oldest first: each entry is appended at the end. */
export const auditCollection = defineCollection<AuditEntry>({ name: 'audit' });

@Injectable()
export class AuditRepository extends Repository<AuditEntry> {
  constructor(store: StoreService) {
    super(store, auditCollection);
  }
}
