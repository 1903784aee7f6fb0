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
import { readsUploads } from './file-interceptor';

export const MULTIPART_REFUSED_MESSAGE =
  'This operation takes a JSON body, not multipart/form-data: only uploads are sent as forms';

/**
 * A global interceptor: a multipart body reaches only the routes that read one (their
 * FileInterceptor). Anywhere else nothing would read it, and the route would go on as if
 * no body had been sent (a PATCH answering 200 and changing nothing); it answers 415.
 */
@Injectable()
export class MultipartOnlyForUploads implements NestInterceptor {
  /** Per route handler: whether it, or its controller, reads uploads. */
  private readonly takesUploads = new WeakMap<object, boolean>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.isMultipart() && !this.routeTakesUploads(context)) {
      throw unsupportedMediaType('media-type-unsupported', MULTIPART_REFUSED_MESSAGE);
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
