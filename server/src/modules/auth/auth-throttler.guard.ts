import { type ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Response } from 'express';

/** Limits the credential endpoints per client IP and per e-mail; 429 with Retry-After. */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw new HttpException(
      `Too many attempts. Try again in ${seconds} seconds.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/** The e-mail named in the body, so one address cannot be hammered from many IPs. */
export function emailTracker(request: Record<string, unknown>): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim()
    ? `email:${email.trim().toLowerCase()}`
    : `ip:${request.ip}`;
}
