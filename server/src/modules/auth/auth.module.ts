import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { BackgroundWork } from '../../common/background/background-work';
import { SharedThrottlerStorage } from '../../common/throttling/shared-throttler-storage';
import { AppConfigService } from '../../config/config';
import { ClusterService, StoreService } from '../../store';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditModule } from '../audit/audit.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AccountMailQuota } from './account-mail-quota';
import { AuthThrottlerGuard, emailAndIpTracker } from './auth-throttler.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { BearerAuthenticator } from './bearer-authenticator';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JWT_SECRET, resolveJwtSecret } from './jwt-secret';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetsRepository } from './password-resets.repository';
import { SignInLimitInterceptor } from './sign-in-limit.interceptor';
import { memoryCounters, sharedCounters } from './sign-in-limiter';
import { SIGN_IN_TRACKED_KEYS, SignInLimitsModule } from './sign-in-limits.module';
import { SignUpNotice } from './sign-up-notice';
import { TokensService } from './tokens.service';
import { UpstreamLoginClient } from './upstream-login.client';

/** Resolves the signing secret once, for the tokens service. */
@Module({
  providers: [
    {
      provide: JWT_SECRET,
      inject: [AppConfigService, StoreService],
      useFactory: (config: AppConfigService, store: StoreService) =>
        resolveJwtSecret(config.values.jwtSecret, store),
    },
  ],
  exports: [JWT_SECRET],
})
class JwtSecretModule {}

@Module({
  imports: [
    AccountsModule,
    SessionsModule,
    AuditModule,
    JwtSecretModule,
    SignInLimitsModule,
    ThrottlerModule.forRootAsync({
      inject: [AppConfigService, ClusterService],
      useFactory: (config: AppConfigService, cluster: ClusterService) => {
        const { perIp, perEmail, windowSeconds } = config.values.authRateLimit;
        const ttl = windowSeconds * 1000;
        return {
          throttlers: [
            { name: 'ip', ttl, limit: perIp },
            { name: 'email-ip', ttl, limit: perEmail, getTracker: emailAndIpTracker },
          ],
          // Counted by every server together on PostgreSQL.
          storage: new SharedThrottlerStorage(cluster, 'auth'),
        };
      },
    }),
  ],
  controllers: [AuthController],
  providers: [
    BackgroundWork,
    TokensService,
    BearerAuthenticator,
    AuthService,
    PasswordResetService,
    PasswordResetsRepository,
    UpstreamLoginClient,
    AuthThrottlerGuard,
    SignInLimitInterceptor,
    {
      provide: AccountMailQuota,
      inject: [AppConfigService, ClusterService],
      useFactory: (config: AppConfigService, cluster: ClusterService) => {
        const { mailsPerEmail, windowSeconds } = config.values.authRateLimit;
        const counters = cluster.counters
          ? sharedCounters(cluster.counters, 'account-mail')
          : memoryCounters();
        const limits = { windowMs: windowSeconds * 1000, maxTrackedKeys: SIGN_IN_TRACKED_KEYS };
        return new AccountMailQuota(counters('emails', limits), mailsPerEmail);
      },
    },
    SignUpNotice,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
  exports: [BearerAuthenticator],
})
export class AuthModule {}
