import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import {
  AnalyticsDashboardDto,
  CryptoDashboardDto,
  FinanceDashboardDto,
  ProjectDashboardDto,
} from './dto/dashboards.dto';
import { DashboardsService } from './dashboards.service';

/** The four demo dashboards: sample figures, for every signed-in account. */
@ApiTags('dashboards')
@Access('signed-in')
@Controller('dashboards')
export class DashboardsController {
  constructor(private readonly dashboards: DashboardsService) {}

  @Get('analytics')
  @ApiOperation({ summary: 'The analytics dashboard: visitors, conversions, audience (demo)' })
  @ApiErrorResponses(404)
  analytics(): AnalyticsDashboardDto {
    return this.dashboards.get('analytics');
  }

  @Get('crypto')
  @ApiOperation({ summary: 'The crypto dashboard: BTC, prices, wallets, watchlist (demo)' })
  @ApiErrorResponses(404)
  crypto(): CryptoDashboardDto {
    return this.dashboards.get('crypto');
  }

  @Get('finance')
  @ApiOperation({
    summary: 'The finance dashboard: balance, budget, statements, transactions (demo)',
  })
  @ApiErrorResponses(404)
  finance(): FinanceDashboardDto {
    return this.dashboards.get('finance');
  }

  @Get('project')
  @ApiOperation({ summary: 'The project dashboard: issues, tasks, schedule, budget, team (demo)' })
  @ApiErrorResponses(404)
  project(): ProjectDashboardDto {
    return this.dashboards.get('project');
  }
}
