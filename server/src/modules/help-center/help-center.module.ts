import { Module } from '@nestjs/common';
import { HelpCenterController } from './help-center.controller';
import {
  FaqCategoriesRepository,
  FaqsRepository,
  GuideCategoriesRepository,
  GuidesRepository,
  SupportRequestsRepository,
} from './help-center.repository';
import { HelpCenterService } from './help-center.service';

/** The help center: FAQs and guides by category, and the support form. */
@Module({
  controllers: [HelpCenterController],
  providers: [
    FaqCategoriesRepository,
    FaqsRepository,
    GuideCategoriesRepository,
    GuidesRepository,
    SupportRequestsRepository,
    HelpCenterService,
  ],
})
export class HelpCenterModule {}
