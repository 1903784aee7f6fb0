import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Base of a service that tidies its collection at start (awaited, so the first request
 * sees it done) and then once a day, without keeping the process alive. A failed daily
 * run is dropped: the next day's tries again.
 */
export abstract class DailyPrune implements OnApplicationBootstrap, OnModuleDestroy {
  private pruneTimer?: NodeJS.Timeout;

  abstract prune(now?: Date): Promise<number>;

  async onApplicationBootstrap(): Promise<void> {
    await this.prune();
    this.pruneTimer = setInterval(() => void this.prune().catch(() => undefined), DAY_MS);
    this.pruneTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.pruneTimer);
  }
}
