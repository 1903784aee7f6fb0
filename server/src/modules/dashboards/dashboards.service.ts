import { Injectable } from '@nestjs/common';
import { notFound } from '../../common/errors/domain-error';
import {
  type ContentLanguage,
  inLanguageThroughout,
  type WithoutTranslations,
} from '../../common/languages/content-language';
import { DashboardsRepository } from './dashboards.repository';
import type { DashboardId, DashboardsById, StoredDashboard } from './dashboards.types';

@Injectable()
export class DashboardsService {
  constructor(private readonly dashboards: DashboardsRepository) {}

  /**
   * A dashboard's figures as stored (static sample data), its texts in `language` where
   * they have that language's translation, else in English.
   */
  get<K extends DashboardId>(
    id: K,
    language: ContentLanguage,
  ): WithoutTranslations<DashboardsById[K]> {
    const record = this.dashboards.get(id) as Extract<StoredDashboard, { id: K }> | undefined;
    if (!record) throw notFound('not-found', `The ${id} dashboard has no data (seed it again)`);
    const { id: _id, ...figures } = record;
    return inLanguageThroughout(figures as unknown as DashboardsById[K], language);
  }
}
