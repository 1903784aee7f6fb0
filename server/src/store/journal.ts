import { rm } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import {
  currentLogRider,
  type EncodedEntry,
  encodeEntry,
  type LogEntry,
  type LogRider,
} from './append-log';
import { fsyncFolder, writeJsonListFile } from './atomic-json-file';
import type { Entity } from './entity';
import {
  type ChangeView,
  type CollectionOps,
  Draft,
  type RecordSet,
  runSeeingDrafts,
} from './records';
import type { StorageState } from './storage-full';
import { QUIET_STORE_OBSERVER, secondsSince, type StoreObserver } from './store-observer';
import { type Commit, counts, encodeCommitLine, LogFile, readLog, truncateLog } from './wal-file';
import {
  finishCompaction,
  logFileName,
  logGenerations,
  NEXT_SUFFIX,
  settleCompaction,
  writeMarker,
} from './wal-folder';

/** The part of a collection the journal works with (a Collection implements it). */
export interface JournalMember extends ChangeView {
  readonly name: string;
  /** Its collection file, which compaction rewrites. */
  readonly file: string;
  readonly records: RecordSet<Entity>;
}

/** What a change did, worked out against the drafts but not applied to them yet. */
export interface Outcome<R> {
  result: R;
  ops: CollectionOps[];
  /** Files (relative to the data folder) that the commit deletes once it is durable. */
  removeFiles: readonly string[];
  /** Applies the change to the drafts; never throws. */
  apply: () => void;
}

export type Run<R> = (drafts: Draft<Entity>[]) => Outcome<R>;

/**
 * Where an append-only log's entries go once their commit is durable (FileAppendLog):
 * the log's own files, made durable before compaction drops the lines that hold them.
 */
export interface LogSink {
  /** Entries just made durable in the write-ahead log; to write to the log's files. */
  receive(entries: readonly EncodedEntry[]): void;
  /** Entries the write-ahead log held at open: some may be in the log's files already. */
  recover(entries: readonly LogEntry[]): void;
  /** Settles once everything received or recovered so far is durable in the log's files. */
  durable(): Promise<void>;
}

/**
 * Points in a commit and in a compaction where the crash tests stop the process; see
 * `Journal.onStep`. A commit is durable from `append:synced` on.
 */
export type StoreStep =
  | 'append:before'
  | 'append:partial'
  | 'append:written'
  | 'append:synced'
  | 'append:files-removed'
  | 'compaction:rotated'
  | 'compaction:files-written'
  | 'compaction:committed'
  | 'compaction:renamed'
  | 'compaction:done';

export interface JournalLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface JournalOptions {
  dataDir: string;
  /**
   * Compaction starts once the collections' changes in the log take more than
   * `compactMinBytes` and more than `compactRatio` times the size of the collection files,
   * or the whole log, entries of the append-only logs included, `ENTRY_ROOM` times that.
   */
  compactMinBytes?: number;
  compactRatio?: number;
  logger?: JournalLogger;
  /** Told of each append's outcome (a full disk, or a write that got through). */
  storage?: StorageState;
  /** Hears each commit's, fsync's and compaction's time (the operators' metrics). */
  observer?: StoreObserver;
}

