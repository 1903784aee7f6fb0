import { Module } from '@nestjs/common';
import { DashboardsController } from './dashboards.controller';
import { DashboardsRepository } from './dashboards.repository';
import { DashboardsService } from './dashboards.service';

/** The specification's four demo dashboards (analytics, crypto, finance, project). */
@Module({
  controllers: [DashboardsController],
  providers: [DashboardsRepository, DashboardsService],
})
export class DashboardsModule {}
