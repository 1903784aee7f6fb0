import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { HealthDto, ReadinessDto } from './dto/health.dto';
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

  /** For load balancers: 503 while the store cannot take writes (a full disk, say). */
  @Get('ready')
  @Public()
  @ApiOperation({ summary: 'Readiness: 503 while the store cannot take writes (public)' })
  @ApiResponse({
    status: 503,
    description: 'The store cannot take writes: code storage-full or store-unavailable',
    type: ErrorResponseDto,
  })
  ready(): Promise<ReadinessDto> {
    return this.health.ready();
  }
}
