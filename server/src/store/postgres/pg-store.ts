import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Kysely, sql, type Transaction } from 'kysely';
import { CollectionFront, type OpenMode, type Prepare, prepareList } from '../collection';
import type { CollectionDefinition, Entity } from '../entity';
import { captureSeedFiles, parseStoredPath } from '../blob-area';
import { checkRelative } from '../journal';
import { Draft, freezeList, runSeeingDrafts } from '../records';
import type { Pool } from 'pg';
import {
  connectPool,
  type DatabaseOptions,
  migrateToLatest,
  pendingMigrations,
  redactedUrl,
} from './database';
import { acquireAll, Mutex } from './mutex';
import { writeSeedFiles } from './pg-blobs';
import { assignPositions, POSITION_GAP, renumbered } from './positions';
import type { StoreDatabase } from './schema';
import type { StorageState } from '../storage-full';
import {
  QUIET_STORE_OBSERVER,
  secondsSince,
  type StoreFigures,
  type StoreObserver,
} from '../store-observer';

type Db = Kysely<StoreDatabase> | Transaction<StoreDatabase>;

/** The logger the store hands over (Nest's Logger fits). */
export interface StoreLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface PgStoreOptions extends DatabaseOptions {
  /**
   * Where a change's `removeFiles` other than stored files (`files/<area>/<name>`, rows of
   * `store_blobs`) would live; the application names none.
   */
  dataDir: string;
  logger: StoreLogger;
  /** Told of each commit's outcome (a full disk, or a write that got through). */
  storage?: StorageState;
  /** Hears each commit's time and each lost connection (the operators' metrics). */
  observer?: StoreObserver;
}

/** What a write works out against its drafts before anything reaches the database. */
export interface PgOutcome<R> {
  result: R;
  removeFiles?: readonly string[];
  /** Applies the change to the drafts (not to what readers see). */
  apply: () => void;
  /** What the change writes, as the JSON log would hold it: encoded first, to fail alone. */
  ops?: unknown;
}

/** Rows inserted or updated per statement (4 parameters each, far below PostgreSQL's 65535). */
const ROWS_PER_STATEMENT = 1000;

interface StoredRow {
  id: string;
  position: string;
  data: unknown;
}

/**
 * One collection of the PostgreSQL driver: its records are kept in memory, as the JSON
 * driver keeps them, so reads stay synchronous; the database is the source of truth.
 * `version` is the collection's version this process last read or wrote: a write finding
 * another in the database reloads the collection first, inside its transaction.
 */
export class PgCollection<T extends Entity> extends CollectionFront<T> {
  readonly mutex = new Mutex();
  /** Each record's row position, as stored. */
  positions = new Map<string, number>();
  /** The lowest and highest position ever given here (inserts at the ends go past them). */
  low = 0;
  high = 0;
  version = -1;
  /** The batch of changes to this collection alone still taking more (see PgStore.write). */
  openBatch: Batch | undefined;

  constructor(
    readonly definition: CollectionDefinition<T>,
    private readonly store: PgStore,
    readonly seed: () => readonly T[],
  ) {
    super();
  }

  /** Store only. */
  setState(state: 'closed' | 'opening' | 'open'): void {
    this.state = state;
  }

  protected submit<R>(prepare: Prepare<T, R>): Promise<R> {
    return this.store.write([this as unknown as PgCollection<Entity>], ([draft]) =>
      prepare(draft as unknown as Draft<T>),
    );
  }

  /** Takes over what the database holds (committed data, at `version`). */
  takeOver(rows: readonly StoredRow[], version: number): void {
    const items = freezeList(
      rows.map((row) => row.data as T),
      this.name,
    );
    this.records.reset(items);
    this.positions = new Map(rows.map((row) => [row.id, Number(row.position)]));
    this.low = rows.length > 0 ? Number(rows[0].position) : 0;
    this.high = rows.length > 0 ? Number(rows[rows.length - 1].position) : 0;
    this.version = version;
  }

  /** Takes over positions a commit wrote. */
  notePositions(written: ReadonlyMap<string, number>, removed: readonly string[]): void {
    for (const id of removed) this.positions.delete(id);
    for (const [id, position] of written) {
      this.positions.set(id, position);
      if (position < this.low) this.low = position;
      if (position > this.high) this.high = position;
    }
  }
}

