import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { mergeMap, type Observable, tap } from 'rxjs';
import type { AuthContext } from '../../common/auth/auth-context';
import { rideOnFirstChange } from '../../common/http/call-scope';
import { AUDITED_KEY, type AuditedRoute, LIST_EXPORT_HEADER } from './audited.decorator';
import { AuditService } from './audit.service';
import type { AuditEvent } from './audit.types';

type AuditedRequest = FastifyRequest<{
  Params: { id?: string };
  Querystring: { page?: unknown };
}> & { user?: AuthContext };

/** The id a route's entry names, or null. */
function recordIdOf(route: AuditedRoute, request: AuditedRequest, result: unknown): string | null {
  switch (route.record) {
    case 'param':
      return request.params.id ?? null;
    case 'result': {
      const id = (result as { id?: unknown } | null)?.id;
      return typeof id === 'string' ? id : null;
    }
    case 'own-account':
      return request.user?.accountId ?? null;
    case 'own-session':
      return request.user?.sessionId ?? null;
    case 'none':
      return null;
  }
}

/** A list request that starts an export: the header, on the first page only. */
function startsListExport(request: AuditedRequest): boolean {
  const page = request.query.page;
  return Boolean(request.headers[LIST_EXPORT_HEADER]) && (page === undefined || page === '1');
}

/**
 * A read or an export is answered without waiting for its entry to reach the disk: the
 * entry takes its time and place before the answer goes, and is written with the others
 * of the next 25 ms in one commit. Waiting for it cost a quarter of a busy server's reads
 * (bench/observability.bench.ts); what a crash in that window can lose is the entries of
 * reads, never of a change.
 */
function answersFirst(route: AuditedRoute): boolean {
  return route.action === 'read' || route.action === 'export';
}

/**
 * Global, before CallScope: a route marked @Audited() appends an entry once it succeeded
 * (a refused or failed call read or changed nothing); a change's entry is durable before
 * the answer, on the JSON files in the change's own commit (see AuditService.rider).
 * One place for every audited route; signing in, which knows its outcome only inside
 * AuthService, records there.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  /** Each handler's route, looked up once: every request passes here. */
  private readonly routes = new WeakMap<object, AuditedRoute | null>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = context.getType() === 'http' ? this.routeOf(context.getHandler()) : null;
    if (!route) return next.handle();
    const request = context.switchToHttp().getRequest<AuditedRequest>();
    if (route.listExport && !startsListExport(request)) return next.handle();
    const eventOf = (result: unknown): AuditEvent => ({
      action: route.action,
      actorId: request.user?.accountId ?? null,
      ip: request.ip,
      collection: route.collection,
      recordId: recordIdOf(route, request, result),
    });
    if (answersFirst(route)) {
      return next.handle().pipe(tap((result) => this.audit.recordAfterAnswer(eventOf(result))));
    }
    // A new record's id is known from the result only: its entry is a write of its own.
    if (route.record === 'result') {
      return next.handle().pipe(
        mergeMap(async (result: unknown) => {
          await this.audit.record(eventOf(result));
          return result;
        }),
      );
    }
    // Written in the change's own commit, or else before the answer (see CallScope).
    rideOnFirstChange(request, this.audit.rider(eventOf(undefined)));
    return next.handle();
  }

  private routeOf(handler: object): AuditedRoute | null {
    let route = this.routes.get(handler);
    if (route === undefined) {
      route = this.reflector.get<AuditedRoute | undefined>(AUDITED_KEY, handler as never) ?? null;
      this.routes.set(handler, route);
    }
    return route;
  }
}
