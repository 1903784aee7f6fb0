import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { type DomainError, type ErrorCode, tooManyRequests } from '../errors/domain-error';

/** The codes of a spent limit: each answers 429 with Retry-After. */
export type LimitCode = Extract<
  ErrorCode,
  'too-many-attempts' | 'too-many-requests' | 'too-many-streams'
>;

const WHAT_IS_TOO_MANY: Record<LimitCode, string> = {
  'too-many-attempts': 'Too many attempts',
  'too-many-requests': 'Too many requests',
  'too-many-streams': 'Too many open event streams',
};

/**
 * The 429 of a spent limit: Retry-After on the reply, and the error to throw. Its code
 * lets a client tell the wait in its reader's language (from the header); the message
 * tells it in English.
 */
export function retryLater(
  reply: FastifyReply,
  seconds: number,
  code: LimitCode,
  reason?: string,
): DomainError {
  void reply.header('Retry-After', String(seconds));
  const what = reason ? `${WHAT_IS_TOO_MANY[code]} (${reason})` : WHAT_IS_TOO_MANY[code];
  return tooManyRequests(code, `${what}. Try again in ${seconds} seconds.`);
}

/** The 429 of a ThrottlerGuard past its limit: the wait is what the block has left. */
export function throttled(
  context: ExecutionContext,
  detail: ThrottlerLimitDetail,
  code: LimitCode,
): DomainError {
  const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire));
  return retryLater(context.switchToHttp().getResponse<FastifyReply>(), seconds, code);
}