/**
 * The PostgreSQL driver: a pool, the migrations, and the write path. A write takes this
 * process's mutexes of its collections (in name order), then, in one transaction, locks
 * their rows of `store_collections` (in name order, so two servers cannot deadlock),
 * reloads any collection whose version moved, runs the change on the fresh records,
 * writes only what changed, bumps the versions and commits; the new records are
 * published in memory only after the commit. So a check inside a change function holds
 * across every server on the database.
 */
export class PgStore {
  readonly db: Kysely<StoreDatabase>;
  private readonly pool: Pool;
  private readonly observer: StoreObserver;
  private readonly collections = new Map<string, PgCollection<Entity>>();
  private ready: Promise<void> | undefined;
  private closed = false;
  private syncing: Promise<void> | undefined;
  private nextSync: Promise<void> | undefined;

  constructor(private readonly options: PgStoreOptions) {
    this.observer = options.observer ?? QUIET_STORE_OBSERVER;
    ({ db: this.db, pool: this.pool } = connectPool(options, (error) => {
      this.observer.connectionFailed();
      options.logger.warn(`The database closed a connection: ${error.message}`);
    }));
  }

  /** The pool's connections now: open, idle, and callers waiting for one. */
  poolFigures(): NonNullable<StoreFigures['pool']> {
    const { pool } = this;
    return {
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    };
  }

  collection<T extends Entity>(
    definition: CollectionDefinition<T>,
    seed: () => readonly T[],
  ): PgCollection<T> {
    const created = new PgCollection<T>(definition, this, seed);
    this.collections.set(definition.name, created as unknown as PgCollection<Entity>);
    return created;
  }

  /** Connects, and migrates when asked to; refuses a database whose migrations are pending. */
  start(): Promise<void> {
    this.ready ??= (async () => {
      const where = redactedUrl(this.options.url);
      if (this.options.migrate) {
        const ran = await migrateToLatest(this.db);
        if (ran.length > 0) this.options.logger.log(`Migrated ${where}: ${ran.join(', ')}`);
        return;
      }
      const pending = await pendingMigrations(this.db);
      if (pending.length > 0) {
        throw new Error(
          `The database ${where} lacks migrations (${pending.join(', ')}): ` +
            'run `npm run db:migrate`, or start with DB_MIGRATE=true',
        );
      }
    })();
    return this.ready;
  }

  /**
   * Loads a collection, or writes its seed when the database has no row for it yet (or
   * in `reset` mode); then brings old records up to date through a normal write.
   */
  async open<T extends Entity>(
    collection: PgCollection<T>,
    mode: OpenMode,
  ): Promise<'loaded' | 'seeded'> {
    if (collection.isOpen) throw new Error(`Collection ${collection.name} is already open`);
    await this.start();
    collection.setState('opening');
    try {
      const outcome = await collection.mutex.run(async () => {
        // An existing collection loads without lock or write: a server opens some fifty
        // at start, and a locking transaction each cost a commit that waits for the disk.
        // A write committed meanwhile by another server moves the version on, and this
        // server's next write reloads first, as always.
        const stored =
          mode === 'reset' ? undefined : await readCollection(this.db, collection.name);
        if (!stored?.rows) return this.openLocked(collection, mode);
        collection.takeOver(stored.rows, stored.version);
        return 'loaded' as const;
      });
      collection.setState('open');
      const upgrade = collection.definition.upgrade;
      if (outcome === 'loaded' && upgrade && upgrade(collection.list()) !== collection.list()) {
        await this.write([collection as unknown as PgCollection<Entity>], ([draft]) => {
          const given = draft.items();
          return prepareList(draft, given, upgrade(given as readonly T[]));
        });
      }
      return outcome;
    } catch (error) {
      collection.setState('closed');
      throw error;
    }
  }

