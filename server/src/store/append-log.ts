import { callContext } from './call-context';

/**
 * Append-only logs beside the collections: entries that are only ever added, read by
 * time and field, and removed by age (the audit trail). A log's entries are kept out of
 * the collections' memory and of their compactions, so a long log costs its writes and
 * its reads only. Two drivers, chosen with the store's: day files of JSON lines in the
 * data folder (`FileAppendLog`), or rows of `store_logs` (`PgAppendLog`).
 */

/** An entry: its id (unique in the log) and when it happened (ISO 8601, UTC). */
export interface LogEntry {
  id: string;
  at: string;
}

/**
 * An entry as its JSON, encoded once for both the write-ahead log and the log's own
 * file, with the instant its day file is named after.
 */
export interface EncodedEntry {
  readonly at: string;
  readonly json: string;
}

export function encodeEntry(entry: LogEntry): EncodedEntry {
  return { at: entry.at, json: JSON.stringify(entry) };
}

/** Which entries a read answers: `at` in [from, to), each field of `where` equal. */
export interface LogQuery<T extends LogEntry> {
  from?: string;
  to?: string;
  where?: Partial<Record<Exclude<keyof T, 'id' | 'at'> & string, string>>;
}

export interface AppendLog<T extends LogEntry> {
  readonly name: string;
  /**
   * Adds the entries; settles once they are durable. Entries appended together, or while
   * an earlier append is written, share one write (one fsync, or one insert). Ids are
   * the caller's to keep unique (random ones).
   */
  append(entries: readonly T[]): Promise<void>;
  /** The entries the query keeps, oldest first. */
  read(query?: LogQuery<T>): Promise<T[]>;
  /** Removes the entries from before `before`; answers how many went. */
  removeBefore(before: Date): Promise<number>;
  /** Once the appends under way are written, lets go of what the log holds open. */
  close(): Promise<void>;
}

/** Under the data folder, and in a backup: one folder of day files per log. */
export const LOGS_FOLDER = 'logs';

const LOG_NAME = /^[a-z0-9-]+$/;

export function checkLogName(name: string): string {
  if (!LOG_NAME.test(name)) throw new Error(`Invalid log name "${name}"`);
  return name;
}

/** Whether `name` could be a log's name. */
export function isLogName(name: string): boolean {
  return LOG_NAME.test(name);
}

/** Whether an entry is kept by a query (the drivers' reads, and the tests' model of them). */
export function entryMatches<T extends LogEntry>(entry: T, query: LogQuery<T>): boolean {
  const at = Date.parse(entry.at);
  if (query.from !== undefined && at < Date.parse(query.from)) return false;
  if (query.to !== undefined && at >= Date.parse(query.to)) return false;
  const fields = Object.entries(query.where ?? {}) as [keyof T, string | undefined][];
  return fields.every(([field, value]) => value === undefined || entry[field] === value);
}

/**
 * One write at a time, the entries that come meanwhile gathered for the next: the
 * drivers' group commit. `write` gets every entry waiting; each caller's promise settles
 * with the write that took its entries. Other work on the log (`exclusive`) waits its turn.
 */
export class WriteQueue<T> {
  private waiting: { entries: readonly T[]; done: () => void; failed: (error: unknown) => void }[] =
    [];
  private running: Promise<void> = Promise.resolve();
  private scheduled = false;

  constructor(private readonly write: (entries: readonly T[]) => Promise<void>) {}

  append(entries: readonly T[]): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    return new Promise((done, failed) => {
      this.waiting.push({ entries, done, failed });
      if (!this.scheduled) {
        this.scheduled = true;
        this.running = this.running.then(() => this.drain());
      }
    });
  }

  /** Runs `work` once the writes before it are done, and before any queued after it. */
  exclusive<R>(work: () => Promise<R>): Promise<R> {
    const result = this.running.then(work);
    this.running = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  private async drain(): Promise<void> {
    this.scheduled = false;
    const batch = this.waiting;
    this.waiting = [];
    try {
      await this.write(batch.flatMap((one) => one.entries));
      for (const one of batch) one.done();
    } catch (error) {
      for (const one of batch) one.failed(error);
    }
  }
}

/** Where a rider's entries go when no commit took them. */
export type RiderLog = Pick<AppendLog<LogEntry>, 'name' | 'append'>;

/**
 * Entries that ride in the first commit of the current call that changes something (a
 * change's audit entry, written with the change: one write, durable together). Set in
 * the call's context (`withCallContext`, by CallScope); the JSON files' write-ahead log
 * takes it, and once the call is done `appendUntaken` appends what no commit took (no
 * change, or PostgreSQL).
 */
export class LogRider {
  private done = false;

  constructor(
    readonly log: RiderLog,
    private readonly entries: () => readonly LogEntry[],
  ) {}

  get taken(): boolean {
    return this.done;
  }

  /** The entries, once: undefined when an earlier commit took them. */
  take(): readonly LogEntry[] | undefined {
    if (this.done) return undefined;
    this.done = true;
    return this.entries();
  }

  /**
   * Appends the entries no commit took, settling once they are durable; undefined when a
   * commit took them, so that the call's answer need not wait for anything.
   */
  appendUntaken(): Promise<void> | undefined {
    const entries = this.take();
    return entries && this.log.append(entries);
  }
}

export function currentLogRider(): LogRider | undefined {
  return callContext().rider;
}
