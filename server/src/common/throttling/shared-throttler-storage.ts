import type { OnApplicationShutdown } from '@nestjs/common';
import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import type { ClusterService } from '../../store';

/** What the storage answers (the library does not export its name). */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * @nestjs/throttler's storage, counted where every server counts: on PostgreSQL one
 * atomic upsert per hit in the shared counters (ClusterService.counters), so a client
 * meets the same limit whichever server answers; on the JSON files (one process) the
 * library's own in-memory storage, as before. `scope` keeps each guard's counts apart.
 */
export class SharedThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly memory = new ThrottlerStorageService();

  constructor(
    private readonly cluster: ClusterService,
    private readonly scope: string,
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const counters = this.cluster.counters;
    if (!counters) return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
    const tally = await counters.throttle(
      `throttle:${this.scope}:${throttlerName}:${key}`,
      ttl,
      limit,
      blockDuration,
    );
    return {
      totalHits: tally.hits,
      timeToExpire: Math.ceil(tally.msToExpire / 1000),
      isBlocked: tally.blocked,
      timeToBlockExpire: Math.ceil(tally.msToUnblock / 1000),
    };
  }

  onApplicationShutdown(): void {
    this.memory.onApplicationShutdown();
  }
}