  /**
   * Opens a collection holding its row's lock: seeds it when the row is new (or in `reset`
   * mode), loads it otherwise. Two servers starting together seed it once.
   */
  private openLocked<T extends Entity>(
    collection: PgCollection<T>,
    mode: OpenMode,
  ): Promise<'loaded' | 'seeded'> {
    return this.db.transaction().execute(async (trx) => {
      const name = collection.name;
      const created = await trx
        .insertInto('store_collections')
        .values({ name, version: 0 })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .returning('name')
        .executeTakeFirst();
      const version = await lockVersions(trx, [name]);
      if (created || mode === 'reset') {
        // Files the seed writes (replaceAllSync) go in with its records, once.
        const { result: seeded, files } = captureSeedFiles(() => collection.seed());
        const seed = freezeList(seeded, name);
        await writeSeedFiles(trx, files);
        await trx.deleteFrom('store_records').where('collection', '=', name).execute();
        const positions = renumbered(seed, new Map());
        await upsertRows(trx, name, seed, positions);
        const next = await bumpVersion(trx, name);
        collection.takeOver(
          seed.map((item) => ({
            id: item.id,
            position: String(positions.get(item.id)),
            data: item,
          })),
          next,
        );
        return 'seeded' as const;
      }
      collection.takeOver(await loadRows(trx, name), version.get(name)!);
      return 'loaded' as const;
    });
  }

  /**
   * A change over `members`, in one transaction (see the class comment). Changes to one
   * collection asked while an earlier batch waits for its turn join that batch (group
   * commit): they run one after another on the same fresh records, each seeing those
   * before it, a throw rejecting only its own caller, and are committed together.
   */
  write<R>(
    members: readonly PgCollection<Entity>[],
    prepare: (drafts: Draft<Entity>[]) => PgOutcome<R>,
  ): Promise<R> {
    if (this.closed) return Promise.reject(new Error('The store is closed'));
    return new Promise<R>((resolve, reject) => {
      const pending: Pending = {
        prepare,
        resolve: resolve as (result: unknown) => void,
        reject,
      };
      const open = members.length === 1 ? members[0].openBatch : undefined;
      if (open) {
        open.pending.push(pending);
        return;
      }
      const batch: Batch = { members, pending: [pending] };
      // What comes after this change goes after it: earlier open batches close.
      for (const member of members) member.openBatch = undefined;
      if (members.length === 1) members[0].openBatch = batch;
      void this.commit(batch);
    });
  }

  private async commit(batch: Batch): Promise<void> {
    const members = batch.members;
    const release = await acquireAll(members.map((member) => member.mutex));
    for (const member of members) if (member.openBatch === batch) member.openBatch = undefined;
    const start = performance.now();
    try {
      const ordered = [...members].sort((a, b) => (a.name < b.name ? -1 : 1));
      const committed = await this.db.transaction().execute(async (trx) => {
        const versions = await lockVersions(
          trx,
          ordered.map((member) => member.name),
        );
        for (const member of ordered) {
          const version = versions.get(member.name);
          if (version === undefined) throw new Error(`Collection ${member.name} has no row`);
          if (version !== member.version) {
            member.takeOver(await loadRows(trx, member.name), version);
          }
        }
        const drafts = members.map((member) => new Draft<Entity>(member.name, member.records));
        const accepted: { pending: Pending; result: unknown }[] = [];
        const removeFiles: string[] = [];
        for (const pending of batch.pending) {
          try {
            const outcome = runSeeingDrafts(members, drafts, () => pending.prepare(drafts));
            const files = (outcome.removeFiles ?? []).map((file) => checkRelative(file));
            // A record JSON cannot hold fails its own caller, not the batch.
            if (outcome.ops !== undefined) JSON.stringify(outcome.ops);
            outcome.apply();
            accepted.push({ pending, result: outcome.result });
            removeFiles.push(...files);
          } catch (error) {
            pending.reject(error);
          }
        }
        const writes: Written[] = [];
        for (const [index, draft] of drafts.entries()) {
          if (!draft.touched) continue;
          writes.push(await writeDraft(trx, members[index], draft));
        }
        // Stored files leave with the records that named them: same transaction.
        const otherFiles = await removeBlobs(trx, removeFiles);
        return { accepted, removeFiles: otherFiles, writes };
      });
      this.observer.committed(secondsSince(start), committed.accepted.length);
      this.options.storage?.noteWrite();
      // Published only now that the commit is durable: readers never see more.
      for (const { member, draft, positions, removed, version } of committed.writes) {
        member.records.absorb(draft);
        member.notePositions(positions, removed);
        member.version = version;
      }
      await this.removeFiles(committed.removeFiles);
      for (const { pending, result } of committed.accepted) pending.resolve(result);
    } catch (error) {
      // Nothing of the batch was committed (a change that failed alone was answered).
      this.observer.commitFailed(secondsSince(start));
      this.options.storage?.noteWrite(error);
      for (const pending of batch.pending) pending.reject(error);
    } finally {
      release();
    }
  }

