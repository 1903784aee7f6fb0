import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { defer, lastValueFrom, type Observable, of, throwError } from 'rxjs';
import { CallScope } from '../../common/http/call-scope';
import { currentActor } from '../../store';
import { currentLogRider, type LogEntry, LogRider } from '../../store/append-log';
import { Audited } from './audited.decorator';
import { AuditInterceptor } from './audit.interceptor';
import type { AuditService } from './audit.service';
import type { AuditEvent } from './audit.types';

class Routes {
  @Audited('update', 'applicants')
  update(): void {}

  @Audited('read', 'applicants')
  read(): void {}

  unaudited(): void {}
}

function contextOf(handler: () => void): ExecutionContext {
  const request = { params: { id: 'a1' }, user: { accountId: 'u1' }, ip: '10.0.0.7' };
  return {
    getType: () => 'http',
    getHandler: () => handler,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

/** An audit service that keeps what it records; a write fails when told to. */
function keepingAudit(writeFails = false) {
  const recorded: unknown[] = [];
  const write = async (entries: readonly unknown[]) => {
    if (writeFails) throw new Error('disk full');
    recorded.push(...entries);
  };
  const trail = { name: 'audit', append: write };
  const audit = {
    rider: (event: AuditEvent) => new LogRider(trail, () => [{ id: 'e1', at: 'now', ...event }]),
    record: (event: AuditEvent) => write([event]),
    recordAfterAnswer: (event: AuditEvent) => recorded.push(event),
  };
  return { audit: audit as unknown as AuditService, recorded };
}

/** The two interceptors around a handler, in the order the app sets them. */
function intercepted(audit: AuditService, route: () => void, handler: CallHandler) {
  const context = contextOf(route);
  const scope = new CallScope();
  return new AuditInterceptor(new Reflector(), audit).intercept(context, {
    handle: () => scope.intercept(context, handler),
  }) as Observable<unknown>;
}

/** A handler that makes a change: its commit takes the rider of its async context. */
const changing: CallHandler = {
  handle: () =>
    defer(async () => {
      await Promise.resolve();
      const taken = currentLogRider()?.take();
      return { id: 'a1', actor: currentActor(), taken };
    }),
};
/** A handler that changes nothing: nobody takes the rider. */
const unchanged: CallHandler = { handle: () => of({ id: 'a1' }) };

const updateEntry = {
  id: 'e1',
  at: 'now',
  action: 'update',
  actorId: 'u1',
  ip: '10.0.0.7',
  collection: 'applicants',
  recordId: 'a1',
} satisfies LogEntry & AuditEvent;

describe('AuditInterceptor and CallScope', () => {
  it("hands a change's entry to its commit, as its account, and records it no second time", async () => {
    const { audit, recorded } = keepingAudit();
    const answer = intercepted(audit, Routes.prototype.update, changing);
    await expect(lastValueFrom(answer)).resolves.toEqual({
      id: 'a1',
      actor: 'u1',
      taken: [updateEntry],
    });
    expect(recorded).toEqual([]);
  });

  it('records the entry of a call that changed nothing before it answers', async () => {
    const { audit, recorded } = keepingAudit();
    const answer = lastValueFrom(intercepted(audit, Routes.prototype.update, unchanged));
    await expect(answer).resolves.toEqual({ id: 'a1' });
    expect(recorded).toEqual([updateEntry]);
  });

  it('fails the call whose entry could not be written', async () => {
    const { audit } = keepingAudit(true);
    const answer = intercepted(audit, Routes.prototype.update, unchanged);
    await expect(lastValueFrom(answer)).rejects.toThrow('disk full');
  });

  it('records nothing for a call that failed', async () => {
    const { audit, recorded } = keepingAudit();
    const failing: CallHandler = { handle: () => throwError(() => new Error('not found')) };
    const answer = intercepted(audit, Routes.prototype.update, failing);
    await expect(lastValueFrom(answer)).rejects.toThrow('not found');
    expect(recorded).toEqual([]);
  });

  it('records a read after its answer, and nothing for a route not marked', async () => {
    const { audit, recorded } = keepingAudit();
    await lastValueFrom(intercepted(audit, Routes.prototype.unaudited, unchanged));
    expect(recorded).toEqual([]);
    await lastValueFrom(intercepted(audit, Routes.prototype.read, unchanged));
    expect(recorded).toEqual([expect.objectContaining({ action: 'read', recordId: 'a1' })]);
  });
});
