import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable, type Subscriber } from 'rxjs';
import { type LogRider, withCallContext } from '../../store';
import type { AuthContext } from '../auth/auth-context';

/**
 * The riders of requests under way, by request: a property of their own would give the
 * requests that have one another shape, and every read of a request's fields elsewhere
 * would have two shapes to tell apart.
 */
const riders = new WeakMap<FastifyRequest, LogRider>();

type ScopedRequest = FastifyRequest & { user?: AuthContext };

/**
 * Has `rider` ride in the first change the request's handler makes (an audited change's
 * entry): for an interceptor that runs before CallScope.
 */
export function rideOnFirstChange(request: FastifyRequest, rider: LogRider): void {
  riders.set(request, rider);
}

/**
 * Runs a request's handler in the store's call context, one for the whole call: as its
 * signed-in account, so the store can say who made each change it publishes (the live
 * events' `actor`), and with the log entries that ride in its first change
 * (`rideOnFirstChange`). Entries no change took (nothing changed, or PostgreSQL) are
 * appended before the answer goes; a change that took them answers at once.
 */
@Injectable()
export class CallScope implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<ScopedRequest>();
    const actor = request.user?.accountId;
    const rider = riders.get(request);
    if (!actor && !rider) return next.handle();
    // Nest binds the handler to the async context `handle()` is called in: call it inside.
    return new Observable<unknown>((subscriber) =>
      withCallContext({ actor, rider }, () =>
        next.handle().subscribe(rider ? untakenAppended(rider, subscriber) : subscriber),
      ),
    );
  }
}

/** Passes the answers on once the rider's untaken entries are durable (or fails the call). */
function untakenAppended(rider: LogRider, subscriber: Subscriber<unknown>) {
  let appending = 0;
  let handled = false;
  return {
    next: (answer: unknown) => {
      const appended = rider.appendUntaken();
      if (!appended) return subscriber.next(answer);
      appending += 1;
      appended.then(
        () => {
          appending -= 1;
          subscriber.next(answer);
          if (handled && appending === 0) subscriber.complete();
        },
        (error: unknown) => subscriber.error(error),
      );
    },
    error: (error: unknown) => subscriber.error(error),
    complete: () => {
      handled = true;
      if (appending === 0) subscriber.complete();
    },
  };
}
