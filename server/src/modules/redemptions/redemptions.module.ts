import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { RewardsModule } from '../rewards/rewards.module';
import { RedemptionReader } from './redemption-reader';
import { RedemptionsController } from './redemptions.controller';
import { RedemptionsRepository } from './redemptions.repository';
import { RedemptionsService } from './redemptions.service';

/** Members' redemptions of rewards (canjes), over the points ledger and the stock. */
@Module({
  imports: [MembersModule, RewardsModule],
  controllers: [RedemptionsController],
  providers: [RedemptionsRepository, RedemptionsService, RedemptionReader],
  exports: [RedemptionReader],
})
export class RedemptionsModule {}
