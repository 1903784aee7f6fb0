import { Injectable } from '@nestjs/common';
import { unavailable } from '../../common/errors/domain-error';
import { packageVersion } from '../../common/package-version';
import { StoreService } from '../../store';
import { MembersService } from '../members/members.service';
import type { HealthDto, ReadinessDto } from './dto/health.dto';

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

  /**
   * Whether requests, writes included, may be sent here: 503 while the store cannot
   * write (disk full, folder read-only, database unreachable), so a load balancer
   * takes the server out until it can; liveness (`check`) keeps answering 200.
   */
  async ready(): Promise<ReadinessDto> {
    const store = await this.store.status();
    if (store.storageFull) {
      throw unavailable(
        'storage-full',
        'The disk of the store is full: this server takes no writes until space is freed',
      );
    }
    if (store.status !== 'ok') {
      throw unavailable('store-unavailable', 'The store cannot take writes right now');
    }
    return { ready: true };
  }
}