interface Pending {
  members: readonly JournalMember[];
  run: Run<unknown>;
  /** Entries of an append-only log, written in the batch's commit (`appendLog`). */
  log?: { name: string; entries: readonly LogEntry[] };
  /** The caller's log rider: its entries go in this change's commit, if it is the first. */
  rider?: LogRider;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/** A commit's log entries, encoded once for its line and for the log's own file. */
interface Logged {
  log: string;
  entries: readonly EncodedEntry[];
  plain: readonly LogEntry[];
}

function encodeLogged({ name, entries }: NonNullable<Pending['log']>): Logged {
  return { log: name, entries: entries.map(encodeEntry), plain: entries };
}

interface Rotation {
  absorbs: number[];
  files: { member: JournalMember; items: readonly Entity[] }[];
}

/** What a commit of log entries alone runs: nothing changes in the collections. */
const NO_CHANGE: Run<undefined> = () => ({
  result: undefined,
  ops: [],
  removeFiles: [],
  apply: () => undefined,
});

const quiet: JournalLogger = { log: () => {}, warn: () => {}, error: () => {} };

/**
 * How much larger than the compaction threshold the log may grow with the entries of the
 * append-only logs (the audit trail) in it. Compaction applies nothing of them to the
 * collections (they are in their own files already, only fsynced then). Counted in full,
 * an audited PATCH of an applicant wrote 1,030 bytes to the log instead of 760 and
 * made the rewrites of the collection files a third more frequent.
 */
const ENTRY_ROOM = 4;

/**
 * The write-ahead log of one data folder and its one write queue.
 *
 * Every change of every collection goes through one queue, so a change may span several
 * collections. Changes that arrive while a batch is being written wait and form the next
 * batch: each change becomes one log line (one commit, whole or absent after a crash), the
 * batch is appended with one write and one fsync (group commit), and only then do readers
 * see it and callers get their answer. Opening replays the logs over the collection files;
 * compaction, once the log has grown, writes the collection files anew off the request
 * path and removes the logs they absorb.
 */
export class Journal {
  /** Crash tests set this to stop the process at a given step. */
  onStep?: (step: StoreStep) => void | Promise<void>;

  private readonly logger: JournalLogger;
  private readonly observer: StoreObserver;
  private readonly compactMinBytes: number;
  private readonly compactRatio: number;
  private log: LogFile | undefined;
  private generation = 0;
  /** Generations before the current one, still on disk (their compaction has not run). */
  private older: number[] = [];
  private olderBytes = 0;
  /**
   * What the append-only logs' entries take of the current log and of the older ones
   * (characters of their JSON; those of a log read at start are not counted).
   */
  private entryBytes = 0;
  private olderEntryBytes = 0;
  private seq = 0;
  /** Logged ops of collections not open yet, in log order. */
  private readonly waiting = new Map<string, CollectionOps[]>();
  /** Collections with ops in the logs on disk: the ones compaction rewrites. */
  private dirty = new Set<string>();
  /** Collections whose records in memory are the truth (open, or being opened). */
  private readonly live = new Map<string, JournalMember>();
  /** The append-only logs' sinks, by log. */
  private readonly sinks = new Map<string, LogSink>();
  /** Logged entries of logs whose sink has not come yet, in log order. */
  private readonly waitingLogs = new Map<string, LogEntry[]>();
  /** The logs on disk hold entries of append-only logs: compaction is due as they grow. */
  private logsLogged = false;
  private readonly fileBytes = new Map<string, number>();
  private queue: Pending[] = [];
  private draining = false;
  private idleWaiters: (() => void)[] = [];
  private rotation: { resolve: (r: Rotation) => void; reject: (e: unknown) => void } | undefined;
  private compacting: Promise<void> | undefined;
  /** A compaction failed after its commit point; the next start finishes it. */
  private compactionStuck = false;
  private closing = false;

  constructor(private readonly options: JournalOptions) {
    this.logger = options.logger ?? quiet;
    this.observer = options.observer ?? QUIET_STORE_OBSERVER;
    this.compactMinBytes = options.compactMinBytes ?? 8 * 2 ** 20;
    this.compactRatio = options.compactRatio ?? 0.5;
  }

  get dataDir(): string {
    return this.options.dataDir;
  }

  get isOpen(): boolean {
    return this.log !== undefined && !this.closing;
  }

  /** Size of the logs on disk, in bytes. */
  get logBytes(): number {
    return this.olderBytes + (this.log?.size ?? 0);
  }

  /** Changes waiting for the batch being written. */
  get queued(): number {
    return this.queue.length;
  }

