import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { StoredDashboard } from './dashboards.types';

/** The demo dashboards, one record each, named by their id (`analytics`, ...). */
@Injectable()
export class DashboardsRepository extends Repository<StoredDashboard> {
  constructor(store: StoreService) {
    super(store, defineCollection<StoredDashboard>({ name: 'dashboards' }));
  }
}
