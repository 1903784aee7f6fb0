import { Injectable } from '@nestjs/common';
import { unavailable } from '../../common/errors/domain-error';
import { packageVersion } from '../../common/package-version';
import { StoreService } from '../../store';
import { MembersService } from '../members/members.service';
import type { HealthDto, LivenessDto, ReadinessDto } from './dto/health.dto';

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

  /** The process answers: nothing of the store is asked (`/api/health/live`). */
  live(): LivenessDto {
    return { live: true };
  }

  /**
   * Whether requests, writes included, may be sent here: 503 while the store cannot
   * write (disk full or nearly so, folder read-only, database unreachable) or the
   * database lacks migrations, so a load balancer takes the server out until it can;
   * liveness (`live`, and `check`) keeps answering 200.
   */
  async ready(): Promise<ReadinessDto> {
    const store = await this.store.status();
    if (store.storageFull || !(await this.store.hasRoom())) {
      throw unavailable(
        'storage-full',
        'The disk of the store is full: this server takes no writes until space is freed',
      );
    }
    if (store.status !== 'ok') {
      throw unavailable('store-unavailable', 'The store cannot take writes right now');
    }
    const pending = await this.store.pendingMigrations();
    if (pending.length > 0) {
      throw unavailable(
        'migrations-pending',
        `The database lacks migrations (${pending.join(', ')}): run \`npm run db:migrate\``,
      );
    }
    return { ready: true };
  }
}
