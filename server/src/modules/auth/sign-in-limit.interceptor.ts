import { setTimeout as sleep } from 'node:timers/promises';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, mergeMap, type Observable } from 'rxjs';
import { toErrorBody } from '../../common/errors/error-body';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { type SignInClient, SignInLimiter } from './sign-in-limiter';
import { tooManyAttempts } from './too-many-attempts';

/**
 * Applies the SignInLimiter around a password check: refuses or delays before the
 * handler, then counts a wrong password as a failure and a success as a fresh start.
 */
@Injectable()
export class SignInLimitInterceptor implements NestInterceptor {
  constructor(private readonly limiter: SignInLimiter) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const client = clientOf(http.getRequest<FastifyRequest>());
    const admission = await this.limiter.admit(client);
    if (!admission.admitted) {
      throw tooManyAttempts(http.getResponse<FastifyReply>(), admission.retryAfterSeconds);
    }
    if (admission.delayMs > 0) await sleep(admission.delayMs);
    // The outcome is counted before the answer leaves, so the client's next attempt (on
    // any server) finds it counted.
    return next.handle().pipe(
      mergeMap(async (value) => {
        await this.limiter.recordSuccess(client);
        return value;
      }),
      catchError(async (error: unknown) => {
        await (isWrongCredentials(error)
          ? this.limiter.recordFailure(client)
          : this.limiter.release(client));
        throw error;
      }),
    );
  }
}

/** Limits an e-mail-and-password route: see SignInLimiter. */
export function LimitSignInAttempts(): MethodDecorator {
  return applyDecorators(
    UseInterceptors(SignInLimitInterceptor),
    ApiTooManyRequestsResponse({
      description: 'Too many wrong passwords from this client; see Retry-After',
      type: ErrorResponseDto,
    }),
  ) as MethodDecorator;
}

/** The raw body: interceptors run before validation, which may still answer 400. */
function clientOf(request: FastifyRequest): SignInClient {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return { email: typeof email === 'string' ? email : '', ip: request.ip };
}

/** Judged by the code the error answers with, whatever raised it (here or upstream). */
function isWrongCredentials(error: unknown): boolean {
  return toErrorBody(error, true).code === 'wrong-credentials';
}
