import {
  applyDecorators,
  type ExecutionContext,
  Inject,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { throttled } from '../../common/http/retry-later';
import { SharedThrottlerStorage } from '../../common/throttling/shared-throttler-storage';
import { AppConfigService } from '../../config/config';
import { ClusterService } from '../../store';

/** Every request to /api/public/..., counted together per client IP. */
const ALL = 'public';
/** Applications only (they store a CV), counted per client IP beside ALL. */
const APPLY = 'public-apply';

/** One count per IP and limit, whichever public endpoint or page is asked. */
const keyOf = (throttlerName: string, tracker: string) => `${throttlerName}:${tracker}`;

/**
 * The public board's own counts, apart from the sign-in limits' (ThrottlerModule's);
 * shared by every server on PostgreSQL.
 */
@Injectable()
export class PublicRateLimitStorage extends SharedThrottlerStorage {
  constructor(@Inject(ClusterService) cluster: ClusterService) {
    super(cluster, 'public');
  }
}

/**
 * Limits the public job board per client IP: PUBLIC_RATE_LIMIT_PER_IP requests to all its
 * endpoints together and PUBLIC_APPLY_LIMIT_PER_IP applications, each per
 * PUBLIC_RATE_WINDOW_SECONDS. Past a limit: 429 with Retry-After, in the one error body.
 */
@Injectable()
export class PublicRateLimitGuard extends ThrottlerGuard {
  /** The per-IP limit of every public request, in ms and requests (for pageHit). */
  private readonly all: { ttl: number; limit: number };

  // Each parameter names its token: ThrottlerGuard's own @Inject()s (the sign-in limits'
  // options and storage) are inherited otherwise.
  constructor(
    @Inject(AppConfigService) config: AppConfigService,
    @Inject(PublicRateLimitStorage) storage: PublicRateLimitStorage,
    @Inject(Reflector) reflector: Reflector,
  ) {
    const { perIp, applyPerIp, windowSeconds } = config.values.publicRateLimit;
    const ttl = windowSeconds * 1000;
    super(
      {
        throttlers: [
          { name: ALL, ttl, limit: perIp },
          { name: APPLY, ttl, limit: applyPerIp },
        ],
        setHeaders: false,
      },
      storage,
      reflector,
    );
    this.all = { ttl, limit: perIp };
  }

  /**
   * Counts a page the server draws from the board's data (/home, /home/vacantes/:code),
   * outside Nest's guards, toward the same per-IP count and limit as the API's reads.
   * Answers the seconds to wait when past the limit, or undefined.
   */
  async pageHit(ip: string): Promise<number | undefined> {
    const tracker = await this.getTracker({ ip });
    const { ttl, limit } = this.all;
    const record = await this.storageService.increment(keyOf(ALL, tracker), ttl, limit, ttl, ALL);
    return record.isBlocked ? Math.max(1, Math.ceil(record.timeToBlockExpire)) : undefined;
  }

  /** One count per IP and limit, whichever public endpoint is called. */
  protected override generateKey(
    _context: ExecutionContext,
    tracker: string,
    throttlerName: string,
  ): string {
    return keyOf(throttlerName, tracker);
  }

  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw throttled(context, detail, 'too-many-requests');
  }
}

const TOO_MANY = ApiTooManyRequestsResponse({
  description: 'Too many requests from this client; see Retry-After',
  type: ErrorResponseDto,
});

/** A read of the public board: counts toward the per-IP limit of all its requests. */
export function PublicRead(): MethodDecorator {
  return applyDecorators(
    UseGuards(PublicRateLimitGuard),
    SkipThrottle({ [APPLY]: true }),
    TOO_MANY,
  ) as MethodDecorator;
}

/** An application: counts toward both limits. */
export function PublicApply(): MethodDecorator {
  return applyDecorators(UseGuards(PublicRateLimitGuard), TOO_MANY) as MethodDecorator;
}
