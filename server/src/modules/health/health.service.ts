import { Injectable } from '@nestjs/common';
import { packageVersion } from '../../common/package-version';
import { StoreService } from '../../store';
import { MembersService } from '../members/members.service';
import type { HealthDto } from './health.dto';

@Injectable()
export class HealthService {
  constructor(
    private readonly store: StoreService,
    private readonly members: MembersService,
  ) {}

  async check(): Promise<HealthDto> {
    const store = await this.store.status();
    const ledger = this.members.ledgerCheck();
    return {
      status: store.status === 'ok' && ledger.status === 'ok' ? 'ok' : 'degraded',
      version: packageVersion(),
      uptimeSeconds: Math.round(process.uptime()),
      store,
      ledger,
    };
  }
}
