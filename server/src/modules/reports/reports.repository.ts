import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { ReportRun, SavedReport } from './reports.types';

@Injectable()
export class SavedReportsRepository extends Repository<SavedReport> {
  constructor(store: StoreService) {
    super(store, defineCollection<SavedReport>({ name: 'saved-reports' }));
  }
}

@Injectable()
export class ReportRunsRepository extends Repository<ReportRun> {
  constructor(store: StoreService) {
    super(store, defineCollection<ReportRun>({ name: 'report-runs' }));
  }
}
