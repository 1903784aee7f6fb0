import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { listPage, type ListSpec } from '../../common/listing/list';
import type { Page } from '../../common/listing/paginate';
import { DAY_MS, DailyPrune } from '../../common/schedule/daily';
import { toCsv } from '../../common/spreadsheet';
import { AppConfigService } from '../../config/config';
import { removeWhere } from '../../store';
import { AccountsService } from '../accounts/accounts.service';
import { AuditRepository } from './audit.repository';
import type { AuditEntry, AuditEvent } from './audit.types';
import type { AuditFilterDto, AuditListQueryDto, AuditSortField } from './dto/audit.dto';
import { EntryClock } from './entry-clock';

const LIST: ListSpec<AuditEntry, AuditSortField> = {
  searchIn: (entry) => [entry.actorEmail, entry.ip, entry.recordId],
  sortBy: { at: (entry) => entry.at },
  defaultSort: 'at',
  defaultOrder: 'desc',
};

/** The export's columns, in order: every field of an entry. */
const CSV_COLUMNS = [
  'at',
  'action',
  'actorId',
  'actorEmail',
  'ip',
  'collection',
  'recordId',
  'id',
] as const satisfies readonly (keyof AuditEntry)[];

/**
 * How long entries recorded after their answers wait for others to be written with: a
 * crash can lose at most this much more of them than of the entries written at once.
 */
const AFTER_ANSWER_WINDOW_MS = 25;

/** Older than the retention at `now`: exactly `retentionDays` old is still kept. */
export function isPastRetention(entry: Pick<AuditEntry, 'at'>, days: number, now: Date): boolean {
  return Date.parse(entry.at) < now.getTime() - days * DAY_MS;
}

function matches(entry: AuditEntry, filter: AuditFilterDto): boolean {
  const at = Date.parse(entry.at);
  return (
    (filter.actorId === undefined || entry.actorId === filter.actorId) &&
    (filter.action === undefined || entry.action === filter.action) &&
    (filter.collection === undefined || entry.collection === filter.collection) &&
    (filter.recordId === undefined || entry.recordId === filter.recordId) &&
    (filter.from === undefined || at >= Date.parse(filter.from)) &&
    (filter.to === undefined || at < Date.parse(filter.to))
  );
}

/**
 * The audit trail of personal data: appended by the routes marked @Audited() and by
 * signing in, read by administrators, pruned by retention only (AUDIT_RETENTION_DAYS).
 */
@Injectable()
export class AuditService extends DailyPrune {
  private readonly logger = new Logger(AuditService.name);
  private readonly clock = new EntryClock();
  /** Entries recorded after their answers, not yet handed to the store. */
  private readonly waiting: AuditEntry[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  /** Batches of those entries handed to the store, until written. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly entries: AuditRepository,
    private readonly accounts: AccountsService,
    private readonly config: AppConfigService,
  ) {
    super();
  }

  /**
   * Appends one entry; settles once it is durable. Concurrent entries share the store's
   * group commit (one append and one fsync, or one transaction), so a request waits for
   * its entry at the cost of a write, not of a write per entry.
   */
  async record(event: AuditEvent): Promise<void> {
    await this.entries.insert(this.entryOf(event));
  }

  /**
   * As `record`, for what is already answered (a failed sign-in about to be refused): a
   * failure to write is logged rather than hiding the answer's own.
   */
  async recordQuietly(event: AuditEvent): Promise<void> {
    try {
      await this.record(event);
    } catch (error) {
      this.logger.error(
        `Could not write an audit entry (${event.action}): ${(error as Error).message}`,
      );
    }
  }

  /**
   * As `record`, without making the caller wait: the entry takes its time and place now
   * and is written with the others of the next few milliseconds, in one group commit
   * (written one by one as they come, a busy server's reads made an fsync each). The
   * trail's own reads and the shutdown wait for them (`settled`).
   */
  recordAfterAnswer(event: AuditEvent): void {
    this.waiting.push(this.entryOf(event));
    this.flushTimer ??= setTimeout(() => this.flush(), AFTER_ANSWER_WINDOW_MS).unref();
  }

  /** The entries recorded after their answers are written before the store closes. */
  override async onModuleDestroy(): Promise<void> {
    super.onModuleDestroy();
    await this.settled();
  }

  /** Once every entry recorded by `recordAfterAnswer` so far is written (or failed). */
  async settled(): Promise<void> {
    if (this.waiting.length > 0) this.flush();
    await Promise.all(this.inFlight);
  }

  /** Writes the waiting entries, together; a failure is logged, as nobody waits for them. */
  private flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const batch = this.waiting.splice(0);
    const written = Promise.allSettled(batch.map((entry) => this.entries.insert(entry))).then(
      (outcomes) => {
        this.inFlight.delete(written);
        const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
        if (failed.length === 0) return;
        this.logger.error(
          `Could not write ${failed.length} audit entries: ${(failed[0].reason as Error).message}`,
        );
      },
    );
    this.inFlight.add(written);
  }

  private entryOf(event: AuditEvent): AuditEntry {
    return {
      id: randomUUID(),
      at: this.clock.next().toISOString(),
      action: event.action,
      actorId: event.actorId,
      actorEmail: event.actorId ? (this.accounts.get(event.actorId)?.email ?? null) : null,
      ip: event.ip,
      collection: event.collection,
      recordId: event.recordId,
    };
  }

  /** Newest first unless asked otherwise. */
  async list(query: AuditListQueryDto): Promise<Page<AuditEntry>> {
    await this.settled();
    const { search, ...filter } = query;
    const found = this.entries.list().filter((entry) => matches(entry, filter));
    return listPage(found, { ...query, search }, LIST);
  }

  /** Every entry the filters keep, newest first, as a CSV file. */
  async exportCsv(filter: AuditFilterDto): Promise<Buffer> {
    await this.settled();
    const page = listPage(
      this.entries.list().filter((entry) => matches(entry, filter)),
      { search: filter.search, page: 1, size: Number.MAX_SAFE_INTEGER },
      LIST,
    );
    return toCsv([CSV_COLUMNS, ...page.items.map((entry) => CSV_COLUMNS.map((key) => entry[key]))]);
  }

  /** Removes, in one commit, the entries older than AUDIT_RETENTION_DAYS; answers how many. */
  prune(now = new Date()): Promise<number> {
    const days = this.config.values.auditRetentionDays;
    return this.entries.mutate(removeWhere((entry) => isPastRetention(entry, days, now)));
  }
}
