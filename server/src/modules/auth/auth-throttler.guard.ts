import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { tooManyAttempts } from './too-many-attempts';

/**
 * Limits sign-up, forgot-password and reset-password requests per client IP and per
 * e-mail; 429 with Retry-After. Sign-in and unlock count failures instead (SignInLimiter).
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire));
    throw tooManyAttempts(context.switchToHttp().getResponse<FastifyReply>(), seconds);
  }
}

/** The e-mail named in the body, so one address cannot be hammered from many IPs. */
export function emailTracker(request: Record<string, unknown>): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim()
    ? `email:${email.trim().toLowerCase()}`
    : `ip:${request.ip}`;
}