  /**
   * Recovers the folder (finishes or drops an interrupted compaction, cuts a torn last
   * line, refuses a damaged log), reads the logs and redoes the file deletions they hold.
   * The ops wait in memory until their collection opens.
   */
  async open(): Promise<void> {
    const dir = this.dataDir;
    const settled = await settleCompaction(dir);
    if (settled === 'finished') this.logger.warn('Finished a compaction cut short by a crash');
    if (settled === 'dropped') this.logger.warn('Dropped the files of an unfinished compaction');
    const generations = await logGenerations(dir);
    const onDisk = new Set(generations);
    const removals: string[] = [];
    let lastSize = 0;
    for (const generation of generations) {
      const file = join(dir, logFileName(generation));
      const content = await readLog(file);
      if (content.tornBytes > 0) {
        this.logger.warn(
          `Dropped ${content.tornBytes} bytes at the end of ${file}: a commit cut short by a crash, never acknowledged`,
        );
        await truncateLog(file, content.wholeBytes);
      }
      for (const commit of content.commits) {
        if (counts(commit, onDisk)) this.absorbLogged(commit, removals);
        else this.seq = Math.max(this.seq, commit.seq);
      }
      if (generation !== generations[generations.length - 1]) {
        this.older.push(generation);
        this.olderBytes += content.wholeBytes;
      } else {
        lastSize = content.wholeBytes;
      }
    }
    await this.removeFiles(removals);
    for (const name of this.sinks.keys()) this.handOverWaiting(name);
    this.generation = generations[generations.length - 1] ?? 1;
    this.log = await LogFile.open(join(dir, logFileName(this.generation)), lastSize, this.observer);
    // A new log's name must survive a power loss as much as its content.
    if (generations.length === 0) await fsyncFolder(dir);
  }

  private absorbLogged(commit: Commit, removals: string[]): void {
    this.seq = Math.max(this.seq, commit.seq);
    for (const op of commit.ops) {
      const list = this.waiting.get(op.c) ?? [];
      list.push(op);
      this.waiting.set(op.c, list);
      this.dirty.add(op.c);
    }
    if (commit.rm) removals.push(...commit.rm);
    for (const [name, entries] of Object.entries(commit.logs ?? {})) {
      this.keepWaiting(name, entries);
      this.logsLogged = true;
    }
  }

  /** The logged ops of a collection about to open (none when it has no log lines). */
  loggedOps(name: string): readonly CollectionOps[] {
    return this.waiting.get(name) ?? [];
  }

  /**
   * From now on the collection's records in memory are the truth: its logged ops have been
   * applied to them (or, in reset mode, dropped). Synchronous, so that no compaction sees
   * a collection whose ops are neither waiting nor in its records.
   */
  goLive(member: JournalMember): void {
    this.live.set(member.name, member);
    this.waiting.delete(member.name);
  }

  /**
   * From now on `sink` takes the entries of the log `name`: those the logs on disk hold
   * (now, or once they are read) and those of every later commit.
   */
  attachLog(name: string, sink: LogSink): void {
    // One sink a log: a second would miss the entries handed to the first at compaction.
    if (this.sinks.has(name)) throw new Error(`The log ${name} is open already`);
    this.sinks.set(name, sink);
    if (this.log) this.handOverWaiting(name);
  }

  private handOverWaiting(name: string): void {
    const entries = this.waitingLogs.get(name);
    if (!entries) return;
    this.waitingLogs.delete(name);
    this.sinks.get(name)!.recover(entries);
  }

  /**
   * Appends entries to an append-only log: one commit, in the next batch with the changes
   * queued meanwhile (one write and one fsync for all); settles once durable.
   */
  appendLog(name: string, entries: readonly LogEntry[]): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    return this.enqueue([], NO_CHANGE, { name, entries }) as Promise<void>;
  }

  /** The size of a collection file, which the compaction threshold weighs the log against. */
  noteFileBytes(name: string, bytes: number): void {
    this.fileBytes.set(name, bytes);
  }

  /** Queues a change; it settles once its commit is durable (or refused). */
  submit<R>(members: readonly JournalMember[], run: Run<R>): Promise<R> {
    return this.enqueue(members, run);
  }

