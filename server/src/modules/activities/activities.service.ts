import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../../config/config';
import { DAY_MS, DailyPrune } from '../../common/schedule/daily';
import { removeWhere } from '../../store';
import { listPage, type ListSpec } from '../listing/list';
import { mapPage, type Page } from '../listing/paginate';
import { ActivitiesRepository } from './activities.repository';
import type { Activity } from './activity.types';
import type { ActivityDto, ActivityListQueryDto, ActivitySortField } from './dto/activity.dto';

const LIST: ListSpec<Activity, ActivitySortField> = {
  searchIn: (activity) => [activity.description.replace(/<[^>]*>/g, ''), activity.linkedContent],
  sortBy: { date: (activity) => activity.date },
  defaultSort: 'date',
  defaultOrder: 'desc',
};

/** Older than the retention at `now`: exactly `retentionDays` old is still kept. */
export function isPastRetention(
  activity: Pick<Activity, 'date'>,
  retentionDays: number,
  now: Date,
): boolean {
  return Date.parse(activity.date) < now.getTime() - retentionDays * DAY_MS;
}

@Injectable()
export class ActivitiesService extends DailyPrune {
  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly config: AppConfigService,
  ) {
    super();
  }

  /** Newest first unless asked otherwise. */
  list(query: ActivityListQueryDto): Page<ActivityDto> {
    const filtered = this.activities
      .list()
      .filter(
        (activity) =>
          (query.applicantId === undefined || activity.applicantId === query.applicantId) &&
          (query.vacancyId === undefined || activity.vacancyId === query.vacancyId),
      );
    return mapPage(listPage(filtered, query, LIST), toDto);
  }

  /**
   * Removes, in one commit, the activities older than the retention
   * (ACTIVITY_RETENTION_DAYS); answers how many. Nothing is written when none is.
   */
  async prune(now = new Date()): Promise<number> {
    const days = this.config.values.activityRetentionDays;
    return this.activities.mutate(removeWhere((activity) => isPastRetention(activity, days, now)));
  }
}

function toDto({
  applicantId: _applicantId,
  vacancyId: _vacancyId,
  accountId: _accountId,
  ...activity
}: Activity): ActivityDto {
  return activity;
}
