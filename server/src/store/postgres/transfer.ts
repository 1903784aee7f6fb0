import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Kysely, sql, type Transaction } from 'kysely';
import writeFileAtomic from 'write-file-atomic';
import { fsyncFolder, writeJsonListFile } from '../atomic-json-file';
import { isLogName, type LogEntry } from '../append-log';
import { BLOBS_FOLDER, isAreaName, isStoredName } from '../blob-area';
import { COLLECTION_NAME, entriesOf, SECRET_NAME, secretsOf } from '../backup/backup-folder';
import { DataFolderLock } from '../data-folder-lock';
import { type LogCount, readLogFolders, writeLogFolder } from '../log-folders';
import { makePrivateFolder, PRIVATE_WRITE } from '../private-files';
import type { Entity } from '../entity';
import { readStoredState } from '../stored-state';
import { migrateToLatest } from './database';
import { renumbered } from './positions';
import type { StoreDatabase } from './schema';

/** Rows inserted per statement (4 parameters each, far below PostgreSQL's 65535). */
const ROWS_PER_STATEMENT = 1000;

/** What was copied: each collection's name and its number of records, in name order. */
export interface Transferred {
  collections: { name: string; records: number }[];
  /** Stored files (`files/<area>/<name>`, rows of store_blobs) copied. */
  files: number;
  /** The secrets copied (file names in the folder, rows of store_secrets), in name order. */
  secrets: string[];
  /** The append-only logs copied (`logs/<name>/`, rows of store_logs), in name order. */
  logs: LogCount[];
  /** Migrations the import ran first (none for an export). */
  migrated: string[];
}

export interface ImportOptions {
  /**
   * The secret files of the folder to carry (`jwt-secret`, `booking-secret`: the CLI
   * names those the modules keep); one that is missing is skipped (a server makes it).
   */
  secrets: readonly string[];
  /**
   * Replace what the database holds (restore --force) instead of refusing: its
   * collections, files and secrets are deleted in the transaction that imports. The
   * imported collections get versions none of them had, so a running server reloads them.
   */
  replace?: boolean;
}

/** What an export copied, and when the database held it (its snapshot's time). */
export interface Exported extends Transferred {
  takenAt: string;
}

/** Stored files an export writes at once. */
const WRITES_AT_ONCE = 8;

/** Rows of `store_blobs` inserted per statement while importing. */
const FILES_PER_STATEMENT = 50;

/** The database (or the target folder) already holds data; nothing was changed. */
export class TransferRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransferRefusedError';
  }
}

/**
 * What the database holds: collections and records, or undefined when the store tables
 * do not exist yet (read without creating anything).
 */
interface StoredCounts {
  collections: number;
  records: number;
  files: number;
  secrets: number;
  logEntries: number;
}

async function tableExists(db: Kysely<StoreDatabase>, table: string): Promise<boolean> {
  const { rows } = await sql<{ exists: boolean }>`
    select to_regclass(${table}) is not null as exists`.execute(db);
  return rows[0]?.exists === true;
}

async function storedCounts(db: Kysely<StoreDatabase>): Promise<StoredCounts | undefined> {
  if (!(await tableExists(db, 'store_collections'))) return undefined;
  const counted = await sql<{ collections: string; records: string }>`
    select (select count(*) from store_collections) as collections,
           (select count(*) from store_records) as records`.execute(db);
  const counts = {
    collections: Number(counted.rows[0].collections),
    records: Number(counted.rows[0].records),
    files: 0,
    secrets: 0,
    logEntries: 0,
  };
  // Databases migrated before 0002-blobs have no files or secrets yet.
  if (await tableExists(db, 'store_blobs')) {
    const more = await sql<{ files: string; secrets: string }>`
      select (select count(*) from store_blobs) as files,
             (select count(*) from store_secrets) as secrets`.execute(db);
    counts.files = Number(more.rows[0].files);
    counts.secrets = Number(more.rows[0].secrets);
  }
  // And before 0005-logs, no logs.
  if (await tableExists(db, 'store_logs')) {
    const logged = await sql<{ entries: string }>`
      select count(*) as entries from store_logs`.execute(db);
    counts.logEntries = Number(logged.rows[0].entries);
  }
  return counts;
}

