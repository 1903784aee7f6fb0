import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { RewardImages } from './reward-images';
import { RewardReader } from './reward-reader';
import { RewardsController } from './rewards.controller';
import { RewardsRepository } from './rewards.repository';
import { RewardsService } from './rewards.service';

/** The rewards catalogue (premios). */
@Module({
  imports: [CategoriesModule],
  controllers: [RewardsController],
  providers: [RewardsRepository, RewardImages, RewardsService, RewardReader],
  exports: [RewardsService, RewardReader],
})
export class RewardsModule {}
