import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { throttled } from '../../common/http/retry-later';

/**
 * Limits sign-up, forgot-password and reset-password requests per client IP and per
 * (e-mail, client IP); 429 with Retry-After. Never per e-mail alone: then anyone could
 * block a person's sign-up or recovery (AccountMailQuota holds their mail back instead).
 * Sign-in and unlock count failures instead (SignInLimiter).
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw throttled(context, detail, 'too-many-attempts');
  }
}

/**
 * The client IP with the e-mail named in the body; the IP alone for a body without one
 * (reset-password), which this count then limits per IP at its own figure.
 */
export function emailAndIpTracker(request: Record<string, unknown>): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  const ip = String(request.ip);
  // An IP has no `|`, so the pair is unambiguous.
  return typeof email === 'string' && email.trim()
    ? `pair:${ip}|${email.trim().toLowerCase()}`
    : `ip:${ip}`;
}
