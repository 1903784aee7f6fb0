import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { HealthDto, LivenessDto, ReadinessDto } from './dto/health.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Answers 200 while the process runs, whatever the store's state (see `store`). */
  @Get()
  @Public()
  @ApiOperation({ summary: 'Liveness and store status (public)' })
  check(): Promise<HealthDto> {
    return this.health.check();
  }

  /**
   * For orchestrators that restart a process that stops answering: 200 as long as it
   * runs, without asking the store (a slow disk or database must not get it restarted).
   */
  @Get('live')
  @Public()
  @ApiOperation({ summary: 'Liveness: 200 while the process answers; touches no storage (public)' })
  live(): LivenessDto {
    return this.health.live();
  }

  /**
   * For load balancers and the container's health: 503 while the store cannot take writes
   * (a full disk, say) or the database lacks migrations.
   */
  @Get('ready')
  @Public()
  @ApiOperation({
    summary: 'Readiness: 503 while the store cannot take writes or lacks migrations (public)',
  })
  @ApiResponse({
    status: 503,
    description:
      'Not ready: code storage-full, store-unavailable or migrations-pending (PostgreSQL)',
    type: ErrorResponseDto,
  })
  ready(): Promise<ReadinessDto> {
    return this.health.ready();
  }
}
