import { Injectable } from '@nestjs/common';
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

@Injectable()
export class ActivitiesService {
  constructor(private readonly activities: ActivitiesRepository) {}

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
}

function toDto({
  applicantId: _applicantId,
  vacancyId: _vacancyId,
  accountId: _accountId,
  ...activity
}: Activity): ActivityDto {
  return activity;
}
