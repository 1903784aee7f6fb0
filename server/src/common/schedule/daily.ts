import {
  Inject,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { ClusterService } from '../../store';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * On PostgreSQL a prune runs once per cluster: a server skips it while another runs it or
 * when another finished it less than this ago (a day less an hour, so that timers drifting
 * a little never skip a day).
 */
export const PRUNE_EVERY_MS = DAY_MS - 60 * 60 * 1000;

/**
 * Base of a service that tidies its collection at start (awaited, so the first request
 * sees it done) and then once a day, without keeping the process alive. A failed daily
 * run is dropped: the next day's tries again. Several servers on one database prune once
 * between them (ClusterService.runOnce); on the JSON files each start and day prunes.
 */
export abstract class DailyPrune implements OnApplicationBootstrap, OnModuleDestroy {
  /** Injected into each subclass (a service made with `new` in a unit test has none). */
  @Optional() @Inject(ClusterService) protected readonly cluster?: ClusterService;
  private pruneTimer?: NodeJS.Timeout;

  abstract prune(now?: Date): Promise<number>;

  /** The job's name among the cluster's jobs. */
  protected get pruneJob(): string {
    return `daily-prune:${this.constructor.name}`;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.pruneOnce();
    this.pruneTimer = setInterval(() => void this.pruneOnce().catch(() => undefined), DAY_MS);
    this.pruneTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.pruneTimer);
  }

  private async pruneOnce(): Promise<void> {
    if (this.cluster) await this.cluster.runOnce(this.pruneJob, PRUNE_EVERY_MS, () => this.prune());
    else await this.prune();
  }
}
