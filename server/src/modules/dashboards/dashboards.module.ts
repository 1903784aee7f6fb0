import { Module } from '@nestjs/common';
import { DashboardsController } from './dashboards.controller';
import { DashboardsRepository } from './dashboards.repository';
import { DashboardsService } from './dashboards.service';

/** The four demo dashboards (analytics, crypto, finance, project), with sample figures. */
@Module({
  controllers: [DashboardsController],
  providers: [DashboardsRepository, DashboardsService],
})
export class DashboardsModule {}
