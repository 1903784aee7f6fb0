import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { defer, lastValueFrom, of, throwError } from 'rxjs';
import { currentLogRider, LogRider } from '../../store/append-log';
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

/** An audit service that counts what it records; `record` fails when told to. */
function countingAudit(recordFails = false) {
  const recorded: AuditEvent[] = [];
  const audit = {
    rider: (event: AuditEvent) => new LogRider('audit', () => [{ id: 'e1', at: 'now', ...event }]),
    record: async (event: AuditEvent) => {
      if (recordFails) throw new Error('disk full');
      recorded.push(event);
    },
    recordAfterAnswer: (event: AuditEvent) => recorded.push(event),
  };
  return { audit: audit as unknown as AuditService, recorded };
}

/** A handler that makes a change: its commit takes the rider of its async context. */
const changing: CallHandler = {
  handle: () =>
    defer(async () => {
      await Promise.resolve();
      currentLogRider()?.take();
      return { id: 'a1' };
    }),
};
/** A handler that changes nothing: nobody takes the rider. */
const unchanged: CallHandler = { handle: () => of({ id: 'a1' }) };

describe('AuditInterceptor', () => {
  it('answers a change whose commit took the entry, and records it no second time', async () => {
    const { audit, recorded } = countingAudit();
    const interceptor = new AuditInterceptor(new Reflector(), audit);
    const answer = interceptor.intercept(contextOf(Routes.prototype.update), changing);
    await expect(lastValueFrom(answer)).resolves.toEqual({ id: 'a1' });
    expect(recorded).toEqual([]);
  });

  it('records the entry of a call that changed nothing before it answers', async () => {
    const { audit, recorded } = countingAudit();
    const interceptor = new AuditInterceptor(new Reflector(), audit);
    const answer = interceptor.intercept(contextOf(Routes.prototype.update), unchanged);
    await expect(lastValueFrom(answer)).resolves.toEqual({ id: 'a1' });
    expect(recorded).toEqual([
      { action: 'update', actorId: 'u1', ip: '10.0.0.7', collection: 'applicants', recordId: 'a1' },
    ]);
  });

  it('fails the call whose entry could not be written', async () => {
    const { audit } = countingAudit(true);
    const interceptor = new AuditInterceptor(new Reflector(), audit);
    const answer = interceptor.intercept(contextOf(Routes.prototype.update), unchanged);
    await expect(lastValueFrom(answer)).rejects.toThrow('disk full');
  });

  it('records nothing for a call that failed', async () => {
    const { audit, recorded } = countingAudit();
    const interceptor = new AuditInterceptor(new Reflector(), audit);
    const failing: CallHandler = { handle: () => throwError(() => new Error('not found')) };
    const answer = interceptor.intercept(contextOf(Routes.prototype.update), failing);
    await expect(lastValueFrom(answer)).rejects.toThrow('not found');
    expect(recorded).toEqual([]);
  });

  it('records a read after its answer, and nothing for a route not marked', async () => {
    const { audit, recorded } = countingAudit();
    const interceptor = new AuditInterceptor(new Reflector(), audit);
    await lastValueFrom(interceptor.intercept(contextOf(Routes.prototype.unaudited), unchanged));
    expect(recorded).toEqual([]);
    await lastValueFrom(interceptor.intercept(contextOf(Routes.prototype.read), unchanged));
    expect(recorded).toEqual([expect.objectContaining({ action: 'read', recordId: 'a1' })]);
  });
});
