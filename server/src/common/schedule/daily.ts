import {
  Inject,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { ClusterService } from '../../store';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * On PostgreSQL the daily prune runs once per cluster: a server's timer skips it while
 * another server runs it or when one finished it less than this ago (a day less an hour,
 * so that timers drifting a little never skip a day).
 */
export const PRUNE_EVERY_MS = DAY_MS - 60 * 60 * 1000;

/**
 * Base of a service that tidies its collection at start (awaited, so the first request
 * sees it done) and then once a day, without keeping the process alive. A failed daily
 * run is dropped: the next day's tries again. Several servers on one database prune once
 * a day between them (ClusterService.runOnce), and at a server's start unless another is
 * pruning then; on the JSON files each start and day prunes.
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
    // At start only a prune under way elsewhere is left to its server: what was stored
    // while this one was down is tidied before it answers, as on the JSON files.
    await this.pruneOnce(0);
    this.pruneTimer = setInterval(
      () => void this.pruneOnce(PRUNE_EVERY_MS).catch(() => undefined),
      DAY_MS,
    );
    this.pruneTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.pruneTimer);
  }

  private async pruneOnce(everyMs: number): Promise<void> {
    if (this.cluster) await this.cluster.runOnce(this.pruneJob, everyMs, () => this.prune());
    else await this.prune();
  }
}
