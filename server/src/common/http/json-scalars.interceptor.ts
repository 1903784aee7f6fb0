import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { type Observable, tap } from 'rxjs';

/**
 * Nest sends a handler's bare `true` or number as text/html; API clients expect JSON.
 * `true` is valid JSON, so only the content type needs saying.
 */
@Injectable()
export class JsonScalarsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      tap((value) => {
        if (context.getType() !== 'http') return;
        if (typeof value === 'boolean' || typeof value === 'number') {
          context.switchToHttp().getResponse<Response>().type('application/json');
        }
      }),
    );
  }
}
