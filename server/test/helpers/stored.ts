import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readStoredCollections } from '../../src/store';
import { databaseOf, databaseRecords, databaseText } from './test-store';

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

/** The same, as the collection file prints it once compacted (indented JSON). */
export async function storedText(dataDir: string, name: string): Promise<string> {
  return `${JSON.stringify(await storedRecords(dataDir, name), null, 2)}\n`;
}

/**
 * Every byte the store keeps about its collections: the collection files and the logs,
 * for checks that something is stored nowhere (a password, erased personal data).
 */
export async function everythingStored(dataDir: string): Promise<string> {
  const names = (await readdir(dataDir)).filter((name) => /\.(json|jsonl|next)$/.test(name));
  const texts = await Promise.all(names.map((name) => readFile(join(dataDir, name), 'utf8')));
  const database = databaseOf(dataDir);
  if (database) texts.push(await databaseText(database));
  return texts.join('\n');
}
