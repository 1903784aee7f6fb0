import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { PeriodQueryDto } from '../../common/period/period-query.dto';
import { SummaryDto } from './dto/summary.dto';
import { SummaryService } from './summary.service';

@ApiTags('summary')
@Access('recruiter', 'rewards')
@Controller('summary')
export class SummaryController {
  constructor(private readonly summary: SummaryService) {}

  @Get()
  @ApiOperation({
    summary:
      'The summary board (apps/tablero) for a period: recruitment figures for recruiters, rewards figures for the rewards role, both for admins',
  })
  @ApiErrorResponses(400)
  board(@Query() query: PeriodQueryDto, @CurrentAuth() auth: AuthContext): SummaryDto {
    return this.summary.board(query, auth.roles);
  }
}
