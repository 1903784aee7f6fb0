import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { unsupportedMediaType } from '../errors/domain-error';
import { readsUploads } from '../files/file-interceptor';

export const MULTIPART_REFUSED_MESSAGE =
  'This operation takes a JSON body, not multipart/form-data: only uploads are sent as forms';

export const TEXT_REFUSED_MESSAGE =
  'This operation takes a JSON body (Content-Type: application/json), not text/plain';

/**
 * A global interceptor: a body of a type only some routes take reaches those only; it
 * answers 415 anywhere else.
 * - multipart: the routes that read an upload (their FileInterceptor). Anywhere else
 *   nothing would read it, and the route would go on as if no body had been sent (a PATCH
 *   answering 200 and changing nothing).
 * - text/plain: the routes whose guard turns the bare value into their DTO's object
 *   (BareStringBodyAs), which has run by now. Anywhere else the validation pipe would
 *   answer as if the JSON in it were missing ("name must not be empty").
 */
@Injectable()
export class BodiesWhereTaken implements NestInterceptor {
  /** Per route handler: whether it, or its controller, reads uploads. */
  private readonly takesUploads = new WeakMap<object, boolean>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.isMultipart() && !this.routeTakesUploads(context)) {
      throw unsupportedMediaType('media-type-unsupported', MULTIPART_REFUSED_MESSAGE);
    }
    if (typeof request.body === 'string') {
      throw unsupportedMediaType('media-type-unsupported', TEXT_REFUSED_MESSAGE);
    }
    return next.handle();
  }

  private routeTakesUploads(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    let takes = this.takesUploads.get(handler);
    if (takes === undefined) {
      takes = [handler, context.getClass()].some((target) =>
        ((Reflect.getMetadata(INTERCEPTORS_METADATA, target) ?? []) as unknown[]).some(
          readsUploads,
        ),
      );
      this.takesUploads.set(handler, takes);
    }
    return takes;
  }
}
