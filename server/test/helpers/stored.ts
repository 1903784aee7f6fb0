import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readStoredCollections } from '../../src/store';
import { readLogFolders } from '../../src/store/log-folders';
import { readStoredState } from '../../src/store/stored-state';
import type { LogEntry } from '../../src/store/append-log';
import { FileAppendLog } from '../../src/store/file-append-log';
import { query } from '../../test-pg/helpers/database';
import {
  databaseLog,
  databaseOf,
  databaseRecords,
  databaseText,
  replaceDatabaseRecords,
} from './test-store';

/**
 * A collection as it is stored: what a restart would load (its file, with the
 * write-ahead log replayed over it), read without touching the running app.
 */
export async function storedRecords<T = Record<string, unknown>>(
  dataDir: string,
  name: string,
): Promise<T[]> {
  const database = databaseOf(dataDir);
  if (database) return (await databaseRecords(database, name)) as T[];
  return ((await readStoredCollections(dataDir)).get(name) ?? []) as T[];
}

/**
 * An append-only log's entries as they are stored, oldest first: on the JSON files, its day
 * files with what the write-ahead log holds of it and they lack yet (read first: entries
 * reach the day files before a compaction takes them out of the write-ahead log).
 */
export async function storedLog<T extends LogEntry>(dataDir: string, name: string): Promise<T[]> {
  const database = databaseOf(dataDir);
  if (database) return (await databaseLog(database, name)) as T[];
  const { logs } = await readStoredState(dataDir);
  const entries = ((await readLogFolders(dataDir, logs)).get(name) ?? []) as T[];
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** Appends entries to a stopped app's log, as days gone by would have left them. */
export async function appendToStoredLog<T extends LogEntry>(
  dataDir: string,
  name: string,
  entries: readonly T[],
): Promise<void> {
  const database = databaseOf(dataDir);
  if (!database) {
    const log = new FileAppendLog<T>(dataDir, name);
    await log.append(entries);
    return log.close();
  }
  for (const entry of entries) {
    await query(database, 'insert into store_logs (log, id, at, data) values ($1, $2, $3, $4)', [
      name,
      entry.id,
      entry.at,
      JSON.stringify(entry),
    ]);
  }
}

/** The same, as the collection file prints it once compacted (indented JSON). */
export async function storedText(dataDir: string, name: string): Promise<string> {
  return `${JSON.stringify(await storedRecords(dataDir, name), null, 2)}\n`;
}

/**
 * Every byte the store keeps about its collections: the collection files, the write-ahead
 * log and the append-only logs (the audit trail), for checks that something is stored nowhere (a password, erased personal data).
 */
export async function everythingStored(dataDir: string): Promise<string> {
  const names = (await readdir(dataDir, { recursive: true })).filter((name) =>
    /\.(json|jsonl|next)$/.test(name),
  );
  const texts = await Promise.all(names.map((name) => readFile(join(dataDir, name), 'utf8')));
  const database = databaseOf(dataDir);
  if (database) texts.push(await databaseText(database));
  return texts.join('\n');
}

/**
 * Replaces a collection as it is stored, behind the app's back: as an older version left
 * it, or damaged by hand. On the JSON files it rewrites the collection file, so call it
 * after a clean stop (which leaves the files current and the log empty); on PostgreSQL it
 * rewrites the collection's rows in one transaction.
 */
export async function replaceStored(
  dataDir: string,
  name: string,
  records: readonly { id: string }[],
): Promise<void> {
  const database = databaseOf(dataDir);
  if (database) return replaceDatabaseRecords(database, name, records);
  await writeFile(join(dataDir, `${name}.json`), `${JSON.stringify(records, null, 2)}\n`);
}

/**
 * A mark that changes whenever a collection is written: the collection file's
 * modification time on the JSON files, the collection's version on PostgreSQL. For checks
 * that opening a data folder already up to date writes nothing.
 */
export async function storedStamp(dataDir: string, name: string): Promise<string> {
  const database = databaseOf(dataDir);
  if (!database) return String((await stat(join(dataDir, `${name}.json`))).mtimeMs);
  const [row] = await query<{ version: string }>(
    database,
    'select version from store_collections where name = $1',
    [name],
  );
  return `version ${row?.version}`;
}
