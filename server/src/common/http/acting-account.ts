import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { withActor } from '../../store';
import type { AuthContext } from '../auth/auth-context';

/**
 * Runs a signed-in request's handler as its account, so the store can say who made each
 * change it publishes (the live events' `actor`).
 */
@Injectable()
export class ActingAccount implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthContext }>();
    const accountId = request.user?.accountId;
    if (!accountId) return next.handle();
    // Nest binds the handler to the async context `handle()` is called in: call it inside.
    return new Observable<unknown>((subscriber) =>
      withActor(accountId, () => next.handle().subscribe(subscriber)),
    );
  }
}