function refuseHeld(counts: StoredCounts | undefined): void {
  if (counts && Object.values(counts).some((count) => count > 0)) {
    throw new TransferRefusedError(
      `The database already holds ${counts.collections} collection(s) with ` +
        `${counts.records} record(s), ${counts.files} file(s), ${counts.secrets} ` +
        `secret(s) and ${counts.logEntries} log entries: db:import fills an empty database ` +
        'only. Nothing was changed.',
    );
  }
}

/** The stored files of a data folder: `files/<area>/<name>`, names as the store makes them. */
async function folderFiles(dataDir: string): Promise<{ area: string; name: string }[]> {
  const files: { area: string; name: string }[] = [];
  const areas = (await entriesOf(join(dataDir, BLOBS_FOLDER))) ?? [];
  for (const area of areas.sort()) {
    if (!isAreaName(area)) continue;
    const names = (await entriesOf(join(dataDir, BLOBS_FOLDER, area))) ?? [];
    // Anything else (a temp file an interrupted write left) is not a stored file.
    for (const name of names.sort()) if (isStoredName(name)) files.push({ area, name });
  }
  return files;
}

/** Copies the folder's files into store_blobs, a few at a time (each read just before). */
async function importFiles(
  trx: Transaction<StoreDatabase>,
  dataDir: string,
  files: readonly { area: string; name: string }[],
): Promise<void> {
  for (let at = 0; at < files.length; at += FILES_PER_STATEMENT) {
    const rows = [];
    for (const { area, name } of files.slice(at, at + FILES_PER_STATEMENT)) {
      const bytes = await readFile(join(dataDir, BLOBS_FOLDER, area, name));
      rows.push({ area, name, bytes, size: bytes.length });
    }
    await trx.insertInto('store_blobs').values(rows).execute();
  }
}

/**
 * Copies a JSON data folder (its collection files with the write-ahead log not yet
 * compacted replayed over them, read by the JSON driver's own loader) into an empty
 * database, in one transaction. The folder's lock is held meanwhile, so a server that
 * owns the folder makes this refuse (and none can start on it while it is read).
 * The stored files (`files/<area>/<name>`) and the named secret files go in with them, in
 * the same transaction, so servers on the database need nothing of the folder.
 * Refuses, changing nothing, when the database holds any collection, file or secret; runs
 * pending migrations first otherwise.
 */
export async function importDataFolder(
  db: Kysely<StoreDatabase>,
  dataDir: string,
  options: ImportOptions,
): Promise<Transferred> {
  const lock = new DataFolderLock(dataDir);
  await lock.acquire();
  try {
    const { collections: stored, logs: walLogs } = await readStoredState(dataDir);
    const files = await folderFiles(dataDir);
    const secrets = await secretsOf(dataDir, options.secrets);
    const logs = await readLogFolders(dataDir, walLogs);
    if (!options.replace) refuseHeld(await storedCounts(db));
    const migrated = await migrateToLatest(db);
    const collections = await db.transaction().execute(async (trx) => {
      // A server starting meanwhile waits here, then finds the imported collections.
      await sql`lock table store_collections in exclusive mode`.execute(trx);
      const version = options.replace ? (await emptyDatabase(trx)) + 1 : 1;
      refuseHeld(await storedCounts(trx));
      const copied: Transferred['collections'] = [];
      for (const [name, records] of stored) {
        await trx.insertInto('store_collections').values({ name, version }).execute();
        const positions = renumbered(records, new Map());
        for (let at = 0; at < records.length; at += ROWS_PER_STATEMENT) {
          const rows = records.slice(at, at + ROWS_PER_STATEMENT).map((record) => ({
            collection: name,
            id: record.id,
            position: positions.get(record.id)!,
            data: JSON.stringify(record),
          }));
          await trx.insertInto('store_records').values(rows).execute();
        }
        copied.push({ name, records: records.length });
      }
      await importFiles(trx, dataDir, files);
      if (secrets.length > 0) await trx.insertInto('store_secrets').values(secrets).execute();
      await importLogs(trx, logs);
      return copied;
    });
    return {
      collections,
      files: files.length,
      secrets: secrets.map((secret) => secret.name),
      logs: [...logs].map(([name, entries]) => ({ name, entries: entries.length })),
      migrated,
    };
  } finally {
    await lock.release();
  }
}

