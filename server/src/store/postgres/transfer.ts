import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { fsyncFolder, writeJsonListFile } from '../atomic-json-file';
import { DataFolderLock } from '../data-folder-lock';
import type { Entity } from '../entity';
import { readStoredCollections } from '../stored-state';
import { migrateToLatest } from './database';
import { renumbered } from './positions';
import type { StoreDatabase } from './schema';

/** Rows inserted per statement (4 parameters each, far below PostgreSQL's 65535). */
const ROWS_PER_STATEMENT = 1000;

/** What was copied: each collection's name and its number of records, in name order. */
export interface Transferred {
  collections: { name: string; records: number }[];
  /** Migrations the import ran first (none for an export). */
  migrated: string[];
}

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
async function storedCounts(
  db: Kysely<StoreDatabase>,
): Promise<{ collections: number; records: number } | undefined> {
  const { rows } = await sql<{ exists: boolean }>`
    select to_regclass('store_collections') is not null as exists`.execute(db);
  if (!rows[0]?.exists) return undefined;
  const counted = await sql<{ collections: string; records: string }>`
    select (select count(*) from store_collections) as collections,
           (select count(*) from store_records) as records`.execute(db);
  return {
    collections: Number(counted.rows[0].collections),
    records: Number(counted.rows[0].records),
  };
}

function refuseHeld(counts: { collections: number; records: number } | undefined): void {
  if (counts && (counts.collections > 0 || counts.records > 0)) {
    throw new TransferRefusedError(
      `The database already holds ${counts.collections} collection(s) with ` +
        `${counts.records} record(s): db:import fills an empty database only. Nothing was changed.`,
    );
  }
}

/**
 * Copies a JSON data folder (its collection files with the write-ahead log not yet
 * compacted replayed over them, read by the JSON driver's own loader) into an empty
 * database, in one transaction. The folder's lock is held meanwhile, so a server that
 * owns the folder makes this refuse (and none can start on it while it is read).
 * Refuses, changing nothing, when the database holds any collection; runs pending
 * migrations first otherwise. Blob files and secrets are not collections: they stay in
 * the folder.
 */
export async function importDataFolder(
  db: Kysely<StoreDatabase>,
  dataDir: string,
): Promise<Transferred> {
  const lock = new DataFolderLock(dataDir);
  await lock.acquire();
  try {
    const stored = await readStoredCollections(dataDir);
    refuseHeld(await storedCounts(db));
    const migrated = await migrateToLatest(db);
    const collections = await db.transaction().execute(async (trx) => {
      // A server starting meanwhile waits here, then finds the imported collections.
      await sql`lock table store_collections in exclusive mode`.execute(trx);
      refuseHeld(await storedCounts(trx));
      const copied: Transferred['collections'] = [];
      for (const [name, records] of stored) {
        await trx.insertInto('store_collections').values({ name, version: 1 }).execute();
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
      return copied;
    });
    return { collections, migrated };
  } finally {
    await lock.release();
  }
}

/** What a collection's name may be to become a file of the folder. */
const COLLECTION_NAME = /^[A-Za-z0-9][\w.-]*$/;

async function entriesOf(folder: string): Promise<string[] | undefined> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes every collection of the database (one consistent snapshot) as a JSON data
 * folder: one `<collection>.json` per collection, records in the database's order,
 * written as the JSON driver writes its files. The folder must be missing or empty
 * (refused otherwise, changing nothing); its lock is held while it is written, so no
 * server starts on a half-written folder.
 */
export async function exportDataFolder(
  db: Kysely<StoreDatabase>,
  target: string,
): Promise<Transferred> {
  const entries = await entriesOf(target);
  if (entries && entries.length > 0) {
    throw new TransferRefusedError(
      `The folder ${target} is not empty: db:export writes into a new or empty folder only. ` +
        'Nothing was changed.',
    );
  }
  const stored = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ exists: boolean }>`
        select to_regclass('store_collections') is not null as exists`.execute(trx);
      if (!rows[0]?.exists) {
        throw new TransferRefusedError(
          'The database has no store tables (never migrated): there is nothing to export.',
        );
      }
      const names = await trx
        .selectFrom('store_collections')
        .select('name')
        .orderBy('name')
        .execute();
      const lists = new Map<string, Entity[]>();
      for (const { name } of names) {
        const records = await trx
          .selectFrom('store_records')
          .select('data')
          .where('collection', '=', name)
          .orderBy('position')
          .orderBy('id')
          .execute();
        lists.set(
          name,
          records.map((row) => row.data as Entity),
        );
      }
      return lists;
    });
  await mkdir(target, { recursive: true });
  const lock = new DataFolderLock(target);
  await lock.acquire();
  try {
    const collections: Transferred['collections'] = [];
    for (const [name, records] of stored) {
      if (!COLLECTION_NAME.test(name))
        throw new Error(`A collection named ${name} has no file name`);
      await writeJsonListFile(join(target, `${name}.json`), records);
      collections.push({ name, records: records.length });
    }
    await fsyncFolder(target);
    return { collections, migrated: [] };
  } finally {
    await lock.release();
  }
}
