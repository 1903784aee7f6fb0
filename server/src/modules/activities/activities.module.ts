import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ActivitiesController } from './activities.controller';
import { ActivitiesRepository, ActivityImages } from './activities.repository';
import { ActivitiesService } from './activities.service';
import { ActivityFeedController } from './activity-feed.controller';
import { RecruitmentActivitiesListener } from './recruitment-activities.listener';
import { RewardsActivitiesListener } from './rewards-activities.listener';

/**
 * The activity feed, written by domain events and by staff who post (apps/activities,
 * apps/new-activity).
 */
@Module({
  imports: [AccountsModule],
  controllers: [ActivitiesController, ActivityFeedController],
  providers: [
    ActivitiesRepository,
    ActivityImages,
    ActivitiesService,
    RecruitmentActivitiesListener,
    RewardsActivitiesListener,
  ],
  exports: [ActivitiesService],
})
export class ActivitiesModule {}
