import { Injectable } from '@nestjs/common';
import { notFound } from '../../common/errors/domain-error';
import { DashboardsRepository } from './dashboards.repository';
import type { DashboardId, DashboardsById, StoredDashboard } from './dashboards.types';

@Injectable()
export class DashboardsService {
  constructor(private readonly dashboards: DashboardsRepository) {}

  /** A dashboard's figures, as stored (static sample data). */
  get<K extends DashboardId>(id: K): DashboardsById[K] {
    const record = this.dashboards.get(id) as Extract<StoredDashboard, { id: K }> | undefined;
    if (!record) throw notFound('not-found', `The ${id} dashboard has no data (seed it again)`);
    const { id: _id, ...figures } = record;
    return figures as unknown as DashboardsById[K];
  }
}
