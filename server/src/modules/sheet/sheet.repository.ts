import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { ImportSessionRecord } from './import-sessions';
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

/** The uploads being imported (their rows and previews are files of the `imports` area). */
@Injectable()
export class ImportSessionsRepository extends Repository<ImportSessionRecord> {
  constructor(store: StoreService) {
    super(store, defineCollection<ImportSessionRecord>({ name: 'import-sessions' }));
  }
}