  private enqueue<R>(
    members: readonly JournalMember[],
    run: Run<R>,
    log?: Pending['log'],
  ): Promise<R> {
    if (this.closing) return Promise.reject(new Error('The store is closed'));
    if (!this.log) return Promise.reject(new Error('The store is not open'));
    return new Promise<R>((resolve, reject) => {
      this.queue.push({
        members,
        run: run as Run<unknown>,
        log,
        rider: log ? undefined : currentLogRider(),
        resolve: resolve as (result: unknown) => void,
        reject,
      });
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (;;) {
        if (this.rotation) {
          const { resolve, reject } = this.rotation;
          this.rotation = undefined;
          await this.rotate().then(resolve, reject);
          continue;
        }
        if (this.queue.length === 0) break;
        await this.commitBatch(this.queue.splice(0));
      }
    } finally {
      this.draining = false;
      for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }

  private async commitBatch(batch: Pending[]): Promise<void> {
    const start = performance.now();
    const batchDrafts = new Map<string, { member: JournalMember; draft: Draft<Entity> }>();
    const draftOf = (member: JournalMember) => {
      let entry = batchDrafts.get(member.name);
      if (!entry) {
        entry = { member, draft: new Draft(member.name, member.records) };
        batchDrafts.set(member.name, entry);
      }
      return entry.draft;
    };
    const accepted: { pending: Pending; result: unknown; logged?: Logged }[] = [];
    const lines: Buffer[] = [];
    let entryChars = 0;
    const removals: string[] = [];
    const at = new Date().toISOString();
    for (const pending of batch) {
      try {
        const drafts = pending.members.map(draftOf);
        const outcome = runSeeingDrafts(pending.members, drafts, () => pending.run(drafts));
        const rm = outcome.removeFiles.map((file) => checkRelative(file));
        if (outcome.ops.length > 0 && pending.rider && !pending.rider.taken) {
          pending.log = { name: pending.rider.log.name, entries: pending.rider.take()! };
        }
        let logged: Logged | undefined;
        if (outcome.ops.length > 0 || rm.length > 0 || pending.log) {
          const commit: Commit = { seq: this.seq + lines.length + 1, at, ops: outcome.ops };
          if (rm.length > 0) commit.rm = rm;
          // Encoded before it is applied: a record JSON cannot hold fails its caller alone.
          logged = pending.log && encodeLogged(pending.log);
          const { line, logChars } = encodeCommitLine(commit, logged);
          lines.push(line);
          entryChars += logChars;
          removals.push(...rm);
        }
        outcome.apply();
        accepted.push({ pending, result: outcome.result, logged });
      } catch (error) {
        pending.reject(error);
      }
    }
    if (lines.length > 0) {
      try {
        await this.step('append:before');
        const log = this.log!;
        await log.append(
          Buffer.concat(lines),
          this.onStep
            ? (part) => this.step(part === 'partial' ? 'append:partial' : 'append:written')
            : undefined,
        );
      } catch (error) {
        // Nothing of the batch was applied to the records; the log is cut back.
        this.observer.commitFailed(secondsSince(start));
        this.options.storage?.noteWrite(error);
        for (const { pending } of accepted) pending.reject(error);
        return;
      }
      this.observer.committed(secondsSince(start), lines.length);
      this.options.storage?.noteWrite();
      this.seq += lines.length;
      this.entryBytes += entryChars;
      await this.step('append:synced');
    }
    for (const { member, draft } of batchDrafts.values()) {
      if (!draft.touched) continue;
      member.records.absorb(draft);
      this.dirty.add(member.name);
    }
    for (const { logged } of accepted) if (logged) this.deliver(logged);
    if (removals.length > 0) {
      await this.removeFiles(removals);
      await this.step('append:files-removed');
    }
    for (const { pending, result } of accepted) pending.resolve(result);
    this.compactWhenDue();
  }

  /** Durable entries to their log's sink (which writes them to the log's files). */
  private deliver({ log, entries, plain }: Logged): void {
    this.logsLogged = true;
    const sink = this.sinks.get(log);
    if (sink) sink.receive(entries);
    else this.keepWaiting(log, plain);
  }

  private keepWaiting(name: string, entries: readonly LogEntry[]): void {
    const waiting = this.waitingLogs.get(name) ?? [];
    for (const entry of entries) waiting.push(entry);
    this.waitingLogs.set(name, waiting);
  }

  /** Whether a compaction has anything to do: dirty open collections, or logged entries. */
  private hasWorkToCompact(): boolean {
    return this.logsLogged || [...this.dirty].some((name) => this.live.has(name));
  }

  private async step(name: StoreStep): Promise<void> {
    await this.onStep?.(name);
  }

  /** File deletions are idempotent: a file already gone is fine. */
  private async removeFiles(files: readonly string[]): Promise<void> {
    for (const file of files) {
      try {
        await rm(join(this.dataDir, checkRelative(file)), { force: true });
      } catch (error) {
        this.logger.error(`Could not remove ${file}: ${(error as Error).message}`);
      }
    }
  }

  /**
   * Due once the log outgrows the data, or when older generations are still on disk (a
   * compaction that a crash interrupted: what they hold, erased personal data included,
   * should not wait for the log to grow).
   */
  private compactWhenDue(): void {
    if (this.compacting || this.closing || this.compactionStuck) return;
    let data = 0;
    for (const bytes of this.fileBytes.values()) data += bytes;
    const threshold = Math.max(this.compactMinBytes, this.compactRatio * data);
    const changeBytes = this.logBytes - this.entryBytes - this.olderEntryBytes;
    const grown = changeBytes > threshold || this.logBytes > ENTRY_ROOM * threshold;
    if (!grown && this.older.length === 0) return;
    if (!this.hasWorkToCompact()) return;
    this.startCompaction();
  }

  private startCompaction(): Promise<void> {
    const start = performance.now();
    const running = this.compactNow()
      .then(() => this.observer.compacted(secondsSince(start), 'done'))
      .catch((error: unknown) => {
        this.observer.compacted(secondsSince(start), 'failed');
        this.options.storage?.noteWrite(error);
        this.logger.error(`Compaction failed: ${(error as Error).message}`);
      })
      .finally(() => {
        if (this.compacting === running) this.compacting = undefined;
      });
    this.compacting = running;
    return running;
  }

  /**
   * Rewrites every collection file the logs touch and removes the logs, now (after any
   * compaction already running). Resolves once done; failures are logged, not thrown:
   * the logs keep everything until a compaction succeeds.
   */
  async compact(): Promise<void> {
    while (this.compacting) await this.compacting;
    if (!this.log || this.compactionStuck) return;
    if (!this.hasWorkToCompact()) return;
    await this.startCompaction();
  }

  /**
   * Between two batches: starts a new log generation, so that the current ones hold
   * exactly what the captured lists hold. Collections not open yet cannot be captured;
   * their logged ops are carried into the new log as one line.
   */
  private async rotate(): Promise<Rotation> {
    const files: Rotation['files'] = [];
    const carried: CollectionOps[] = [];
    for (const name of this.dirty) {
      const member = this.live.get(name);
      if (member) files.push({ member, items: member.records.list() });
      else carried.push(...(this.waiting.get(name) ?? []));
    }
    const generation = this.generation + 1;
    const next = await LogFile.open(join(this.dataDir, logFileName(generation)), 0, this.observer);
    const carriedLogs = Object.fromEntries(this.waitingLogs);
    let carriedEntryChars = 0;
    try {
      if (carried.length > 0 || this.waitingLogs.size > 0) {
        const commit: Commit = { seq: this.seq + 1, at: new Date().toISOString(), ops: carried };
        if (this.waitingLogs.size > 0) commit.logs = carriedLogs;
        commit.carry = [...this.older, this.generation];
        const { line, logChars } = encodeCommitLine(commit);
        await next.append(line);
        carriedEntryChars = logChars;
        this.seq += 1;
      }
      await fsyncFolder(this.dataDir);
    } catch (error) {
      await next.close();
      await rm(join(this.dataDir, logFileName(generation)), { force: true });
      throw error;
    }
    const previous = this.log!;
    this.older.push(this.generation);
    this.olderBytes += previous.size;
    this.olderEntryBytes += this.entryBytes;
    this.entryBytes = carriedEntryChars;
    this.log = next;
    this.generation = generation;
    await previous.close();
    this.dirty = new Set(carried.map((op) => op.c));
    this.logsLogged = this.waitingLogs.size > 0;
    return { absorbs: [...this.older], files };
  }

  private requestRotation(): Promise<Rotation> {
    return new Promise<Rotation>((resolve, reject) => {
      this.rotation = { resolve, reject };
      void this.drain();
    });
  }

  /**
   * The compaction protocol; a crash anywhere in it loses nothing (see settleCompaction):
   * 1. rotate the log (in the queue, a few milliseconds);
   * 2. write each captured list to `<name>.json.next`, a slice at a time, fsync them and
   *    the folder;
   * 3. write the marker, the commit point;
   * 4. rename the `.next` files over the collection files, fsync the folder;
   * 5. remove the absorbed logs and the marker, fsync the folder.
   */
  private async compactNow(): Promise<void> {
    const rotation = await this.requestRotation();
    await this.step('compaction:rotated');
    const written: string[] = [];
    const sizes = new Map<string, number>();
    try {
      for (const { member, items } of rotation.files) {
        const next = `${member.file}${NEXT_SUFFIX}`;
        written.push(next);
        sizes.set(member.name, await writeJsonListFile(next, items));
      }
      await fsyncFolder(this.dataDir);
      // The logs' entries in the absorbed generations reach their own files for good.
      await Promise.all([...this.sinks.values()].map((sink) => sink.durable()));
      await this.step('compaction:files-written');
      await writeMarker(this.dataDir, {
        absorbs: rotation.absorbs,
        files: rotation.files.map(({ member }) => member.name),
      });
    } catch (error) {
      // Before the commit point: the logs still hold everything, and the next
      // compaction absorbs them too.
      await Promise.all(written.map((file) => rm(file, { force: true })));
      for (const { member } of rotation.files) this.dirty.add(member.name);
      this.logsLogged = true;
      throw error;
    }
    try {
      await this.step('compaction:committed');
      await finishCompaction(
        this.dataDir,
        { absorbs: rotation.absorbs, files: rotation.files.map(({ member }) => member.name) },
        () => this.step('compaction:renamed'),
      );
    } catch (error) {
      this.compactionStuck = true;
      throw error;
    }
    // Every older generation was absorbed: none is added until the next rotation.
    this.older = [];
    this.olderBytes = 0;
    this.olderEntryBytes = 0;
    for (const [name, bytes] of sizes) this.fileBytes.set(name, bytes);
    await this.step('compaction:done');
    this.logger.log(
      `Compacted the write-ahead log into ${rotation.files.length} collection file(s)`,
    );
  }

  private whenIdle(): Promise<void> {
    if (!this.draining && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Waits for the queued changes, then (unless told otherwise) compacts, so that a clean
   * stop leaves every collection file current and the log empty. Later changes are
   * refused.
   */
  async close(options: { compact?: boolean } = {}): Promise<void> {
    if (!this.log || this.closing) return;
    this.closing = true;
    await this.whenIdle();
    while (this.compacting) await this.compacting;
    if (options.compact !== false && !this.compactionStuck && this.hasWorkToCompact()) {
      await this.startCompaction();
    }
    await this.whenIdle();
    // What the logs' sinks were handed is in their files, whatever the next start reads.
    await Promise.all(
      [...this.sinks.values()].map((sink) =>
        sink.durable().catch((error: unknown) => {
          this.logger.error(`Could not write a log's entries: ${(error as Error).message}`);
        }),
      ),
    );
    const log = this.log;
    this.log = undefined;
    await log.close();
  }
}

/** A path inside the data folder, relative to it: no way out, no absolute path. */
export function checkRelative(file: string): string {
  const parts = typeof file === 'string' ? file.split(/[\\/]/) : [];
  if (
    parts.length === 0 ||
    isAbsolute(file) ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(`A commit can only remove files inside the data folder: ${String(file)}`);
  }
  return file;
}
