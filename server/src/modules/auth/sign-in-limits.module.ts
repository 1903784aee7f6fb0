import { Module } from '@nestjs/common';
import { AppConfigService } from '../../config/config';
import { ClusterService } from '../../store';
import { memoryCounters, sharedCounters, SignInLimiter } from './sign-in-limiter';

/** Per count (pairs, IPs, e-mails); keys hold at most a 254-character e-mail, so tens of MB. */
export const SIGN_IN_TRACKED_KEYS = 50_000;

/**
 * The one SignInLimiter of the application, for every route that checks a password: sign-in
 * and unlock (AuthModule) and changing one's own password (AccountsModule). A module of
 * its own, so both import it without importing each other.
 */
@Module({
  providers: [
    {
      provide: SignInLimiter,
      inject: [AppConfigService, ClusterService],
      useFactory: (config: AppConfigService, cluster: ClusterService) => {
        const limits = config.values.authRateLimit;
        // Counted by every server together on PostgreSQL; in memory on the JSON files.
        const counters = cluster.counters ? sharedCounters(cluster.counters) : memoryCounters();
        return new SignInLimiter(
          {
            perEmailAndIp: limits.perEmail,
            perIp: limits.perIp,
            windowMs: limits.windowSeconds * 1000,
            slowAfter: limits.perEmail,
            delayMs: limits.failureDelayMs,
            maxDelayMs: limits.failureDelayMaxMs,
            maxTrackedKeys: SIGN_IN_TRACKED_KEYS,
          },
          counters,
        );
      },
    },
  ],
  exports: [SignInLimiter],
})
export class SignInLimitsModule {}
