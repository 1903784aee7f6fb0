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
import { retryLater } from '../../common/http/retry-later';
import { type SignInClient, SignInLimiter } from './sign-in-limiter';

/**
 * Applies the SignInLimiter around a password check: refuses or delays before the
 * handler, then counts a wrong password as a failure and a success as a fresh start.
 * Each route says who is trying (`clientOf`) and which error code means a wrong password.
 */
export abstract class PasswordAttemptsInterceptor implements NestInterceptor {
  /** The error code the handler answers a wrong password with. */
  protected abstract readonly wrongPasswordCode: string;

  constructor(private readonly limiter: SignInLimiter) {}

  /** Who is trying: runs before validation, so it reads the raw request. */
  protected abstract clientOf(request: FastifyRequest): SignInClient;

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const client = this.clientOf(http.getRequest<FastifyRequest>());
    const admission = await this.limiter.admit(client);
    if (!admission.admitted) {
      throw retryLater(
        http.getResponse<FastifyReply>(),
        admission.retryAfterSeconds,
        'too-many-attempts',
      );
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
        await (this.isWrongPassword(error)
          ? this.limiter.recordFailure(client)
          : this.limiter.release(client));
        throw error;
      }),
    );
  }

  /** Judged by the code the error answers with, whatever raised it (here or upstream). */
  private isWrongPassword(error: unknown): boolean {
    return toErrorBody(error, true).code === this.wrongPasswordCode;
  }
}

/** Sign-in and unlock: the e-mail is the one typed in the body. */
@Injectable()
export class SignInLimitInterceptor extends PasswordAttemptsInterceptor {
  protected readonly wrongPasswordCode = 'wrong-credentials';

  constructor(limiter: SignInLimiter) {
    super(limiter);
  }

  /** The raw body: interceptors run before validation, which may still answer 400. */
  protected clientOf(request: FastifyRequest): SignInClient {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return { email: typeof email === 'string' ? email : '', ip: request.ip };
  }
}

/** Limits a password-checking route with `interceptor`: see SignInLimiter. */
export function LimitPasswordAttempts(
  interceptor: new (...args: never[]) => PasswordAttemptsInterceptor,
): MethodDecorator {
  return applyDecorators(
    UseInterceptors(interceptor),
    ApiTooManyRequestsResponse({
      description: 'Too many wrong passwords from this client; see Retry-After',
      type: ErrorResponseDto,
    }),
  ) as MethodDecorator;
}

/** Limits an e-mail-and-password route: see SignInLimiter. */
export function LimitSignInAttempts(): MethodDecorator {
  return LimitPasswordAttempts(SignInLimitInterceptor);
}
