import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfigService } from '../../config/config';
import { AccountsModule } from '../accounts/accounts.module';
import { SessionsModule } from '../sessions/sessions.module';
import { bareStringBodyAs } from './bare-string-body';
import { AuthThrottlerGuard, emailTracker } from './auth-throttler.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JWT_SECRET, resolveJwtSecret } from './jwt-secret';
import { JwtStrategy } from './jwt.strategy';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetsRepository } from './password-resets.repository';
import { SignInLimitInterceptor } from './sign-in-limit.interceptor';
import { SignInLimiter } from './sign-in-limiter';
import { TOKEN_ALGORITHM, TokensService } from './tokens.service';
import { UpstreamLoginClient } from './upstream-login.client';

/** Per count (pairs, IPs, e-mails); keys hold at most a 254-character e-mail, so tens of MB. */
const SIGN_IN_TRACKED_KEYS = 50_000;

/** Resolves the signing secret once, for JwtModule and the passport strategy alike. */
@Module({
  providers: [
    {
      provide: JWT_SECRET,
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) =>
        resolveJwtSecret(config.values.jwtSecret, config.values.dataDir),
    },
  ],
  exports: [JWT_SECRET],
})
class JwtSecretModule {}

@Module({
  imports: [
    AccountsModule,
    SessionsModule,
    PassportModule,
    JwtSecretModule,
    JwtModule.registerAsync({
      imports: [JwtSecretModule],
      inject: [JWT_SECRET],
      useFactory: (secret: string) => ({
        secret,
        signOptions: { algorithm: TOKEN_ALGORITHM },
        verifyOptions: { algorithms: [TOKEN_ALGORITHM] },
      }),
    }),
    ThrottlerModule.forRootAsync({
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) => {
        const { perIp, perEmail, windowSeconds } = config.values.authRateLimit;
        const ttl = windowSeconds * 1000;
        return {
          throttlers: [
            { name: 'ip', ttl, limit: perIp },
            { name: 'email', ttl, limit: perEmail, getTracker: emailTracker },
          ],
        };
      },
    }),
  ],
  controllers: [AuthController],
  providers: [
    TokensService,
    JwtStrategy,
    AuthService,
    PasswordResetService,
    PasswordResetsRepository,
    UpstreamLoginClient,
    AuthThrottlerGuard,
    {
      provide: SignInLimiter,
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) => {
        const limits = config.values.authRateLimit;
        return new SignInLimiter({
          perEmailAndIp: limits.perEmail,
          perIp: limits.perIp,
          windowMs: limits.windowSeconds * 1000,
          slowAfter: limits.perEmail,
          delayMs: limits.failureDelayMs,
          maxDelayMs: limits.failureDelayMaxMs,
          maxTrackedKeys: SIGN_IN_TRACKED_KEYS,
        });
      },
    },
    SignInLimitInterceptor,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(bareStringBodyAs('email'))
      .forRoutes({ path: 'auth/forgot-password', method: RequestMethod.POST });
    consumer
      .apply(bareStringBodyAs('password'))
      .forRoutes({ path: 'auth/reset-password', method: RequestMethod.POST });
  }
}
