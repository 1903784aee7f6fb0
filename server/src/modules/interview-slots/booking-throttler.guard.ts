import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
} from '@nestjs/throttler';
import { throttled } from '../../common/http/retry-later';
import { SharedThrottlerStorage } from '../../common/throttling/shared-throttler-storage';
import { AppConfigService } from '../../config/config';
import { ClusterService } from '../../store';

/** The named limits of the public booking routes (BOOKING_* in the environment). */
export const BOOKING_THROTTLERS = { reads: 'booking-reads', writes: 'booking-writes' } as const;

/** @nestjs/throttler's guard, counting per limit and IP across the booking routes. */
class BookingLimiter extends ThrottlerGuard {
  protected override generateKey(_context: ExecutionContext, tracker: string, name: string) {
    return `${name}:${tracker}`;
  }

  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw throttled(context, detail, 'too-many-requests');
  }
}

/**
 * Limits the public booking routes per client IP: reads (the slot list, a booking) and
 * writes (book, cancel, move) each count across their routes, with their own options and
 * counts (the sign-in limits' ThrottlerModule options are global, so this guard keeps its
 * own). 429 with Retry-After, in the one error body.
 */
@Injectable()
export class BookingThrottlerGuard implements CanActivate, OnApplicationShutdown {
  private readonly storage: SharedThrottlerStorage;
  private readonly limiter: BookingLimiter;
  private ready: Promise<void> | undefined;

  constructor(config: AppConfigService, reflector: Reflector, cluster: ClusterService) {
    // Counted by every server together on PostgreSQL (see SharedThrottlerStorage).
    this.storage = new SharedThrottlerStorage(cluster, 'booking');
    const { readsPerIp, writesPerIp, windowSeconds } = config.values.bookingRateLimit;
    const ttl = windowSeconds * 1000;
    const options: ThrottlerModuleOptions = {
      throttlers: [
        { name: BOOKING_THROTTLERS.reads, ttl, limit: readsPerIp },
        { name: BOOKING_THROTTLERS.writes, ttl, limit: writesPerIp },
      ],
    };
    this.limiter = new BookingLimiter(options, this.storage, reflector);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await (this.ready ??= this.limiter.onModuleInit());
    return this.limiter.canActivate(context);
  }

  onApplicationShutdown(): void {
    this.storage.onApplicationShutdown();
  }
}
