import { Injectable } from '@nestjs/common';
import { packageVersion } from '../../common/package-version';
import { StoreService } from '../../store';
import type { HealthDto } from './health.dto';

@Injectable()
export class HealthService {
  constructor(private readonly store: StoreService) {}

  async check(): Promise<HealthDto> {
    const store = await this.store.status();
    return {
      status: store.status === 'ok' ? 'ok' : 'degraded',
      version: packageVersion(),
      uptimeSeconds: Math.round(process.uptime()),
      store,
    };
  }
}
