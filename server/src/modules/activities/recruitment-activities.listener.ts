import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ActivitiesRepository } from './activities.repository';
import {
  applicantCreatedActivity,
  stageChangedActivity,
  vacancyClosedActivity,
  vacancyOpenedActivity,
} from './activity-templates';
import type { Activity } from './activity.types';
import {
  APPLICANT_CREATED,
  APPLICATION_STAGE_CHANGED,
  type ApplicantCreatedEvent,
  type ApplicationStageChangedEvent,
  VACANCY_CLOSED,
  VACANCY_OPENED,
  type VacancyClosedEvent,
  type VacancyOpenedEvent,
} from './recruitment-events';

/**
 * Writes the feed from the recruitment events. Erasing an applicant anonymises their
 * activities in the erasing commit itself (ApplicantsService.erase), not here: a crash
 * between the two could otherwise leave the name in the feed.
 */
@Injectable()
export class RecruitmentActivitiesListener {
  constructor(private readonly activities: ActivitiesRepository) {}

  @OnEvent(APPLICANT_CREATED, { promisify: true })
  async onApplicantCreated(event: ApplicantCreatedEvent): Promise<void> {
    await this.record(applicantCreatedActivity(randomUUID(), event));
  }

  @OnEvent(APPLICATION_STAGE_CHANGED, { promisify: true })
  async onStageChanged(event: ApplicationStageChangedEvent): Promise<void> {
    await this.record(stageChangedActivity(randomUUID(), event));
  }

  @OnEvent(VACANCY_OPENED, { promisify: true })
  async onVacancyOpened(event: VacancyOpenedEvent): Promise<void> {
    await this.record(vacancyOpenedActivity(randomUUID(), event));
  }

  @OnEvent(VACANCY_CLOSED, { promisify: true })
  async onVacancyClosed(event: VacancyClosedEvent): Promise<void> {
    await this.record(vacancyClosedActivity(randomUUID(), event));
  }

  private async record(activity: Activity): Promise<void> {
    await this.activities.insert(activity, 'start');
  }
}
