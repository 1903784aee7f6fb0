import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { ImportMapping, ImportReport } from './import.types';

/** The column each account last chose per field, per kind. */
@Injectable()
export class ImportMappingsRepository extends Repository<ImportMapping> {
  constructor(store: StoreService) {
    super(store, defineCollection<ImportMapping>({ name: 'import-mappings' }));
  }
}

/** What each import wrote; the latest 20 per account are kept. */
@Injectable()
export class ImportReportsRepository extends Repository<ImportReport> {
  constructor(store: StoreService) {
    super(store, defineCollection<ImportReport>({ name: 'import-reports' }));
  }
}