/**
 * Deletes every collection, record, stored file, secret and log entry (restore --force); answers
 * the highest collection version there was (0 for none).
 */
async function emptyDatabase(trx: Transaction<StoreDatabase>): Promise<number> {
  const { rows } = await sql<{ version: string | null }>`
    select max(version) as version from store_collections`.execute(trx);
  await trx.deleteFrom('store_records').execute();
  await trx.deleteFrom('store_collections').execute();
  await trx.deleteFrom('store_blobs').execute();
  await trx.deleteFrom('store_secrets').execute();
  await trx.deleteFrom('store_logs').execute();
  return Number(rows[0]?.version ?? 0);
}

/** Copies the folder's logs into store_logs (its entries' ids are unique per log). */
async function importLogs(
  trx: Transaction<StoreDatabase>,
  logs: ReadonlyMap<string, readonly LogEntry[]>,
): Promise<void> {
  for (const [log, entries] of logs) {
    for (let at = 0; at < entries.length; at += ROWS_PER_STATEMENT) {
      const rows = entries.slice(at, at + ROWS_PER_STATEMENT).map((entry) => ({
        log,
        id: entry.id,
        at: entry.at,
        data: JSON.stringify(entry),
      }));
      await trx.insertInto('store_logs').values(rows).execute();
    }
  }
}

/**
 * Writes every collection of the database (one consistent snapshot) as a JSON data
 * folder: one `<collection>.json` per collection, records in the database's order,
 * written as the JSON driver writes its files; the stored files as `files/<area>/<name>`
 * and each secret as a file of its name (mode 0600), where the JSON driver reads them.
 * The folder must be missing or empty (refused otherwise, changing nothing); its lock is
 * held while it is written, so no server starts on a half-written folder.
 */
export async function exportDataFolder(
  db: Kysely<StoreDatabase>,
  target: string,
): Promise<Exported> {
  const entries = await entriesOf(target);
  if (entries && entries.length > 0) {
    throw new TransferRefusedError(
      `The folder ${target} is not empty: db:export writes into a new or empty folder only. ` +
        'Nothing was changed.',
    );
  }
  if (!(await tableExists(db, 'store_collections'))) {
    throw new TransferRefusedError(
      'The database has no store tables (never migrated): there is nothing to export.',
    );
  }
  await makePrivateFolder(target);
  const lock = new DataFolderLock(target);
  await lock.acquire();
  try {
    const written = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await sql`set transaction read only`.execute(trx);
        // The transaction's snapshot is taken by its first query: this one.
        const { rows } = await sql<{ at: Date }>`select statement_timestamp() as at`.execute(trx);
        const takenAt = new Date(rows[0].at).toISOString();
        const collections = await exportCollections(trx, target);
        // Databases migrated before 0002-blobs hold no files or secrets, before 0005-logs
        // no logs.
        if (!(await tableExists(trx, 'store_blobs'))) {
          return { collections, files: 0, secrets: [], logs: [], takenAt };
        }
        return {
          collections,
          files: await exportFiles(trx, target),
          secrets: await exportSecrets(trx, target),
          logs: (await tableExists(trx, 'store_logs')) ? await exportLogs(trx, target) : [],
          takenAt,
        };
      });
    await fsyncFolder(target);
    return { ...written, migrated: [] };
  } finally {
    await lock.release();
  }
}

