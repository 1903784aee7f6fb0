import { Module } from '@nestjs/common';
import { ActivitiesController } from './activities.controller';
import { ActivitiesRepository } from './activities.repository';
import { ActivitiesService } from './activities.service';
import { RecruitmentActivitiesListener } from './recruitment-activities.listener';
import { RewardsActivitiesListener } from './rewards-activities.listener';

/** The activity feed, written by domain events (apps/activities). */
@Module({
  controllers: [ActivitiesController],
  providers: [
    ActivitiesRepository,
    ActivitiesService,
    RecruitmentActivitiesListener,
    RewardsActivitiesListener,
  ],
  exports: [ActivitiesRepository],
})
export class ActivitiesModule {}