  /**
   * Brings every open collection up to date with the database: one query for the
   * versions, and a reload of those that moved. Concurrent callers share a sync that
   * starts after they asked (never one already running, which may have read too early).
   */
  sync(): Promise<void> {
    if (!this.syncing) {
      const running = this.syncOnce().finally(() => {
        if (this.syncing === running) this.syncing = undefined;
      });
      this.syncing = running;
      return running;
    }
    this.nextSync ??= this.syncing
      .catch(() => undefined)
      .then(() => {
        this.nextSync = undefined;
        return this.sync();
      });
    return this.nextSync;
  }

  private async syncOnce(): Promise<void> {
    if (this.closed) return;
    const rows = await this.db
      .selectFrom('store_collections')
      .select(['name', 'version'])
      .execute();
    const moved = rows.filter((row) => {
      const member = this.collections.get(row.name);
      return member?.isOpen && Number(row.version) !== member.version;
    });
    await Promise.all(moved.map((row) => this.reload(this.collections.get(row.name)!)));
  }

  /** Reloads one collection from one snapshot, unless a write of ours caught up meanwhile. */
  private reload(member: PgCollection<Entity>): Promise<void> {
    return member.mutex.run(async () => {
      const stored = await readCollection(this.db, member.name, member.version);
      if (stored?.rows) member.takeOver(stored.rows, stored.version);
    });
  }

  /**
   * A secret every server on the database shares: the stored one, or `create()`'s,
   * inserted unless another server did first (ON CONFLICT DO NOTHING), then read back, so
   * two servers starting together agree. One shorter than `minLength` is refused.
   */
  async secret(name: string, create: () => string, minLength: number): Promise<string> {
    await this.start();
    await this.db
      .insertInto('store_secrets')
      .values({ name, value: create() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('store_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    if (row.value.length < minLength) {
      throw new Error(
        `The secret ${name} in store_secrets is too short; delete its row to generate a new one`,
      );
    }
    return row.value;
  }

  /** Whether the database answers. */
  /** The migrations this server knows that the database has not run. */
  pendingMigrations(): Promise<string[]> {
    return pendingMigrations(this.db);
  }

  async ping(): Promise<boolean> {
    try {
      await sql`select 1`.execute(this.db);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * A real write that changes nothing (a collection's version rewritten as it is), in a
   * transaction of its own: after a full disk, it tells whether the database takes
   * writes again.
   */
  async probeWrite(): Promise<void> {
    await sql`update store_collections set version = version
      where name = (select min(name) from store_collections)`.execute(this.db);
  }

  /** Waits for the writes under way, then closes the pool. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const all = [...this.collections.values()];
    const release = await acquireAll(all.map((member) => member.mutex));
    release();
    await this.db.destroy();
  }

  private async removeFiles(files: readonly string[]): Promise<void> {
    for (const file of files) {
      try {
        await rm(join(this.options.dataDir, file), { force: true });
      } catch (error) {
        this.options.logger.error(`Could not remove ${file}: ${(error as Error).message}`);
      }
    }
  }
}

interface Pending {
  prepare: (drafts: Draft<Entity>[]) => PgOutcome<unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/** Changes committed in one transaction, over the same collections. */
interface Batch {
  members: readonly PgCollection<Entity>[];
  pending: Pending[];
}

interface Written {
  member: PgCollection<Entity>;
  draft: Draft<Entity>;
  positions: Map<string, number>;
  removed: string[];
  version: number;
}

/**
 * Deletes the stored files (`files/<area>/<name>`) among a commit's `removeFiles`, in its
 * transaction; answers the other paths (removed from the data folder after the commit).
 */
async function removeBlobs(
  trx: Transaction<StoreDatabase>,
  files: readonly string[],
): Promise<string[]> {
  const byArea = new Map<string, string[]>();
  const others: string[] = [];
  for (const file of files) {
    const blob = parseStoredPath(file);
    if (!blob) others.push(file);
    else byArea.set(blob.area, [...(byArea.get(blob.area) ?? []), blob.name]);
  }
  for (const [area, names] of byArea) {
    for (let at = 0; at < names.length; at += ROWS_PER_STATEMENT) {
      await trx
        .deleteFrom('store_blobs')
        .where('area', '=', area)
        .where('name', 'in', names.slice(at, at + ROWS_PER_STATEMENT))
        .execute();
    }
  }
  return others;
}

/** Locks the collections' rows (in name order) and answers their versions. */
async function lockVersions(trx: Transaction<StoreDatabase>, names: readonly string[]) {
  const rows = await trx
    .selectFrom('store_collections')
    .select(['name', 'version'])
    .where('name', 'in', names)
    .orderBy('name')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.name, Number(row.version)]));
}

/**
 * A collection's version and, unless it is `known`, its rows, from one read-only snapshot
 * (so the two agree), with no lock and no write; undefined when the database has no row
 * for the collection yet.
 */
function readCollection(
  db: Kysely<StoreDatabase>,
  name: string,
  known?: number,
): Promise<{ version: number; rows?: StoredRow[] } | undefined> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const row = await trx
        .selectFrom('store_collections')
        .select('version')
        .where('name', '=', name)
        .executeTakeFirst();
      if (!row) return undefined;
      const version = Number(row.version);
      return { version, rows: version === known ? undefined : await loadRows(trx, name) };
    });
}