async function exportCollections(
  trx: Transaction<StoreDatabase>,
  target: string,
): Promise<Transferred['collections']> {
  const names = await trx.selectFrom('store_collections').select('name').orderBy('name').execute();
  const collections: Transferred['collections'] = [];
  for (const { name } of names) {
    if (!COLLECTION_NAME.test(name)) throw new Error(`A collection named ${name} has no file name`);
    const records = await trx
      .selectFrom('store_records')
      .select('data')
      .where('collection', '=', name)
      .orderBy('position')
      .orderBy('id')
      .execute();
    await writeJsonListFile(
      join(target, `${name}.json`),
      records.map((row) => row.data as Entity),
    );
    collections.push({ name, records: records.length });
  }
  return collections;
}

/** Each stored file, read one at a time, as `files/<area>/<name>` (fsynced, as saved). */
async function exportFiles(trx: Transaction<StoreDatabase>, target: string): Promise<number> {
  const files = await trx
    .selectFrom('store_blobs')
    .select(['area', 'name'])
    .orderBy('area')
    .orderBy('name')
    .execute();
  const folders = new Set<string>();
  // Read one at a time (one connection), written a few at once: their fsyncs overlap.
  const writing = new Set<Promise<void>>();
  let failed: unknown;
  for (const { area, name } of files) {
    if (!isAreaName(area) || !isStoredName(name)) {
      throw new Error(`A stored file named ${area}/${name} has no file name`);
    }
    const { bytes } = await trx
      .selectFrom('store_blobs')
      .select('bytes')
      .where('area', '=', area)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const folder = join(target, BLOBS_FOLDER, area);
    if (!folders.has(folder)) await makePrivateFolder(folder);
    folders.add(folder);
    const write: Promise<void> = writeFileAtomic(join(folder, name), bytes, PRIVATE_WRITE)
      .catch((error: unknown) => void (failed ??= error))
      .finally(() => writing.delete(write));
    writing.add(write);
    if (writing.size >= WRITES_AT_ONCE) await Promise.race(writing);
    if (failed) break;
  }
  await Promise.all(writing);
  if (failed) throw failed;
  for (const folder of folders) await fsyncFolder(folder);
  if (folders.size > 0) await fsyncFolder(join(target, BLOBS_FOLDER));
  return files.length;
}

/** Each log as the JSON files' driver keeps it (`logs/<name>/<day>.jsonl`). */
async function exportLogs(trx: Transaction<StoreDatabase>, target: string): Promise<LogCount[]> {
  const names = await trx
    .selectFrom('store_logs')
    .select('log')
    .distinct()
    .orderBy('log')
    .execute();
  const counts: LogCount[] = [];
  for (const { log } of names) {
    if (!isLogName(log)) throw new Error(`A log named ${log} has no folder name`);
    const rows = await trx
      .selectFrom('store_logs')
      .select('data')
      .where('log', '=', log)
      .orderBy('at')
      .orderBy('id')
      .execute();
    await writeLogFolder(
      target,
      log,
      rows.map((row) => row.data as LogEntry),
    );
    counts.push({ name: log, entries: rows.length });
  }
  return counts;
}

/** Each secret as a file of its name, readable by its owner only. */
async function exportSecrets(trx: Transaction<StoreDatabase>, target: string): Promise<string[]> {
  const secrets = await trx.selectFrom('store_secrets').selectAll().orderBy('name').execute();
  for (const { name, value } of secrets) {
    if (!SECRET_NAME.test(name)) throw new Error(`A secret named ${name} has no file name`);
    await writeFileAtomic(join(target, name), `${value}\n`, PRIVATE_WRITE);
  }
  return secrets.map((secret) => secret.name);
}
