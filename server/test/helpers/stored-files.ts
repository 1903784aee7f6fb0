/**
 * What the store keeps besides records, read the way the tests' driver keeps it: the
 * data folder's `files/<area>/` and secret files (the JSON files), or the rows of
 * `store_blobs` and `store_secrets` (TEST_STORE=postgres, see ./test-store.ts). For API
 * tests that check a file was written or removed, whichever driver runs.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { query } from '../../test-pg/helpers/database';
import { databaseOf } from './test-store';

/** The names of an area's stored files, sorted. */
export async function storedFileNames(dataDir: string, area: string): Promise<string[]> {
  const url = databaseOf(dataDir);
  if (!url) return (await readdir(join(dataDir, 'files', area)).catch(() => [])).sort();
  const rows = await query<{ name: string }>(
    url,
    'select name from store_blobs where area = $1 order by name',
    [area],
  );
  return rows.map((row) => row.name);
}

/** A stored file's bytes, or undefined when there is none. */
export async function storedFile(
  dataDir: string,
  area: string,
  name: string,
): Promise<Buffer | undefined> {
  const url = databaseOf(dataDir);
  if (!url) return readFile(join(dataDir, 'files', area, name)).catch(() => undefined);
  const rows = await query<{ bytes: Buffer }>(
    url,
    'select bytes from store_blobs where area = $1 and name = $2',
    [area, name],
  );
  return rows[0]?.bytes;
}

/** A stored secret (`jwt-secret`, `booking-secret`), or undefined when there is none. */
export async function storedSecret(dataDir: string, name: string): Promise<string | undefined> {
  const url = databaseOf(dataDir);
  if (!url) {
    return readFile(join(dataDir, name), 'utf8').then(
      (text) => text.trim(),
      () => undefined,
    );
  }
  const rows = await query<{ value: string }>(
    url,
    'select value from store_secrets where name = $1',
    [name],
  );
  return rows[0]?.value;
}
