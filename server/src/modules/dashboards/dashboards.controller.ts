import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/auth/access';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { ACCEPT_LANGUAGE_HEADER, answerLanguage } from '../../common/languages/answer-language';
import { LanguageQueryDto } from '../../common/languages/language-query.dto';
import {
  AnalyticsDashboardDto,
  CryptoDashboardDto,
  FinanceDashboardDto,
  ProjectDashboardDto,
} from './dto/dashboards.dto';
import { DashboardsService } from './dashboards.service';

/**
 * The four demo dashboards: sample figures, for every signed-in account, their texts in
 * the language asked for (`lang`, else Accept-Language, else English).
 */
@ApiTags('dashboards')
@Access('signed-in')
@Controller('dashboards')
export class DashboardsController {
  constructor(private readonly dashboards: DashboardsService) {}

  @Get('analytics')
  @ApiOperation({ summary: 'The analytics dashboard: visitors, conversions, audience (demo)' })
  @ApiHeader(ACCEPT_LANGUAGE_HEADER)
  @ApiErrorResponses(400, 404)
  analytics(
    @Query() query: LanguageQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): AnalyticsDashboardDto {
    return this.dashboards.get('analytics', answerLanguage(query.lang, acceptLanguage, reply));
  }

  @Get('crypto')
  @ApiOperation({ summary: 'The crypto dashboard: BTC, prices, wallets, watchlist (demo)' })
  @ApiHeader(ACCEPT_LANGUAGE_HEADER)
  @ApiErrorResponses(400, 404)
  crypto(
    @Query() query: LanguageQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): CryptoDashboardDto {
    return this.dashboards.get('crypto', answerLanguage(query.lang, acceptLanguage, reply));
  }

  @Get('finance')
  @ApiOperation({
    summary: 'The finance dashboard: balance, budget, statements, transactions (demo)',
  })
  @ApiHeader(ACCEPT_LANGUAGE_HEADER)
  @ApiErrorResponses(400, 404)
  finance(
    @Query() query: LanguageQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): FinanceDashboardDto {
    return this.dashboards.get('finance', answerLanguage(query.lang, acceptLanguage, reply));
  }

  @Get('project')
  @ApiOperation({ summary: 'The project dashboard: issues, tasks, schedule, budget, team (demo)' })
  @ApiHeader(ACCEPT_LANGUAGE_HEADER)
  @ApiErrorResponses(400, 404)
  project(
    @Query() query: LanguageQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): ProjectDashboardDto {
    return this.dashboards.get('project', answerLanguage(query.lang, acceptLanguage, reply));
  }
}
