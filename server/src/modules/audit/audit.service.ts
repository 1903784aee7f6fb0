import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { listPage, type ListSpec } from '../../common/listing/list';
import type { Page } from '../../common/listing/paginate';
import { DAY_MS, DailyPrune } from '../../common/schedule/daily';
import { toCsv } from '../../common/spreadsheet';
import { AppConfigService } from '../../config/config';
import { type AppendLog, type LogQuery, LogRider, LogStore, removeWhere } from '../../store';
import { AccountsService } from '../accounts/accounts.service';
import { StoredTrailRepository } from './audit.repository';
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

/** The trail's log (LogStore): its entries are kept out of the collections. */
export const AUDIT_LOG = 'audit';

/** The first instant retention keeps at `now`: an entry exactly `days` old is still kept. */
export function retentionStart(days: number, now: Date): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** The filters as the log reads them (the search is the list's own). */
function queryOf(filter: AuditFilterDto): LogQuery<AuditEntry> {
  const { actorId, action, collection, recordId } = filter;
  return { from: filter.from, to: filter.to, where: { actorId, action, collection, recordId } };
}

/**
 * The audit trail of personal data: appended by the routes marked @Audited() and by
 * signing in, read by administrators, pruned by retention only (AUDIT_RETENTION_DAYS).
 * Its entries live in an append-only log beside the collections (day files of JSON
 * lines, or a table): they never grow the records held in memory, nor their compactions.
 */
@Injectable()
export class AuditService extends DailyPrune {
  private readonly logger = new Logger(AuditService.name);
  private readonly clock = new EntryClock();
  /** Entries recorded after their answers, not yet handed to the log. */
  private readonly waiting: AuditEntry[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  /** Batches of those entries handed to the log, until written. */
  private readonly inFlight = new Set<Promise<void>>();

  private readonly trail: AppendLog<AuditEntry>;

  constructor(
    logs: LogStore,
    private readonly storedTrail: StoredTrailRepository,
    private readonly accounts: AccountsService,
    private readonly config: AppConfigService,
  ) {
    super();
    this.trail = logs.log<AuditEntry>(AUDIT_LOG);
  }

  /** The trail an earlier version kept in a collection moves into the log before any prune. */
  override async onApplicationBootstrap(): Promise<void> {
    await this.moveStoredTrail();
    await super.onApplicationBootstrap();
  }

  /**
   * Appends what the collection of earlier versions holds to the log, then removes it
   * there: an entry already in the log (a move a crash cut short; another server's move)
   * is not appended twice.
   */
  private async moveStoredTrail(): Promise<void> {
    const stored = this.storedTrail.list();
    if (stored.length === 0) return;
    const inLog = new Set((await this.trail.read()).map((entry) => entry.id));
    await this.trail.append(stored.filter((entry) => !inLog.has(entry.id)));
    const moved = new Set(stored.map((entry) => entry.id));
    await this.storedTrail.mutate(removeWhere((entry) => moved.has(entry.id)));
    this.logger.log(`Moved ${stored.length} audit entries from the store into the trail's log`);
  }

  /**
   * Appends one entry; settles once it is durable. Concurrent entries share the log's
   * writes (one append and one fsync, or one insert), so a request waits for its entry
   * at the cost of a write, not of a write per entry.
   */
  async record(event: AuditEvent): Promise<void> {
    await this.trail.append([this.entryOf(event)]);
  }

  /**
   * The entry of a change, to write in the change's own commit (see CallScope): durable
   * with it, at no write of its own. Taken by the JSON files' first commit of the call;
   * when none takes it (nothing changed, or PostgreSQL), appended on its own after.
   */
  rider(event: AuditEvent): LogRider {
    return new LogRider(this.trail, () => [this.entryOf(event)]);
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

  /** The entries recorded after their answers are written before the server stops. */
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
    const written = this.trail
      .append(batch)
      .catch((error: unknown) =>
        this.logger.error(
          `Could not write ${batch.length} audit entries: ${(error as Error).message}`,
        ),
      )
      .finally(() => this.inFlight.delete(written));
    this.inFlight.add(written);
  }

  private entryOf(event: AuditEvent): AuditEntry {
    return {
      id: randomUUID(),
      at: this.clock.next(),
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
    return listPage(await this.trail.read(queryOf(query)), query, LIST);
  }

  /** Every entry the filters keep, newest first, as a CSV file. */
  async exportCsv(filter: AuditFilterDto): Promise<Buffer> {
    await this.settled();
    const page = listPage(
      await this.trail.read(queryOf(filter)),
      { search: filter.search, page: 1, size: Number.MAX_SAFE_INTEGER },
      LIST,
    );
    return toCsv([CSV_COLUMNS, ...page.items.map((entry) => CSV_COLUMNS.map((key) => entry[key]))]);
  }

  /** Removes the entries older than AUDIT_RETENTION_DAYS; answers how many. */
  prune(now = new Date()): Promise<number> {
    return this.trail.removeBefore(retentionStart(this.config.values.auditRetentionDays, now));
  }
}
