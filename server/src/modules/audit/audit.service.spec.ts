import type { AppConfigService } from '../../config/config';
import type { AppendLog, LogStore } from '../../store';
import type { AccountsService } from '../accounts/accounts.service';
import type { StoredTrailRepository } from './audit.repository';
import { AuditService } from './audit.service';
import type { AuditEntry, AuditEvent } from './audit.types';

const READ: AuditEvent = {
  action: 'read',
  actorId: null,
  ip: '127.0.0.1',
  collection: 'applicants',
  recordId: 'a1',
};

/** A service over `log` (the trail's append-only log). */
function serviceOver(log: Partial<AppendLog<AuditEntry>>): AuditService {
  return new AuditService(
    { log: () => log } as unknown as LogStore,
    {} as StoredTrailRepository,
    {} as AccountsService,
    { values: { auditRetentionDays: 365 } } as AppConfigService,
  );
}

/** A trail whose appends are written only when the test says so. */
function heldTrail() {
  const stored: AuditEntry[] = [];
  const pending: (() => void)[] = [];
  const service = serviceOver({
    append: (entries) =>
      new Promise<void>((written) =>
        pending.push(() => {
          stored.push(...entries);
          written();
        }),
      ),
    read: () => Promise.resolve([...stored]),
  });
  return {
    service,
    handedOver: () => pending.length,
    written: () => stored.length,
    writeAll: () => pending.splice(0).forEach((write) => write()),
  };
}

/** Lets every promise that can settle now do so. */
const turn = () => new Promise((done) => setImmediate(done));

describe('AuditService entries recorded after the answer', () => {
  it('does not make the caller wait, and the trail lists them once written', async () => {
    const { service, writeAll } = heldTrail();
    service.recordAfterAnswer(READ);

    let listed: AuditEntry[] | undefined;
    const listing = service.list({ page: 1, size: 10 }).then((page) => (listed = page.items));
    await turn();
    expect(listed).toBeUndefined();

    writeAll();
    await listing;
    expect(listed).toEqual([expect.objectContaining({ action: 'read', recordId: 'a1' })]);
  });

  it('hands the entries of a few milliseconds to the log together, in one append', () => {
    jest.useFakeTimers();
    try {
      const { service, handedOver, written, writeAll } = heldTrail();
      service.recordAfterAnswer(READ);
      jest.advanceTimersByTime(10);
      service.recordAfterAnswer({ ...READ, recordId: 'a2' });
      expect(handedOver()).toBe(0);
      jest.advanceTimersByTime(15);
      expect(handedOver()).toBe(1);
      writeAll();
      expect(written()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('writes them before the store closes', async () => {
    const { service, writeAll } = heldTrail();
    service.recordAfterAnswer(READ);
    let closed = false;
    const closing = service.onModuleDestroy().then(() => (closed = true));
    await turn();
    expect(closed).toBe(false);
    writeAll();
    await closing;
    expect(closed).toBe(true);
  });

  it('keeps answering when an entry cannot be written', async () => {
    const service = serviceOver({
      append: () => Promise.reject(new Error('disk full')),
      read: () => Promise.resolve([]),
    });
    jest.spyOn(service['logger'], 'error').mockImplementation(() => undefined);
    service.recordAfterAnswer(READ);
    await expect(service.settled()).resolves.toBeUndefined();
    expect(service['logger'].error).toHaveBeenCalledWith(expect.stringContaining('disk full'));
  });
});