function loadRows(db: Db, name: string): Promise<StoredRow[]> {
  return db
    .selectFrom('store_records')
    .select(['id', 'position', 'data'])
    .where('collection', '=', name)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

async function bumpVersion(trx: Transaction<StoreDatabase>, name: string): Promise<number> {
  const row = await trx
    .updateTable('store_collections')
    .set({ version: sql<number>`version + 1` })
    .where('name', '=', name)
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** Writes what a draft changed: removed rows deleted, changed or moved rows upserted. */
async function writeDraft(
  trx: Transaction<StoreDatabase>,
  member: PgCollection<Entity>,
  draft: Draft<Entity>,
): Promise<Written> {
  const name = member.name;
  const positions = positionsAfter(member, draft);
  const removed = [...draft.changed].filter(([, value]) => value === null).map(([id]) => id);
  const upserted = new Set<string>(positions.keys());
  for (const [id, value] of draft.changed) if (value !== null) upserted.add(id);
  for (let at = 0; at < removed.length; at += ROWS_PER_STATEMENT) {
    await trx
      .deleteFrom('store_records')
      .where('collection', '=', name)
      .where('id', 'in', removed.slice(at, at + ROWS_PER_STATEMENT))
      .execute();
  }
  const records = [...upserted].map((id) => draft.get(id)!);
  const everyPosition = new Map(positions);
  for (const record of records) {
    if (!everyPosition.has(record.id))
      everyPosition.set(record.id, member.positions.get(record.id)!);
  }
  await upsertRows(trx, name, records, everyPosition);
  return { member, draft, positions, removed, version: await bumpVersion(trx, name) };
}

/**
 * The positions a draft's changes need written. Record edits (insert, update, remove)
 * place a new record past either end; a whole new list keeps every position it can.
 */
function positionsAfter(member: PgCollection<Entity>, draft: Draft<Entity>): Map<string, number> {
  if (draft.hasList || draft.replaced) return assignPositions(draft.items(), member.positions);
  const positions = new Map<string, number>();
  let low = member.low;
  let high = member.high;
  for (const edit of draft.pendingEdits) {
    if (edit.kind !== 'insert') continue;
    if (edit.at === 'start') positions.set(edit.id, (low -= POSITION_GAP));
    else positions.set(edit.id, (high += POSITION_GAP));
  }
  return positions;
}

async function upsertRows(
  trx: Transaction<StoreDatabase>,
  name: string,
  records: readonly Entity[],
  positions: ReadonlyMap<string, number>,
): Promise<void> {
  for (let at = 0; at < records.length; at += ROWS_PER_STATEMENT) {
    const rows = records.slice(at, at + ROWS_PER_STATEMENT).map((record) => ({
      collection: name,
      id: record.id,
      position: positions.get(record.id)!,
      data: JSON.stringify(record),
    }));
    await trx
      .insertInto('store_records')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['collection', 'id']).doUpdateSet((eb) => ({
          position: eb.ref('excluded.position'),
          data: eb.ref('excluded.data'),
        })),
      )
      .execute();
  }
}
