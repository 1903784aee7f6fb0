import { access, constants, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { ChangeFeed } from './change-feed';
import { type Change, type Collection, JsonCollection, prepareList } from './collection';
import { DataFolderLock } from './data-folder-lock';
import type { CollectionDefinition, Entity } from './entity';
import type { LogJournal } from './file-append-log';
import { Journal, type StoreStep } from './journal';
import { answerAsStored, type Draft } from './records';
import { checkingVersion, currentExpectation } from './record-version';
import { postgresDriver } from './postgres/load-driver';
import type { PgChangeChannel } from './postgres/change-channel';
import type { PgCollection, PgStore } from './postgres/pg-store';
import type { StoreDatabase } from './postgres/schema';
import { readOrCreateSecret } from './secret-file';
import { STORE_OPTIONS, type StoreOptions } from './store.options';
import { fsAvailableBytes, fsClose, fsSync, fsWrite } from './fs-calls';
import { makePrivateFolder, openPrivate, tightenFolder } from './private-files';
import { READY_MIN_FREE_BYTES, StorageState } from './storage-full';
import type { StoreFigures } from './store-observer';
import { sweepTempFiles } from './temp-files';

export interface StoreStatus {
  status: 'ok' | 'unavailable';
  collections: number;
  writable: boolean;
  /** The last write found the disk full, and no write or probe has got through since. */
  storageFull: boolean;
}

/** Lists, one per collection, in the order of the repositories given. */
export type ListsOf<Ts extends readonly Entity[]> = { readonly [K in keyof Ts]: readonly Ts[K][] };

/** A change over several collections at once: the next lists, in the same order. */
export type TogetherChange<Ts extends readonly Entity[], R> = (lists: ListsOf<Ts>) => {
  lists: ListsOf<Ts>;
  result: R;
  /**
   * Files (as `BlobArea.storedPath` names them, never reused) removed with the commit: by
   * the JSON files once it is durable, by PostgreSQL in its transaction.
   */
  removeFiles?: readonly string[];
};

/**
 * A repository (or another module's port to one) whose collection a change only reads:
 * any record type, hence only the collection's name in the type.
 */
export interface ReadPort {
  readonly collection: Pick<Collection<Entity>, 'name'>;
}

/** How long the answer to "is the data folder writable?" stands. */
export const WRITABLE_PROBE_MS = 1000;

/** What the probe of a full disk writes: a block, as the smallest write needs one. */
const PROBE_BYTES = 4096;
const PROBE_FILE = '.storage-probe';

/**
 * Owns every collection, through one of two drivers chosen by the options:
 *
 * - the JSON files (the default): the data folder (alone: it holds the folder's lock),
 *   its write-ahead log and write queue (the journal);
 * - PostgreSQL (`options.database`): the records stay in memory for reads, each write is
 *   one transaction (postgres/pg-store.ts), and `sync()` catches up with what other
 *   servers wrote. The stored files (BlobStore) and the secrets live in the database too.
 *
 * Services and repositories see the same methods whichever runs.
 */
@Injectable()
export class StoreService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(StoreService.name);
  private readonly collections = new Map<string, JsonCollection<Entity> | PgCollection<Entity>>();
  /** The PostgreSQL driver, when `options.database` names a database. */
  private readonly pg: PgStore | undefined;
  /** PostgreSQL: carries this server's changes to the others, and theirs here. */
  private channel: PgChangeChannel | undefined;
  private writable?: { at: number; answer: Promise<boolean>; full: boolean };
  private folderReady: Promise<void> | undefined;
  private readonly lock: DataFolderLock;
  private readonly journal: Journal;
  /** Whether writes find the disk full (see `status`); the drivers report to it. */
  readonly storage = new StorageState();
  /** Every committed write, record by record, once durable (this process's writes). */
  readonly changes = new ChangeFeed();

  constructor(@Inject(STORE_OPTIONS) private readonly options: StoreOptions) {
    this.lock = new DataFolderLock(options.dataDir);
    this.journal = new Journal({
      dataDir: options.dataDir,
      compactMinBytes: options.compactMinBytes,
      compactRatio: options.compactRatio,
      logger: this.logger,
      storage: this.storage,
      observer: options.observer,
    });
    this.pg = options.database
      ? new (postgresDriver().PgStore)({
          ...options.database,
          dataDir: options.dataDir,
          logger: this.logger,
          storage: this.storage,
          observer: options.observer,
        })
      : undefined;
  }

  /** The data folder exists and is ours from start-up on, before any collection opens. */
  async onModuleInit(): Promise<void> {
    await this.ensureFolder();
  }

  /**
   * A clean stop: queued changes are written, then the log is compacted away. Last of
   * all, once the HTTP server has closed: the requests still in flight at a stop finish
   * and write first (the modules' own stop hooks run before the server closes).
   */
  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  get dataDir(): string {
    return this.options.dataDir;
  }

  /**
   * The JSON files' write-ahead log, for the append-only logs (LogStore): their appends
   * share its commits. Undefined on PostgreSQL.
   */
  get logJournal(): LogJournal | undefined {
    if (this.pg) return undefined;
    return {
      // The folder opens (its lock, the logs read) at a log's first use, as at a collection's.
      ready: () => this.ensureFolder(),
      // Straight into the queue once open, to join the batch that forms meanwhile.
      appendLog: (name, entries) =>
        this.journal.isOpen
          ? this.journal.appendLog(name, entries)
          : this.ensureFolder().then(() => this.journal.appendLog(name, entries)),
      attachLog: (name, sink) => this.journal.attachLog(name, sink),
      compact: () => this.journal.compact(),
    };
  }

  /** The PostgreSQL driver, when it runs (for the store's own parts: BlobStore). */
  get postgres(): PgStore | undefined {
    return this.pg;
  }

  /**
   * A secret of the server (signing keys): the stored one, or `create()`'s stored now.
   * The JSON files keep it in a file of the data folder (mode 0600); PostgreSQL in
   * `store_secrets`, created once, so every server on the database signs with the same
   * one. A stored secret shorter than `minLength` stops the start.
   */
  readOrCreateSecret(name: string, create: () => string, minLength: number): Promise<string> {
    return this.pg
      ? this.pg.secret(name, create, minLength)
      : readOrCreateSecret(this.options.dataDir, name, create, minLength);
  }

  /** Whether other processes may write the same collections (PostgreSQL): see `sync`. */
  get shared(): boolean {
    return this.pg !== undefined;
  }

  /** The database of the PostgreSQL driver (the cluster's tables: see cluster.ts). */
  get database(): Kysely<StoreDatabase> | undefined {
    return this.pg?.db;
  }

  /**
   * Catches up with the writes of other servers (PostgreSQL; nothing to do for the JSON
   * files, which one process owns): run before each request, so a change committed on one
   * server is seen by the next request to any other.
   */
  sync(): Promise<void> {
    return this.pg ? this.pg.sync() : Promise.resolve();
  }

  /**
   * The driver's figures now (the write-ahead log and its queue, or the database's pool),
   * for the operators' metrics: read when they are scraped, never on a write.
   */
  figures(): StoreFigures {
    if (this.pg) return { driver: 'postgres', pool: this.pg.poolFigures() };
    return {
      driver: 'json',
      journal: { bytes: this.journal.logBytes, queued: this.journal.queued },
    };
  }

  /** The collection for a definition; one instance per name for the whole process. */
  collection<T extends Entity>(definition: CollectionDefinition<T>): Collection<T> {
    const existing = this.collections.get(definition.name);
    if (existing) {
      if (existing.definition !== (definition as unknown)) {
        throw new Error(`Collection "${definition.name}" is defined twice`);
      }
      return existing as unknown as Collection<T>;
    }
    const created = this.pg
      ? this.pg.collection(definition, this.seedOf(definition))
      : new JsonCollection<T>(
          definition,
          join(this.options.dataDir, `${definition.name}.json`),
          this.journal,
          this.seedOf(definition),
        );
    const front = created as unknown as JsonCollection<Entity> | PgCollection<Entity>;
    front.changeFeed = this.changes;
    this.collections.set(definition.name, front);
    return created;
  }

  /**
   * A collection's seed: the one registered under its name in the options' `seeds`, or
   * its definition's own (never both); with neither it starts empty.
   */
  private seedOf<T extends Entity>(definition: CollectionDefinition<T>): () => readonly T[] {
    const seeds = this.options.seeds ?? {};
    // Own keys only: "constructor" is a valid collection name.
    const registered = Object.hasOwn(seeds, definition.name) ? seeds[definition.name] : undefined;
    if (registered && definition.seed) {
      throw new Error(
        `Collection "${definition.name}" has a seed in its definition and another registered`,
      );
    }
    if (registered) return registered as () => T[];
    return definition.seed ?? (() => []);
  }

  /** The record `id` of the collection named `collection`, as this process holds it. */
  recordIn(collection: string, id: string): Entity | undefined {
    const found = this.collections.get(collection);
    return found?.isOpen ? found.get(id) : undefined;
  }

  /**
   * The record with this id, whichever collection holds it: undefined when none does, or
   * when more than one does (ids are unique per collection, not across them). Records
   * kept under another collection's ids (`idsOf`) are not looked at.
   */
  recordById(id: string): Entity | undefined {
    let found: Entity | undefined;
    for (const collection of this.collections.values()) {
      if (!collection.isOpen || collection.definition.idsOf !== undefined) continue;
      const record = collection.get(id);
      if (record === undefined) continue;
      if (found !== undefined) return undefined;
      found = record;
    }
    return found;
  }

  /** Loads (or seeds) a collection; a file that does not parse stops start-up. */
  async open<T extends Entity>(collection: Collection<T>): Promise<'loaded' | 'seeded'> {
    await this.ensureFolder();
    const own = this.collections.get(collection.name);
    if (own !== (collection as unknown)) {
      throw new Error(`Collection ${collection.name} is not one of this store's`);
    }
    const opening = this.pg
      ? this.pg.open(own as PgCollection<Entity>, this.options.onStart)
      : (own as JsonCollection<Entity>).open(this.options.onStart);
    const outcome = await opening.catch(async (error: unknown) => {
      // Start-up stops here; the folder must not stay locked by a process that gave up.
      await this.close({ compact: false });
      throw error;
    });
    if (outcome === 'seeded') this.logger.log(`Seeded collection ${collection.name}`);
    return outcome;
  }

  /**
   * One commit over several collections: the change gets their committed lists and
   * returns the next ones, in the same order. Like `mutate`, it runs in the write queue;
   * a throw rejects only this caller; the commit is one log line, so after a crash it
   * is there whole or not at all; `removeFiles` are deleted once it is durable.
   *
   *     await store.mutateTogether([tags, contacts], ([tagList, contactList]) => ({
   *       lists: [tagList.filter(...), contactList.map(...)],
   *       result: true,
   *     }));
   */
  mutateTogether<Ts extends readonly Entity[], R>(
    repositories: { readonly [K in keyof Ts]: { readonly collection: Collection<Ts[K]> } },
    change: TogetherChange<Ts, R>,
  ): Promise<R> {
    const collections = (repositories as readonly { collection: Collection<Entity> }[]).map(
      (repository) => repository.collection,
    );
    const closed = collections.find((collection) => !collection.isOpen);
    if (closed) return Promise.reject(new Error(`Collection ${closed.name} is not open`));
    if (new Set(collections).size !== collections.length) {
      return Promise.reject(new Error('mutateTogether: a collection is named twice'));
    }
    const work = (drafts: Draft<Entity>[]) => {
      const given = drafts.map((draft) => draft.items());
      const outcome = change(given as unknown as ListsOf<Ts>);
      const lists = outcome.lists as readonly (readonly Entity[])[];
      if (!Array.isArray(lists) || lists.length !== given.length) {
        throw new Error('mutateTogether: a change must return one list per collection');
      }
      const steps = drafts.map((draft, i) => prepareList(draft, given[i], lists[i]));
      return {
        // Records given back with their stamps alone moved are answered as stored.
        result: answerAsStored(
          outcome.result,
          steps.map((step) => step.kept),
        ),
        ops: steps.flatMap((step) => (step.ops ? [step.ops] : [])),
        removeFiles: outcome.removeFiles ?? [],
        apply: () => steps.forEach((step) => step.apply()),
      };
    };
    // Taken now, in the caller's context: the change itself runs in the write queue's.
    const expectation = currentExpectation();
    const recorded = this.changes.record((drafts) =>
      checkingVersion(expectation, drafts, () => work(drafts)),
    );
    const committed = this.pg
      ? this.pg.write(collections as unknown as PgCollection<Entity>[], recorded.work)
      : this.journal.submit(collections as unknown as JsonCollection<Entity>[], recorded.work);
    return committed.then((result) => {
      recorded.publish();
      return result;
    });
  }

  /**
   * `mutate` of one collection, in one commit with `reads`: collections the change only
   * reads, through the usual finders of their modules (inside a change they answer what
   * the commit sees: runSeeingDrafts). On PostgreSQL the commit locks every one of them,
   * so a check across collections (a vacancy's company exists; a company no vacancy
   * names may go) holds against every server's writes, not only this process's.
   */
  mutateReading<T extends Entity, R>(
    own: { readonly collection: Collection<T> },
    reads: readonly ReadPort[],
    change: Change<T, R>,
  ): Promise<R> {
    // Each is one of this store's collections (the store made every one of them).
    const others = [...new Set(reads.map((read) => read.collection as Collection<Entity>))].filter(
      (collection) => collection !== (own.collection as unknown),
    );
    return this.mutateTogether<Entity[], R>(
      [
        own as unknown as { collection: Collection<Entity> },
        ...others.map((c) => ({ collection: c })),
      ],
      ([items, ...rest]) => {
        const { items: next, result, removeFiles } = change(items as readonly T[]);
        return { lists: [next, ...rest], result, removeFiles };
      },
    );
  }

  /**
   * Compacts now: every collection file the log touches is rewritten and the log
   * emptied. Resolves once done (failures are logged; the log keeps everything). Used
   * after erasing personal data, which must not stay in old log lines.
   */
  compact(): Promise<void> {
    // PostgreSQL keeps no log of its own to rewrite (its vacuum does that job).
    if (this.pg) return Promise.resolve();
    return this.journal.compact();
  }

  /**
   * Waits for the queued changes, compacts (unless `compact: false`) and lets the data
   * folder go. Changes after this are refused.
   */
  async close(options: { compact?: boolean } = {}): Promise<void> {
    if (this.pg) {
      this.changes.onLocal = undefined;
      await this.channel?.stop();
      return this.pg.close();
    }
    try {
      await this.journal.close(options);
    } finally {
      await this.lock.release();
    }
  }

  /**
   * PostgreSQL: this server's changes are NOTIFYed, the other servers' heard; a change
   * heard is told once this server has caught up, with its copy of the record.
   */
  private async listenToOtherServers(): Promise<void> {
    const pg = this.pg!;
    const channel = new (postgresDriver().PgChangeChannel)(
      this.options.database!.url,
      pg.db,
      this.logger,
      (changes) => {
        void this.sync()
          .catch(() => undefined)
          .then(() => {
            const withRecords = changes.map((change) => {
              const record = this.collections.get(change.collection)?.get(change.id);
              const known = change.kind !== 'deleted' && record ? { ...change, record } : change;
              return this.changes.withAudience(known);
            });
            this.changes.emit(withRecords);
          });
      },
      () => this.changes.onGap?.(),
      this.options.database!.noticeRetentionMs,
    );
    this.channel = channel;
    this.changes.onLocal = (changes) => void channel.send(changes);
    await channel.start();
  }

  /** Crash tests only: runs at each step of a commit or a compaction (see StoreStep). */
  setStepHook(hook: ((step: StoreStep) => void | Promise<void>) | undefined): void {
    this.journal.onStep = hook;
  }

  private ensureFolder(): Promise<void> {
    this.folderReady ??= (async () => {
      await makePrivateFolder(this.options.dataDir);
      await this.tightenDataFolder();
      // Several servers share the database; the folder keeps only files (no lock).
      if (this.pg) {
        await this.pg.start();
        return this.listenToOtherServers();
      }
      await this.lock.acquire();
      try {
        const swept = await sweepTempFiles(this.options.dataDir);
        if (swept > 0) this.logger.warn(`Removed ${swept} temp files left by interrupted writes`);
        await this.journal.open();
      } catch (error) {
        await this.lock.release();
        throw error;
      }
    })();
    return this.folderReady;
  }

  /**
   * `writable` is false while the folder (or the database) refuses writes, a full disk
   * included; the store is then `unavailable` for writes, though reads still answer.
   */
  /**
   * The data folder is the owner's alone (0700), even when an older start or an operator
   * made it looser. Files inside keep their modes (new ones are 0600, and compaction
   * rewrites the collection files): the folder's mode already shuts everyone else out.
   */
  private async tightenDataFolder(): Promise<void> {
    const outcome = await tightenFolder(this.options.dataDir);
    if (outcome === 'tightened') {
      this.logger.warn(`Data folder ${this.options.dataDir} was open to others: now mode 0700`);
    } else if (outcome === 'not-owner') {
      this.logger.warn(
        `Data folder ${this.options.dataDir} belongs to another user: its mode was left as it is`,
      );
    }
  }

  async status(now = Date.now()): Promise<StoreStatus> {
    // The probe runs first: while the disk is full, it is what clears the state.
    const reachable = await this.probeWritable(now);
    const storageFull = this.storage.full;
    const writable = reachable && !storageFull;
    const all = [...this.collections.values()];
    return {
      status:
        writable &&
        (this.pg !== undefined || this.journal.isOpen) &&
        all.every((collection) => collection.isOpen)
          ? 'ok'
          : 'unavailable',
      collections: all.length,
      writable,
      storageFull,
    };
  }

  /**
   * Whether the data folder's disk has room for the next writes (READY_MIN_FREE_BYTES), so
   * the readiness check takes a server out before its writes start failing. On PostgreSQL
   * the records and files live in the database, whose own full disk shows in `status`.
   */
  async hasRoom(): Promise<boolean> {
    if (this.pg) return true;
    return (await fsAvailableBytes(this.options.dataDir)) >= READY_MIN_FREE_BYTES;
  }

  /**
   * The database's migrations this server knows and has not found run (none on the JSON
   * files). Start-up refuses such a database, but one restored from an older backup, or
   * rolled back, may fall behind later: the readiness check asks each time.
   */
  pendingMigrations(): Promise<readonly string[]> {
    return this.pg ? this.pg.pendingMigrations() : Promise.resolve([]);
  }

  /**
   * Whether the data folder takes writes, asked of the file system at most once a
   * WRITABLE_PROBE_MS: a busy health check then costs no file system call per request.
   */
  private probeWritable(now: number): Promise<boolean> {
    if (
      !this.writable ||
      now - this.writable.at >= WRITABLE_PROBE_MS ||
      // A write got through (or failed for want of space) since the last answer.
      this.writable.full !== this.storage.full
    ) {
      const folder = access(this.options.dataDir, constants.W_OK).then(
        () => true,
        () => false,
      );
      const reachable = this.pg
        ? Promise.all([folder, this.pg.ping()]).then(([a, b]) => a && b)
        : folder;
      // While the disk is full, a real write tells when space is back.
      const answer = this.storage.full
        ? reachable.then(async (ok) => ok && (await this.probeSpace()))
        : reachable;
      this.writable = { at: now, answer, full: this.storage.full };
    }
    return this.writable.answer;
  }

  /** Writes (and syncs) a block where the store writes; a success clears the full state. */
  private async probeSpace(): Promise<boolean> {
    try {
      if (this.pg) await this.pg.probeWrite();
      else await writeProbeFile(join(this.options.dataDir, PROBE_FILE));
      this.storage.noteWrite();
      return true;
    } catch (error) {
      this.storage.noteWrite(error);
      return false;
    }
  }
}

/** Writes a block to `file` and syncs it (through fs-calls, so tests can fail it), then removes it. */
async function writeProbeFile(file: string): Promise<void> {
  const fd = await openPrivate(file, 'w');
  try {
    const block = Buffer.alloc(PROBE_BYTES);
    for (let written = 0; written < block.length;) {
      written += await fsWrite(fd, block, written, block.length - written);
    }
    await fsSync(fd);
  } finally {
    await fsClose(fd);
    await rm(file, { force: true });
  }
}
